import type { Kysely } from 'kysely';

// Rate-limit counters live in the database so that every API process sharing the port counts
// the same requests (an in-memory count would multiply each limit by the number of processes).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key_hash', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'bigint', (col) => col.notNull())
    .addColumn('window_ends_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_ends_idx')
    .on('rate_limit_hits')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
