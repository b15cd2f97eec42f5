import type { Kysely } from 'kysely';

// How each person's identity was established at a distance (R.561-5-1, R.561-5-2 CMF), with its
// evidence, kept as the bank's record (L.561-12): one row per measure and source (the accepted
// document, the counted first transfer), so an event recorded twice is one measure.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_measures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    // identity_document_copy, first_transfer_own_account, electronic_identification, certified_copy
    .addColumn('measure', 'text', (col) => col.notNull())
    // user, representative or company, and its id and name as they were
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('subject_name', 'text', (col) => col.notNull())
    // The record the measure rests on: a document, a first transfer
    .addColumn('source_id', 'text', (col) => col.notNull())
    .addColumn('applied_at', 'text', (col) => col.notNull())
    // JSON: the evidence (the document's SHA-256, kind and dates; the transfer's payer and IBAN)
    .addColumn('evidence', 'text', (col) => col.notNull())
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('identity_measures_measure_source', ['measure', 'source_id'])
    .execute();
  await db.schema
    .createIndex('identity_measures_company_idx')
    .on('identity_measures')
    .columns(['company_id', 'applied_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity_measures').execute();
}
