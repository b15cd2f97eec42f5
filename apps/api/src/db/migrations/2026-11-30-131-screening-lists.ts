import type { Kysely } from 'kysely';

// Asset-freeze and sanctions screening: the versions of the lists imported (the DG Trésor's
// national register of freezes, the EU consolidated financial sanctions list), each known by its
// file's SHA-256 and kept readable after a newer one, and the entries of every version.
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('screening_list_versions')
    .addColumn('file_key', 'text', (col) => col.primaryKey())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('published_on', 'text')
    .addColumn('rows_done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rejected', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  // The current version of each list: its latest publication completely imported.
  await db.schema
    .createIndex('screening_list_versions_current_idx')
    .on('screening_list_versions')
    .columns(['kind', 'published_on'])
    .execute();

  await db.schema
    .createTable('screening_entries')
    .addColumn('version', 'text', (col) => col.notNull().references('screening_list_versions.file_key'))
    .addColumn('entry_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('names', 'text', (col) => col.notNull())
    .addColumn('birth_dates', 'text', (col) => col.notNull())
    .addColumn('nationalities', 'text', (col) => col.notNull())
    .addColumn('identifiers', 'text', (col) => col.notNull())
    .addColumn('programmes', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addPrimaryKeyConstraint('screening_entries_pk', ['version', 'entry_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('screening_entries').execute();
  await db.schema.dropTable('screening_list_versions').execute();
}
