import { AWAITING_BANK_STATUSES, type OpeningStatus } from '@app/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The case list's and case page's row: a company and its user (aliases c and u). */
export type CaseQueryBuilder = ExpressionBuilder<
  Database & { c: Database['companies']; u: Database['users'] },
  'c' | 'u'
>;

/** THE place the back-office reads an opening's status: the lifecycle's column on the company. */
export const openingStatusOf = (row: { opening_status: OpeningStatus }): OpeningStatus => row.opening_status;

/** The same as a filter of the case list (index on status and creation time). */
export const hasOpeningStatus = (eb: CaseQueryBuilder, status: OpeningStatus) =>
  eb('c.opening_status', '=', status);

/** When the opening was submitted (its service level's start): the journey's completion, null before. */
export const submittedAtOf = (row: { completed_at: string | null }): string | null => row.completed_at;

/**
 * The list's overdue filter: waiting for the bank and submitted before `cutoff`. It reads the
 * submission alone, so a case the customer kept waiting may still be kept here while its line's
 * mark (the service level's verdict) says it is not overdue yet. A page of them walks
 * the age index and keeps the cases waiting for the bank (`byAge`: status and submission compared
 * as expressions, which no index answers), as they are a few in a hundred: reading them through
 * the status or the submission index and sorting thousands costs more. The count reads the
 * status index.
 */
export function isOverdueFilter(eb: CaseQueryBuilder, cutoff: string, byAge: boolean) {
  if (byAge) {
    const asText = (column: 'c.opening_status' | 'u.completed_at') => sql<string>`(${sql.ref(column)} || '')`;
    // A null submission stays null through ||, so `<` keeps submitted cases only.
    return eb.and([
      eb(asText('c.opening_status'), 'in', [...AWAITING_BANK_STATUSES]),
      eb(asText('u.completed_at'), '<', cutoff),
    ]);
  }
  return eb.and([
    eb('c.opening_status', 'in', [...AWAITING_BANK_STATUSES]),
    eb('u.completed_at', 'is not', null),
    eb('u.completed_at', '<', cutoff),
  ]);
}
