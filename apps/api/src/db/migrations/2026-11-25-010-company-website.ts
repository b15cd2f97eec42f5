import type { Kysely } from 'kysely';

// The company's website, a free field of the company form (nullable: optional, and absent from
// companies saved before it was asked).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('website', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('website').execute();
}
