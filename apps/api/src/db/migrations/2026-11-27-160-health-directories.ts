import type { Kysely } from 'kysely';

// The healthcare directories, copied from the official files by `npm run sante:import`:
// practitioners (RPPS / ADELI, one row per practitioner and place of practice) and FINESS
// establishments; the imports' checkpoints; and each declared person's verification result.
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('health_practitioners')
    .addColumn('id_type', 'text', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('civility', 'text')
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('profession_code', 'text')
    .addColumn('profession_label', 'text')
    .addColumn('mode_code', 'text')
    .addColumn('siret', 'text')
    .addColumn('siren', 'text')
    .addColumn('finess_site', 'text')
    .addColumn('structure_id', 'text')
    .addColumn('site_name', 'text')
    .addColumn('postcode', 'text')
    .addColumn('city', 'text')
    .execute();
  // Lookups by number (verification), by SIRET (company links) and by SIREN (search badges).
  await db.schema
    .createIndex('health_practitioners_number_idx')
    .on('health_practitioners')
    .column('number')
    .execute();
  await db.schema
    .createIndex('health_practitioners_siret_idx')
    .on('health_practitioners')
    .column('siret')
    .execute();
  await db.schema
    .createIndex('health_practitioners_siren_idx')
    .on('health_practitioners')
    .column('siren')
    .execute();

  await db.schema
    .createTable('health_establishments')
    .addColumn('finess', 'text', (col) => col.primaryKey())
    .addColumn('finess_legal', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category_code', 'text')
    .addColumn('category_label', 'text')
    .addColumn('siret', 'text')
    .addColumn('siren', 'text')
    .addColumn('postcode', 'text')
    .addColumn('city', 'text')
    .addColumn('updated_on', 'text')
    .execute();
  await db.schema
    .createIndex('health_establishments_siret_idx')
    .on('health_establishments')
    .column('siret')
    .execute();
  await db.schema
    .createIndex('health_establishments_siren_idx')
    .on('health_establishments')
    .column('siren')
    .execute();

  // One row per directory file read: an interrupted import resumes, a finished one is skipped;
  // file_date is the extraction's day, shown to the bank as the directory row's date.
  await db.schema
    .createTable('health_imports')
    .addColumn('file_key', 'text', (col) => col.primaryKey())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('file_date', 'text')
    .addColumn('rows_done', 'integer', (col) => col.notNull())
    .addColumn('rejected', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();

  // The last check of a declared person's professional number (details: the reply, JSON).
  await db.schema
    .createTable('health_verifications')
    .addColumn('representative_id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('health_verifications_company_idx')
    .on('health_verifications')
    .column('company_id')
    .execute();

  await db.schema.alterTable('representatives').addColumn('professional_number', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('representatives').dropColumn('professional_number').execute();
  for (const table of [
    'health_verifications',
    'health_imports',
    'health_establishments',
    'health_practitioners',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
