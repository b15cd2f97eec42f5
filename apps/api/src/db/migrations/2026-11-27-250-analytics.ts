import type { Kysely } from 'kysely';

// Consented analytics: a recording per browser tab, its batches of rrweb events, and the
// front-end errors; all purged after the retention period (ANALYTICS_RETENTION_DAYS).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_recordings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('last_event_at', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    // JSON array of the page paths visited, in order.
    .addColumn('pages', 'text', (col) => col.notNull())
    .addColumn('event_count', 'integer', (col) => col.notNull())
    // JSON array of the recorder's ids of password inputs, to check later batches' input events.
    .addColumn('password_node_ids', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_recordings_received_idx')
    .on('analytics_recordings')
    .column('received_at')
    .execute();
  await db.schema
    .createTable('analytics_batches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('recording_id', 'text', (col) =>
      col.notNull().references('analytics_recordings.id').onDelete('cascade'),
    )
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('first_timestamp', 'bigint', (col) => col.notNull())
    // JSON array of rrweb events, as received (inputs masked by the browser).
    .addColumn('events', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_batches_recording_idx')
    .on('analytics_batches')
    .columns(['recording_id', 'first_timestamp'])
    .execute();
  await db.schema
    .createTable('analytics_errors')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('page', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('source', 'text')
    .addColumn('line', 'integer')
    .addColumn('col', 'integer')
    .addColumn('stack', 'text')
    .execute();
  await db.schema
    .createIndex('analytics_errors_received_idx')
    .on('analytics_errors')
    .column('received_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_errors').execute();
  await db.schema.dropTable('analytics_batches').execute();
  await db.schema.dropTable('analytics_recordings').execute();
}
