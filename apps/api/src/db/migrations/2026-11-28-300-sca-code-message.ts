import type { Kysely } from 'kysely';

// The outbox message carrying a challenge's current code, so the challenge learns when that
// SMS or e-mail could not be delivered (null: the app, or challenges from before it was kept).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sca_challenges').addColumn('code_message_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sca_challenges').dropColumn('code_message_id').execute();
}
