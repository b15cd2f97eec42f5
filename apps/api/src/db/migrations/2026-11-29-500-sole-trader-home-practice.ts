import type { Kysely } from 'kysely';

// A sole trader's answer on the business form: their home is at the practice's address, so the
// proof of address they gave for their home proves the practice's too (0/1; null for a company
// and for businesses saved before it was asked).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('home_is_practice', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('home_is_practice').execute();
}
