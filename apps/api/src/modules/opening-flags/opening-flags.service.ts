import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createOpeningFlagsRepository, type OpeningFlag } from './opening-flags.repository';

/** The flags of openings, for the bank's back-office (not shown to the customer). */
export function createOpeningFlagsService({ db }: { db: Kysely<Database> }) {
  const flags = createOpeningFlagsRepository(db);
  return {
    /** Every flag raised on the company's opening, oldest first. */
    flagsOf: (companyId: string): Promise<OpeningFlag[]> => flags.list(companyId),
  };
}

export type OpeningFlagsService = ReturnType<typeof createOpeningFlagsService>;
