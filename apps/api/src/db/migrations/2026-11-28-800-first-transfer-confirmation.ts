import type { Kysely } from 'kysely';

// A first transfer typed in by an operator counts only once a second operator confirmed it
// against the bank's statement: who and when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('first_transfers')
    .addColumn('confirmed_by', 'text', (col) => col.references('operators.id'))
    .execute();
  await db.schema.alterTable('first_transfers').addColumn('confirmed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('first_transfers').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('first_transfers').dropColumn('confirmed_by').execute();
}
