import type { OpeningStatus } from '@app/domain';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The case list's and case page's row: a company and its user (aliases c and u). */
export type CaseQueryBuilder = ExpressionBuilder<
  Database & { c: Database['companies']; u: Database['users'] },
  'c' | 'u'
>;

/**
 * THE place the back-office reads an opening's status. Until `companies.opening_status` exists
 * (being added with the lifecycle), a completed journey is `submitted` and anything else is
 * `journey_in_progress`; once the column exists these two functions read it instead.
 */
export function openingStatusOf(row: { completed_at: string | null }): OpeningStatus {
  return row.completed_at === null ? 'journey_in_progress' : 'submitted';
}

/** The same mapping as a filter of the case list (indexed on users.completed_at). */
export function hasOpeningStatus(eb: CaseQueryBuilder, status: OpeningStatus) {
  if (status === 'submitted') return eb('u.completed_at', 'is not', null);
  if (status === 'journey_in_progress') return eb('u.completed_at', 'is', null);
  // No opening reaches a later status before the lifecycle column exists.
  return sql<SqlBool>`1 = 0`;
}

/** When the opening was submitted (its service level's start), or null while in the journey. */
export const submittedAtOf = (row: { completed_at: string | null }): string | null => row.completed_at;

/** Submitted before `cutoff` and still waiting for the bank: past the service level. */
export const isOverdueFilter = (eb: CaseQueryBuilder, cutoff: string) =>
  eb.and([eb('u.completed_at', 'is not', null), eb('u.completed_at', '<', cutoff)]);
