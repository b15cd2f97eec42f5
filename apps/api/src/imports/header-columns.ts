/** Columns found by name in a file's header, and those asked for. */
export interface HeaderColumns<Column extends string> {
  /** The column's position, or -1 when the header does not have it (its values read as absent). */
  at(column: Column): number;
  /** Per header column, whether it was asked for: the CSV reader copies out only those. */
  readonly read: readonly boolean[];
}

/**
 * Finds columns by name, as publishers add columns between releases: positions are never assumed.
 * A row mapper asks for its columns once, when it is made for the file's header.
 */
export function headerColumns<Column extends string>(header: readonly string[]): HeaderColumns<Column> {
  const read = header.map(() => false);
  return {
    at(column) {
      const index = header.indexOf(column);
      if (index !== -1) read[index] = true;
      return index;
    },
    read,
  };
}
