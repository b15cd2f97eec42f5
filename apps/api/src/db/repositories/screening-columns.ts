import type { ListedEntry, ListedKind, ScreeningListId } from '@app/domain';
import type { ScreeningEntriesTable } from '../tables/screening';
import { fromJson } from './sql-values';

/**
 * How an entry of a list is kept: its id, kind and main name as columns, the rest of its one
 * shape (`ListedEntry`) as JSON text, the same on both engines. The import writes rows with
 * `entryColumns`; the repository reads them back with `entryOfRow`.
 */
export function entryColumns(version: string, entry: ListedEntry): ScreeningEntriesTable {
  // Members in the table's field order: the import reads them in one go (`recordEncoder`).
  return {
    version,
    entry_id: entry.id,
    kind: entry.kind,
    name: entry.names[0]?.whole ?? '',
    names: JSON.stringify(entry.names),
    birth_dates: JSON.stringify(entry.birthDates),
    nationalities: JSON.stringify(entry.nationalities),
    identifiers: JSON.stringify(entry.identifiers),
    programmes: JSON.stringify(entry.programmes),
    reference: entry.reference,
  };
}

/** An entry of a version of a list, as the import kept it. */
export function entryOfRow(list: ScreeningListId, row: ScreeningEntriesTable): ListedEntry {
  return {
    list,
    id: row.entry_id,
    kind: row.kind as ListedKind,
    names: fromJson<ListedEntry['names']>(row.names) ?? [],
    birthDates: fromJson<ListedEntry['birthDates']>(row.birth_dates) ?? [],
    nationalities: fromJson<string[]>(row.nationalities) ?? [],
    identifiers: fromJson<ListedEntry['identifiers']>(row.identifiers) ?? [],
    programmes: fromJson<string[]>(row.programmes) ?? [],
    reference: row.reference,
  };
}

/** The entries table's fields, in the order the import lays a row's values out. */
export const ENTRY_FIELDS = [
  'version',
  'entry_id',
  'kind',
  'name',
  'names',
  'birth_dates',
  'nationalities',
  'identifiers',
  'programmes',
  'reference',
] as const satisfies readonly (keyof ScreeningEntriesTable)[];
