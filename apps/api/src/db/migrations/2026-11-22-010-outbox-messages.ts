import type { Kysely } from 'kysely';

// Transactional outbox for e-mails and SMS: every message is written here first, in the
// caller's transaction, then delivered (or kept for reading on the embedded default).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text')
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_messages_status_idx')
    .on('outbox_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('outbox_messages_created_idx')
    .on('outbox_messages')
    .column('created_at')
    .execute();
  await db.schema.createIndex('outbox_messages_user_idx').on('outbox_messages').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_messages').execute();
}
