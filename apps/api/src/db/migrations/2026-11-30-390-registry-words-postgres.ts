import { type Kysely, SqliteAdapter, sql } from 'kysely';

// The register's words on PostgreSQL, as SQLite has them since `2026-11-30-350-registry-words`:
// each word of the units' search vectors with the number of units holding it. The search turns
// a typed last word of four letters or more into the few most frequent whole words it starts, where
// the prefix (`word:*`) makes the GIN index build the bitmap of every name with any word it starts.
// Filled here from an existing register's vectors (`ts_stat`: each lexeme and the number of
// vectors holding it); the import recounts them after each file of units. The words are compared
// in code point order (collation "C") so a prefix is one range of the primary key, whatever the
// database's collation.
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`CREATE TABLE registry_words (word text COLLATE "C" PRIMARY KEY, units integer NOT NULL)`.execute(
    db,
  );
  await sql`INSERT INTO registry_words (word, units)
    SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM registry_units')`.execute(db);
  await sql`ANALYZE registry_words`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`DROP TABLE registry_words`.execute(db);
}
