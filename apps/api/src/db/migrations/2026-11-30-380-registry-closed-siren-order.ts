import { type Kysely, SqliteAdapter, sql } from 'kysely';

// The closed companies in SIREN order with their search words (PostgreSQL only): the search reads
// the first units of a table in that order before asking its full-text index (see the PostgreSQL
// store). Closed companies are one unit in twelve, scattered over the table: read through the
// primary key, each would cost a page of its own; this index is read alone, in order (once the
// import's VACUUM has marked the pages visible). SQLite keeps its full-text tables split already.
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`CREATE INDEX IF NOT EXISTS registry_units_closed_siren_idx ON registry_units (siren) INCLUDE (search_vector) WHERE active = 0`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`DROP INDEX IF EXISTS registry_units_closed_siren_idx`.execute(db);
}
