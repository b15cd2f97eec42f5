import { Transform } from 'node:stream';
import type { RowBatch } from './import-writer';

/**
 * Batches of records cross from a parsing thread to the writing thread as one string: a string
 * is copied in one go, where a structured clone of ten thousand objects costs more than parsing
 * them did. Values are separated by FIELD; NULL marks a null value. The parsing thread blanks
 * both characters out of the file beforehand (`blankingMarkers`), so they never occur in a value.
 */
const FIELD = '\u001f';
export const NULL = '\u0000';

/**
 * Appends a record's values, in field order, to `values`, a null value as `nullAs` (null, or
 * NULL in a batch that crosses threads). When the records list their members in field order
 * (the mappers' object literals do) the values are read in one go; the first record is checked,
 * and any other layout is read member by member.
 */
export function recordEncoder(
  fields: readonly string[],
  nullAs: string | null,
): (record: object, values: (string | null)[]) => void {
  let inOrder: boolean | undefined;
  return (record, values) => {
    inOrder ??= Object.keys(record).join() === fields.join();
    const members = inOrder
      ? Object.values(record)
      : fields.map((field) => (record as Record<string, unknown>)[field]);
    for (const value of members) values.push(value === null || value === undefined ? nullAs : String(value));
  };
}

/** A batch's values, encoded with NULL for nulls, as the one string that crosses threads. */
export const encodeValues = (values: readonly (string | null)[]): string => values.join(FIELD);

/** The values of an encoded batch, nulls restored. */
export function decodeBatch(text: string, count: number, width: number): RowBatch {
  const values: (string | null)[] = count === 0 ? [] : text.split(FIELD);
  if (values.length !== count * width) throw new Error('Corrupt row batch between import threads');
  for (let i = 0; i < values.length; i += 1) if (values[i] === NULL) values[i] = null;
  return { values, count };
}

/**
 * Blanks the codec's two characters out of a file's bytes (never meaningful in the public files
 * imported). Byte for byte, as both are single bytes in the ASCII-compatible encodings the
 * sources use (UTF-8, Latin-1).
 */
export function blankingMarkers(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (const byte of [0x00, 0x1f]) {
        for (let at = chunk.indexOf(byte); at !== -1; at = chunk.indexOf(byte, at + 1)) chunk[at] = 0x20;
      }
      done(null, chunk);
    },
  });
}
