import type { CaseFlagReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { OpeningFlag } from '../../db/repositories/opening-flags';
import type { PersonChanges } from '../../db/repositories/person-record';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { createDuplicateDetection } from './duplicates';
import { flagReply, otherCaseIdsOf } from './flag-replies';
import { flagsOfPerson } from './person-flags';

/** A transfer held because its payer is not who the money must come from. */
export interface PayerMismatch {
  companyId: string;
  /** The bank's record of the transfer: one flag per transfer. */
  recordId: string;
  transferKind: 'first_transfer' | 'capital_contribution';
  transferId: string | null;
  payerName: string;
  /** The shareholder (a capital contribution) or the company (a first transfer). */
  expectedName: string;
  amountCents: number;
  now: string;
}

/**
 * The flags raised on openings for the bank's review (never shown to the customer): raised and
 * cleared in the transaction of the change that causes them, read by the back-office.
 */
export function createOpeningFlagsService({
  db,
  clock,
  repos,
}: {
  db: Kysely<Database>;
  clock: Clock;
  repos: ReposOf<'openingFlags' | 'duplicateCandidates'>;
}) {
  const duplicates = createDuplicateDetection(repos);

  return {
    /** Every flag raised on the company's opening, oldest first. */
    flagsOf: (companyId: string): Promise<OpeningFlag[]> => repos.openingFlags(db).list(companyId),

    /** The case's flags, each with what explains it (404 for no such case). */
    async explained(caseId: string): Promise<CaseFlagReply[]> {
      const candidates = repos.duplicateCandidates(db);
      if (!(await candidates.openings([caseId])).has(caseId)) throw notFound('case');
      const flags = await repos.openingFlags(db).list(caseId);
      const openings = await candidates.openings([...new Set(flags.flatMap(otherCaseIdsOf))]);
      return flags.map((flag) => flagReply(flag, openings));
    },

    /**
     * A person's answers raise or clear their flags (politically exposed, US person), and the
     * person is compared with the people of the other openings (duplicate, on both sides).
     */
    async flagPerson(
      trx: Kysely<Database>,
      saved: { companyId: string; personId: string; person: PersonChanges; now: string },
    ): Promise<void> {
      const flags = repos.openingFlags(trx);
      for (const [code, details] of flagsOfPerson(saved.person)) {
        await flags.set(saved.companyId, code, saved.personId, details, saved.now);
      }
      await duplicates.personChanged(trx, saved.companyId, saved.personId, saved.now);
    },

    /**
     * A person no longer declared is no longer for the bank to review; the openings they were a
     * duplicate with are compared again.
     */
    async clearSubject(trx: Kysely<Database>, companyId: string, subjectId: string): Promise<void> {
      await duplicates.personChanged(trx, companyId, subjectId, clock.now().toISOString());
      await repos.openingFlags(trx).clearSubject(companyId, subjectId);
    },

    /** The opening's SIREN was given or changed: it is compared with the other openings' (both sides). */
    flagCompany: (trx: Kysely<Database>, companyId: string, now: string) =>
      duplicates.companyChanged(trx, companyId, now),

    /** A transfer held for its payer's name: the bank reviews who paid (one flag per transfer). */
    async raisePayerMismatch(trx: Kysely<Database>, mismatch: PayerMismatch): Promise<void> {
      await repos.openingFlags(trx).set(
        mismatch.companyId,
        'payer_mismatch',
        mismatch.recordId,
        {
          transfer_kind: mismatch.transferKind,
          transfer_id: mismatch.transferId,
          payer_name: mismatch.payerName,
          expected_name: mismatch.expectedName,
          amount_cents: mismatch.amountCents,
        },
        mismatch.now,
      );
    },
  };
}

export type OpeningFlagsService = ReturnType<typeof createOpeningFlagsService>;
