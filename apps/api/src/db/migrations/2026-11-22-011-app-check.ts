import type { Kysely } from 'kysely';

// Each solved app-check challenge buys one token: used challenges are remembered until they expire.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_check_used_challenges')
    .addColumn('challenge_hash', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('app_check_used_challenges_expires_idx')
    .on('app_check_used_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_check_used_challenges').execute();
}
