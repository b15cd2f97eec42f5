import type { CaseDetailReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The most recent entries of the case's history, newest first. */
const TIMELINE_LIMIT = 200;

/** The case's history as the audit journal holds it, with the operators' names. */
export async function caseTimeline(
  db: Kysely<Database>,
  caseId: string,
): Promise<CaseDetailReply['timeline']> {
  const rows = await db
    .selectFrom('audit_entries as a')
    .leftJoin('operators as o', (join) =>
      join.onRef('o.id', '=', 'a.actor_id').on('a.actor_type', '=', 'operator'),
    )
    .select(['a.id', 'a.at', 'a.actor_type', 'a.action', 'o.name as operator_name'])
    .where('a.case_id', '=', caseId)
    .orderBy('a.sequence', 'desc')
    .limit(TIMELINE_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor_type: row.actor_type,
    actor_name: row.operator_name,
    action: row.action,
  }));
}
