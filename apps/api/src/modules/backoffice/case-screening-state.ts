import type { CaseScreeningState } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The screening's state of each case, as the case list shows it: a true match (the case is
 * frozen) outweighs hits still open; a case with neither has none.
 */
export async function screeningStatesOf(
  db: Kysely<Database>,
  caseIds: readonly string[],
): Promise<Map<string, CaseScreeningState>> {
  const states = new Map<string, CaseScreeningState>();
  if (caseIds.length === 0) return states;
  const rows = await db
    .selectFrom('screening_hits')
    .select(['company_id', 'status'])
    .distinct()
    .where('company_id', 'in', [...caseIds])
    .where('status', 'in', ['open', 'confirmed'])
    .execute();
  for (const row of rows) {
    if (row.status === 'confirmed') states.set(row.company_id, 'confirmed');
    else if (!states.has(row.company_id)) states.set(row.company_id, 'open');
  }
  return states;
}
