/**
 * The screening lists' versions: one row per publication imported (the import pipeline's ledger
 * for the lists). A version is known by its file's SHA-256 (`file_key`); `kind` is the list
 * (`fr_gels`, `eu_fsf`); it is read once `completed_at` is set.
 */
export interface ScreeningListVersionsTable {
  file_key: string;
  file_name: string;
  kind: string;
  /** The publication's day, from the file itself (YYYY-MM-DD). */
  published_on: string | null;
  rows_done: number;
  rejected: number;
  started_at: string;
  updated_at: string;
  completed_at: string | null;
}

/**
 * The entries of every version kept (a hit names the version it came from), each in the
 * screening's one shape: its names, birth dates, nationalities, identifiers and legal basis as
 * JSON text (`db/repositories/screening-columns.ts`).
 */
export interface ScreeningEntriesTable {
  version: string;
  entry_id: string;
  kind: string;
  /** The main name, as the list writes it. */
  name: string;
  names: string;
  birth_dates: string;
  nationalities: string;
  identifiers: string;
  programmes: string;
  reference: string | null;
}
