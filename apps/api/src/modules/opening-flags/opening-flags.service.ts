import type { Kysely } from 'kysely';
import type { ReposOf } from '../../db/repositories';
import type { OpeningFlag } from '../../db/repositories/opening-flags';
import type { PersonChanges } from '../../db/repositories/person-record';
import type { Database } from '../../db/schema';
import { flagsOfPerson } from './person-flags';

/**
 * The flags raised on openings for the bank's review (never shown to the customer): raised and
 * cleared in the transaction of the change that causes them, read by the back-office.
 */
export function createOpeningFlagsService({
  db,
  repos,
}: {
  db: Kysely<Database>;
  repos: ReposOf<'openingFlags'>;
}) {
  return {
    /** Every flag raised on the company's opening, oldest first. */
    flagsOf: (companyId: string): Promise<OpeningFlag[]> => repos.openingFlags(db).list(companyId),

    /** A person's answers raise or clear their flags (politically exposed, US person). */
    async flagPerson(
      trx: Kysely<Database>,
      saved: { companyId: string; personId: string; person: PersonChanges; now: string },
    ): Promise<void> {
      const flags = repos.openingFlags(trx);
      for (const [code, details] of flagsOfPerson(saved.person)) {
        await flags.set(saved.companyId, code, saved.personId, details, saved.now);
      }
    },

    /** A person no longer declared is no longer for the bank to review. */
    clearSubject: (trx: Kysely<Database>, companyId: string, subjectId: string) =>
      repos.openingFlags(trx).clearSubject(companyId, subjectId),
  };
}

export type OpeningFlagsService = ReturnType<typeof createOpeningFlagsService>;
