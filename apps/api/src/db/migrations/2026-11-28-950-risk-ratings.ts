import type { Kysely } from 'kysely';

// The risk ratings of openings: every rating kept with its factors, the table's edition, when and
// why it was made (the history), the latest one per case for the case list's filter, and the
// documents enhanced due diligence asked of the customer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('risk_ratings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    // simplified, standard or enhanced
    .addColumn('tier', 'text', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('edition', 'text', (col) => col.notNull())
    // JSON: every factor found, with whom and which country it concerns
    .addColumn('factors', 'text', (col) => col.notNull())
    .addColumn('rated_at', 'text', (col) => col.notNull())
    .addColumn('next_review_on', 'text', (col) => col.notNull())
    // submission, person_saved, person_removed, kyc_answered, operator or screening
    .addColumn('trigger', 'text', (col) => col.notNull())
    // customer, operator or system, and who
    .addColumn('actor_type', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text')
    .execute();
  await db.schema
    .createIndex('risk_ratings_company_idx')
    .on('risk_ratings')
    .columns(['company_id', 'rated_at'])
    .execute();

  await db.schema
    .createTable('case_risk')
    .addColumn('company_id', 'text', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('rating_id', 'text', (col) => col.notNull().references('risk_ratings.id'))
    .addColumn('tier', 'text', (col) => col.notNull())
    .addColumn('next_review_on', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('case_risk_tier_idx').on('case_risk').columns(['tier', 'company_id']).execute();

  await db.schema
    .createTable('due_diligence_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('rating_id', 'text', (col) => col.notNull().references('risk_ratings.id'))
    .addColumn('document_type', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('fulfilled_at', 'text')
    .addColumn('fulfilled_document_id', 'text', (col) => col.references('documents.id'))
    .addColumn('withdrawn_at', 'text')
    .execute();
  await db.schema
    .createIndex('due_diligence_requests_company_idx')
    .on('due_diligence_requests')
    .columns(['company_id', 'requested_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('due_diligence_requests').execute();
  await db.schema.dropTable('case_risk').execute();
  await db.schema.dropTable('risk_ratings').execute();
}
