import { type Kysely, PostgresAdapter, sql } from 'kysely';

// The audit journal: append-only, each entry chained to the previous one by its hash. The
// one-row chain head is updated first by every append, which serialises appends on both
// engines (SQLite's write lock, PostgreSQL's row lock) so the chain never forks.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('sequence', 'bigint', (col) => col.notNull().unique())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_type', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('object_type', 'text', (col) => col.notNull())
    .addColumn('object_id', 'text')
    // The opening the entry belongs to, for the case's timeline.
    .addColumn('case_id', 'text')
    .addColumn('before_value', 'text')
    .addColumn('after_value', 'text')
    .addColumn('request_id', 'text')
    .addColumn('previous_hash', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_entries_case_idx')
    .on('audit_entries')
    .columns(['case_id', 'sequence'])
    .execute();
  await db.schema
    .createIndex('audit_entries_object_idx')
    .on('audit_entries')
    .columns(['object_type', 'object_id'])
    .execute();

  await db.schema
    .createTable('audit_chain_head')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('sequence', 'bigint', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .execute();
  await sql`INSERT INTO audit_chain_head (id, sequence, hash) VALUES (1, 0, ${'0'.repeat(64)})`.execute(db);

  if (isPostgres(db)) {
    // The database itself refuses to rewrite history, whatever code runs against it.
    await sql`
      CREATE FUNCTION audit_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_entries is append-only';
      END;
      $$`.execute(db);
    await sql`
      CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
      FOR EACH ROW EXECUTE FUNCTION audit_entries_refuse_change()`.execute(db);
    await sql`
      CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
      FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_refuse_change()`.execute(db);
  }
}

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_chain_head').execute();
  await db.schema.dropTable('audit_entries').execute();
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS audit_entries_refuse_change()`.execute(db);
}
