import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type CaseQueryBuilder, isOverdueFilter } from './case-status';
import { overdueCutoff } from './case-summary';
import { workloadOf } from './case-workload';

/**
 * The cases the overdue mark shows, for the list's overdue filter: one rule, the service level's
 * verdict. The submission alone can only find the candidates (the customer's time only pushes the
 * due date later), so they are read by it, then kept when their service level says overdue.
 */
export async function overdueCaseIds(
  db: Kysely<Database>,
  settings: { now: Date; slaWorkingDays: number },
): Promise<string[]> {
  const candidates = await db
    .selectFrom('companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.opening_status', 'u.completed_at'])
    .where((eb) => isOverdueFilter(eb as unknown as CaseQueryBuilder, overdueCutoff(settings)))
    .execute();
  const workload = await workloadOf(
    db,
    candidates.map((row) => ({ id: row.id, status: row.opening_status, submitted_at: row.completed_at })),
    settings,
  );
  return candidates
    .filter((row) => workload.get(row.id)?.service_level?.overdue === true)
    .map((row) => row.id);
}
