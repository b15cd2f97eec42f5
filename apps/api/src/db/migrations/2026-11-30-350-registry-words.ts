import { type Kysely, SqliteAdapter, sql } from 'kysely';

// The register's distinct words with the number of units holding each (SQLite only): the search
// turns a typed prefix longer than the FTS5 prefix index (three letters) into the few most
// frequent whole words it starts, instead of letting FTS5 merge every word's list. Filled here
// from the search indexes of an existing database; the import rebuilds it after each file.
// PostgreSQL answers prefixes from its GIN index's sorted entries and needs no such table.
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`CREATE TABLE registry_words (word TEXT PRIMARY KEY, units INTEGER NOT NULL) WITHOUT ROWID`.execute(
    db,
  );
  await sql`CREATE VIRTUAL TABLE temp.registry_words_active USING fts5vocab(main, registry_search_active, 'row')`.execute(
    db,
  );
  await sql`CREATE VIRTUAL TABLE temp.registry_words_closed USING fts5vocab(main, registry_search_closed, 'row')`.execute(
    db,
  );
  await sql`INSERT INTO registry_words (word, units)
    SELECT term, sum(doc) FROM (SELECT term, doc FROM temp.registry_words_active
                                UNION ALL SELECT term, doc FROM temp.registry_words_closed)
    GROUP BY term`.execute(db);
  await sql`DROP TABLE temp.registry_words_active`.execute(db);
  await sql`DROP TABLE temp.registry_words_closed`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`DROP TABLE registry_words`.execute(db);
}
