import type { Kysely } from 'kysely';

// One row per answered question of a questionnaire version; answers are text (checkbox
// answers joined by commas, as the client sends them).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kyc_answers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('question_id', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('kyc_answers_company_version_question_uq', ['company_id', 'version', 'question_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_answers').execute();
}
