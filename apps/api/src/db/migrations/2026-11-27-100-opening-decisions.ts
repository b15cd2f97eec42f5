import { type Kysely, sql } from 'kysely';

// The bank's decisions on each document of an opening (every decision kept: the history) and the
// first transfers of signup accounts. Openings completed before the lifecycle was enforced were
// marked open at completion; no operator ever opened them, so they are submitted (issue 12).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_decisions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (col) => col.notNull().references('documents.id'))
    // The slot the document is in, so that a file sent again goes to the same place.
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('document_type', 'text', (col) => col.notNull())
    // accepted, rejected or resubmit
    .addColumn('decision', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('message', 'text')
    .addColumn('operator_id', 'text', (col) => col.notNull().references('operators.id'))
    .addColumn('at', 'text', (col) => col.notNull())
    // A request to send again: when and with which file the customer answered it.
    .addColumn('fulfilled_at', 'text')
    .addColumn('fulfilled_document_id', 'text')
    .execute();
  await db.schema
    .createIndex('document_decisions_company_idx')
    .on('document_decisions')
    .columns(['company_id', 'at'])
    .execute();

  await db.schema
    .createTable('first_transfers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    // bank_feed or operator
    .addColumn('source', 'text', (col) => col.notNull())
    // The core system's id (bank feed): unique, so that a replay is recorded once.
    .addColumn('transfer_id', 'text', (col) => col.unique())
    .addColumn('body_hash', 'text')
    .addColumn('payer_name', 'text', (col) => col.notNull())
    .addColumn('payer_iban', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('value_date', 'text', (col) => col.notNull())
    // accepted or held
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('hold_reason', 'text')
    .addColumn('operator_id', 'text', (col) => col.references('operators.id'))
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('first_transfers_company_idx')
    .on('first_transfers')
    .columns(['company_id', 'received_at'])
    .execute();

  await sql`UPDATE companies SET opening_status = 'submitted'
    WHERE opening_status = 'open'
      AND id IN (SELECT company_id FROM accounts WHERE kind = 'current')
      AND id NOT IN (SELECT company_id FROM opening_events WHERE to_status = 'open')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('first_transfers').execute();
  await db.schema.dropTable('document_decisions').execute();
}
