import { type Kysely, SqliteAdapter, sql } from 'kysely';

// The SIRENE register: one row per legal unit (siren) and per establishment (siret), copied
// from the INSEE stock files by the import command. search_text is the normalised name
// (lower case, no accents) the search indexes are built on.
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema
    .createTable('registry_units')
    .addColumn('siren', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('acronym', 'text')
    .addColumn('legal_category', 'text')
    .addColumn('ape', 'text')
    .addColumn('ape_nomenclature', 'text')
    .addColumn('head_office_nic', 'text')
    .addColumn('active', 'integer', (col) => col.notNull())
    .addColumn('diffusible', 'integer', (col) => col.notNull())
    .addColumn('created_on', 'text')
    .addColumn('updated_at', 'text')
    .execute();

  await db.schema
    .createTable('registry_establishments')
    .addColumn('siret', 'text', (col) => col.primaryKey())
    .addColumn('siren', 'text', (col) => col.notNull())
    .addColumn('nic', 'text', (col) => col.notNull())
    .addColumn('head_office', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull())
    .addColumn('diffusible', 'integer', (col) => col.notNull())
    .addColumn('brand', 'text')
    .addColumn('street', 'text')
    .addColumn('street_details', 'text')
    .addColumn('postcode', 'text')
    .addColumn('city', 'text')
    .addColumn('commune_code', 'text')
    .addColumn('country', 'text')
    .addColumn('ape', 'text')
    .addColumn('created_on', 'text')
    .execute();
  await db.schema
    .createIndex('registry_establishments_siren_idx')
    .on('registry_establishments')
    .columns(['siren', 'head_office'])
    .execute();

  // One row per stock file read: lets an interrupted import resume and a finished one be skipped.
  await db.schema
    .createTable('registry_imports')
    .addColumn('file_key', 'text', (col) => col.primaryKey())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('rows_done', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();

  if (sqlite) {
    // Two contentless full-text indexes (rowid = siren as a number): active units are searched
    // first and a query never has to sort the whole register to put them first.
    for (const table of ['registry_search_active', 'registry_search_closed']) {
      await sql
        .raw(
          `CREATE VIRTUAL TABLE ${table} USING fts5(name, content='', contentless_delete=1, ` +
            `tokenize='unicode61 remove_diacritics 2', prefix='2 3', detail='column')`,
        )
        .execute(db);
    }
    return;
  }
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`ALTER TABLE registry_units ADD COLUMN search_vector tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED`.execute(db);
  await sql`CREATE INDEX registry_units_fts_active_idx ON registry_units USING gin (search_vector) WHERE active = 1`.execute(
    db,
  );
  await sql`CREATE INDEX registry_units_fts_closed_idx ON registry_units USING gin (search_vector) WHERE active = 0`.execute(
    db,
  );
  await sql`CREATE INDEX registry_units_trgm_idx ON registry_units USING gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX registry_establishments_siret_pattern_idx ON registry_establishments (siret text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX registry_units_siren_pattern_idx ON registry_units (siren text_pattern_ops)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`DROP TABLE IF EXISTS registry_search_active`.execute(db);
    await sql`DROP TABLE IF EXISTS registry_search_closed`.execute(db);
  }
  await db.schema.dropTable('registry_imports').execute();
  await db.schema.dropTable('registry_establishments').execute();
  await db.schema.dropTable('registry_units').execute();
}
