import type { Kysely } from 'kysely';

// The value typed for an "other" choice (an amount above the question's minimum, or free text).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kyc_answers').addColumn('other', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kyc_answers').dropColumn('other').execute();
}
