import type { ScreeningHitStatus, ScreeningSubjectType } from '@app/domain';

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

/**
 * A listed entry close enough to a person or the company of a case: one row per subject, version
 * and entry. `reasons` is the matching's reasons as JSON text. Dispositions: `proposed_*` is the
 * first operator of a four-eyes clearing, `decided_*` the one who closed it, `reason` why.
 */
export interface ScreeningHitsTable {
  id: string;
  company_id: string;
  subject_type: ScreeningSubjectType;
  subject_id: string;
  subject_name: string;
  list: string;
  version: string;
  entry_id: string;
  entry_name: string;
  score: number;
  reasons: string;
  status: ScreeningHitStatus;
  proposed_by: string | null;
  proposed_at: string | null;
  decided_by: string | null;
  decided_at: string | null;
  reason: string | null;
  created_at: string;
}

/**
 * A rescreen of the whole base on a new publication: the versions it screens against (JSON), the
 * subjects to screen and those done, the phase (people, then companies) and the last subject
 * reached in it, so that a rescreen stopped midway goes on from there.
 */
export interface ScreeningRunsTable {
  id: string;
  versions: string;
  total: number;
  done: number;
  hits: number;
  phase: 'person' | 'company';
  last_subject_id: string | null;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
}

/**
 * A case screened against a version of a list: when first and last (at submission, after a
 * change, by a rescreen of the base), whether or not it raised a hit.
 */
export interface CaseScreeningsTable {
  company_id: string;
  version: string;
  first_screened_at: string;
  last_screened_at: string;
}
