import { type ListedEntry, SCREENING_LISTS, type ScreeningListId } from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { ScreeningListVersionsTable } from '../tables/screening';
import { entryOfRow } from './screening-columns';

/** One publication of a list, as imported: a hit names the version it came from. */
export interface ListVersion {
  list: ScreeningListId;
  /** The file's SHA-256 (for a file read from a zip archive, the archive's, then the entry's name). */
  key: string;
  fileName: string;
  /** The publication's day, from the file itself. */
  publishedOn: string | null;
  importedAt: string;
  /** Entries read, malformed ones included, and those left out as malformed. */
  rowsRead: number;
  rejected: number;
}

const isList = (value: string): value is ScreeningListId =>
  (SCREENING_LISTS as readonly string[]).includes(value);

function versionOf(row: Selectable<ScreeningListVersionsTable>): ListVersion | undefined {
  if (!isList(row.kind) || row.completed_at === null) return undefined;
  return {
    list: row.kind,
    key: row.file_key,
    fileName: row.file_name,
    publishedOn: row.published_on,
    importedAt: row.completed_at,
    rowsRead: Number(row.rows_done),
    rejected: Number(row.rejected),
  };
}

/**
 * The latest publication first (a version without a publication day after every dated one), then
 * the latest import: sorted here, as the two engines order missing values differently.
 */
const latestFirst = (a: ListVersion, b: ListVersion): number =>
  (b.publishedOn ?? '').localeCompare(a.publishedOn ?? '') || b.importedAt.localeCompare(a.importedAt);

/**
 * The screening lists as imported (`npm run screening:import`): every version of each list,
 * completely imported, and their entries. Earlier versions stay readable.
 */
export function createScreeningRepository(db: Kysely<Database>) {
  const completed = () =>
    db.selectFrom('screening_list_versions').selectAll().where('completed_at', 'is not', null);
  return {
    /**
     * The current version of each list: its latest publication completely imported (a later
     * import of an older publication does not take its place); lists never imported are absent.
     */
    async currentVersions(): Promise<ListVersion[]> {
      const versions = (await completed().execute()).flatMap((row) => versionOf(row) ?? []).sort(latestFirst);
      const current = new Map<string, ListVersion>();
      for (const version of versions) if (!current.has(version.list)) current.set(version.list, version);
      return SCREENING_LISTS.flatMap((list) => current.get(list) ?? []);
    },

    /** Every version of a list completely imported, the latest publication first. */
    async versions(list: ScreeningListId): Promise<ListVersion[]> {
      const rows = await completed().where('kind', '=', list).execute();
      return rows.flatMap((row) => versionOf(row) ?? []).sort(latestFirst);
    },

    async version(key: string): Promise<ListVersion | undefined> {
      const row = await completed().where('file_key', '=', key).executeTakeFirst();
      return row ? versionOf(row) : undefined;
    },

    /** Every entry of a version, in the order of the list's ids. */
    async entries(version: ListVersion): Promise<ListedEntry[]> {
      const rows = await db
        .selectFrom('screening_entries')
        .selectAll()
        .where('version', '=', version.key)
        .orderBy('entry_id')
        .execute();
      return rows.map((row) => entryOfRow(version.list, row));
    },

    /** One entry of a version, as a hit names it. */
    async entry(version: ListVersion, entryId: string): Promise<ListedEntry | undefined> {
      const row = await db
        .selectFrom('screening_entries')
        .selectAll()
        .where('version', '=', version.key)
        .where('entry_id', '=', entryId)
        .executeTakeFirst();
      return row ? entryOfRow(version.list, row) : undefined;
    },
  };
}

export type ScreeningRepository = ReturnType<typeof createScreeningRepository>;
