import type { Kysely } from 'kysely';

// Flags on an opening for the bank's review (a politically exposed person, a US person...): one
// row per company, flag and subject (the person it is about, '' for the company itself), so that
// raising the same flag again refreshes it instead of adding a second one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('opening_flags')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('raised_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('opening_flags_company_code_subject', ['company_id', 'code', 'subject_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('opening_flags').execute();
}
