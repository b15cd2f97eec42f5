import type { CaseFlag } from '@app/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { CaseQueryBuilder } from './case-status';

/**
 * THE place the back-office reads a case's flags: the `opening_flags` rows (one per flag and
 * person), given once per code and case, in the table's order of codes.
 */
export async function flagsOf(
  db: Kysely<Database>,
  caseIds: readonly string[],
): Promise<Map<string, CaseFlag[]>> {
  const flags = new Map<string, CaseFlag[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return flags;
  const rows = await db
    .selectFrom('opening_flags')
    .select(['company_id', 'code'])
    .distinct()
    .where('company_id', 'in', [...caseIds])
    .orderBy('company_id')
    .orderBy('code')
    .execute();
  for (const row of rows) flags.get(row.company_id)?.push(row.code);
  return flags;
}

/**
 * The case list's filter on a flag (index on code and company). A page (`byAge`) walks the age
 * index and keeps the flagged cases (the case's id compared as an expression, so the flags are
 * read once into a list rather than every flagged case sorted); the count reads the flags' index.
 */
export const hasFlag = (eb: CaseQueryBuilder, flag: CaseFlag, byAge: boolean) =>
  eb(
    byAge ? sql<string>`(${sql.ref('c.id')} || '')` : eb.ref('c.id'),
    'in',
    eb.selectFrom('opening_flags').select('opening_flags.company_id').where('opening_flags.code', '=', flag),
  );
