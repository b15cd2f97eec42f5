import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type ScaMethod = 'email' | 'sms' | 'app';

/** The user's active two-step verification methods (table owned by the SCA module). */
export async function activeScaMethods(db: Kysely<Database>, userId: string): Promise<ScaMethod[]> {
  const rows = await db
    .selectFrom('sca_tokens')
    .select('type')
    .distinct()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .execute();
  const order: ScaMethod[] = ['app', 'email', 'sms'];
  return order.filter((method) => rows.some((row) => row.type === method));
}
