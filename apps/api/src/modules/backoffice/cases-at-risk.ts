import { AWAITING_BANK_STATUSES, type DashboardReply, workingDaysBefore } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { workloadOf } from './case-workload';

/** The dashboard shows this many cases at risk at most. */
export const AT_RISK_SHOWN = 20;
/** Candidates read to find them: pauses may take some back out of risk. */
const CANDIDATES = 200;

/**
 * Cases waiting for the bank with one working day or less left on their service level, oldest
 * submission first. A case can be at risk only once all but one of its working days have passed
 * since submission (pauses only give days back), so only those are read, by the submission index.
 */
export async function casesAtRisk(
  db: Kysely<Database>,
  settings: { now: Date; slaWorkingDays: number },
): Promise<DashboardReply['at_risk']> {
  const latestSubmission = workingDaysBefore(settings.now, settings.slaWorkingDays - 1).toISOString();
  const candidates = await db
    .selectFrom('companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.name', 'c.opening_status', 'u.completed_at'])
    .where('c.opening_status', 'in', AWAITING_BANK_STATUSES)
    .where('u.completed_at', 'is not', null)
    .where('u.completed_at', '<=', latestSubmission)
    .orderBy('u.completed_at')
    .orderBy('c.id')
    .limit(CANDIDATES)
    .execute();
  const workload = await workloadOf(
    db,
    candidates.map((row) => ({ id: row.id, status: row.opening_status, submitted_at: row.completed_at })),
    settings,
  );
  return candidates
    .flatMap((row) => {
      const found = workload.get(row.id);
      return found?.service_level?.at_risk && row.completed_at
        ? [
            {
              id: row.id,
              company_name: row.name,
              submitted_at: row.completed_at,
              service_level: found.service_level,
              assignment: found.assignment,
            },
          ]
        : [];
    })
    .slice(0, AT_RISK_SHOWN);
}
