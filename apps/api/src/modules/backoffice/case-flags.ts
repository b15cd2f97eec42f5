import type { CaseFlag } from '@app/domain';
import { type SqlBool, sql } from 'kysely';

/**
 * THE place the back-office reads a case's flags (politically exposed person, US person).
 * The `opening_flags` table that holds them is being added with the checks that raise them;
 * until then no case carries a flag, and these two functions read that table once it exists.
 */
export async function flagsOf(caseIds: readonly string[]): Promise<Map<string, CaseFlag[]>> {
  return new Map(caseIds.map((id) => [id, []]));
}

/** The case list's filter on a flag: no case matches until flags are recorded. */
export const hasFlag = (_flag: CaseFlag) => sql<SqlBool>`1 = 0`;
