import {
  AWAITING_BANK_STATUSES,
  type CaseAssignment,
  type OpeningStatus,
  type ServiceLevel,
  type ServiceLevelPause,
  serviceLevelOf,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** While in these statuses the case waits for the customer: the service level's clock stops. */
const ASKED_OF_THE_CUSTOMER: readonly OpeningStatus[] = ['documents_requested'];
const COUNTED: readonly OpeningStatus[] = [...AWAITING_BANK_STATUSES, ...ASKED_OF_THE_CUSTOMER];

export interface CaseWorkload {
  assignment: CaseAssignment | null;
  service_level: ServiceLevel | null;
}

/**
 * The stretches a case waited for the customer, read from its moves: from each move into a status
 * asking the customer for something to the next move out of it (still open: `to` null).
 */
export function pausesOf(moves: readonly { to_status: OpeningStatus; at: string }[]): ServiceLevelPause[] {
  const pauses: ServiceLevelPause[] = [];
  let from: Date | null = null;
  for (const move of moves) {
    const asking = ASKED_OF_THE_CUSTOMER.includes(move.to_status);
    if (asking && from === null) from = new Date(move.at);
    if (!asking && from !== null) {
      pauses.push({ from, to: new Date(move.at) });
      from = null;
    }
  }
  if (from !== null) pauses.push({ from, to: null });
  return pauses;
}

/** Each case's assignment and service level, for a page of cases (two queries whatever its size). */
export async function workloadOf(
  db: Kysely<Database>,
  cases: readonly { id: string; status: OpeningStatus; submitted_at: string | null }[],
  settings: { now: Date; slaWorkingDays: number },
): Promise<Map<string, CaseWorkload>> {
  const ids = cases.map((item) => item.id);
  const result = new Map<string, CaseWorkload>();
  if (ids.length === 0) return result;
  const [assignments, moves] = await Promise.all([
    db
      .selectFrom('case_assignments as a')
      .innerJoin('operators as o', 'o.id', 'a.operator_id')
      .innerJoin('operators as by', 'by.id', 'a.assigned_by')
      .select(['a.case_id', 'a.assigned_at', 'o.id', 'o.name', 'by.id as by_id', 'by.name as by_name'])
      .where('a.case_id', 'in', ids)
      .execute(),
    db
      .selectFrom('opening_events')
      .select(['company_id', 'to_status', 'at'])
      .where('company_id', 'in', ids)
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ]);
  const assignmentOf = new Map(assignments.map((row) => [row.case_id, row]));
  for (const item of cases) {
    const assigned = assignmentOf.get(item.id);
    const counted = item.submitted_at !== null && COUNTED.includes(item.status);
    result.set(item.id, {
      assignment: assigned
        ? {
            operator: { id: assigned.id, name: assigned.name },
            assigned_at: assigned.assigned_at,
            assigned_by: { id: assigned.by_id, name: assigned.by_name },
          }
        : null,
      service_level:
        counted && item.submitted_at
          ? serviceLevelOf({
              submittedAt: new Date(item.submitted_at),
              pauses: pausesOf(moves.filter((move) => move.company_id === item.id)),
              now: settings.now,
              days: settings.slaWorkingDays,
            })
          : null,
    });
  }
  return result;
}
