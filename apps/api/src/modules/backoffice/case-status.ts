import { AWAITING_BANK_STATUSES, type OpeningStatus } from '@app/domain';
import type { ExpressionBuilder } from 'kysely';
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
 * The candidates of the list's overdue filter: waiting for the bank and submitted before `cutoff`
 * (status index). The submission alone: the service level's verdict (`overdueCaseIds`) then takes
 * back out the cases the customer kept waiting.
 */
export function isOverdueFilter(eb: CaseQueryBuilder, cutoff: string) {
  return eb.and([
    eb('c.opening_status', 'in', [...AWAITING_BANK_STATUSES]),
    eb('u.completed_at', 'is not', null),
    eb('u.completed_at', '<', cutoff),
  ]);
}
