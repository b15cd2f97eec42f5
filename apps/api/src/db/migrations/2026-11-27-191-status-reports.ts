import type { Kysely } from 'kysely';

// Status reports to the insurer: a transactional outbox written with the opening's move, delivered
// in order per opening (seq), leased by one delivery worker at a time (locked_until).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('status_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('signup_request_id', 'text')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // pending, delivered, failed (gave up) or skipped (a type the insurer did not ask for).
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    // Retries give up this long after it: the creation, or a back-office replay.
    .addColumn('retry_window_start', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('failed_at', 'text')
    .addUniqueConstraint('status_reports_company_seq_unique', ['company_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('status_reports_due_idx')
    .on('status_reports')
    .columns(['state', 'next_attempt_at'])
    .execute();
  // The partner's page of events, oldest first.
  await db.schema
    .createIndex('status_reports_feed_idx')
    .on('status_reports')
    .columns(['created_at', 'id'])
    .execute();
  // The customer's withdrawal of the information-exchange consent, per opening.
  await db.schema
    .createTable('information_exchange_withdrawals')
    .addColumn('company_id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('withdrawn_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('information_exchange_withdrawals').execute();
  await db.schema.dropTable('status_reports').execute();
}
