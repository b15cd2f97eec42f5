import type { Kysely } from 'kysely';

// Portable subset: ids text, timestamps ISO-8601 text, booleans integer 0/1 (null = not answered
// yet), JSON as text, money as text decimals.
// Company mandates (a company as shareholder or mandatary) live in `representatives` with
// is_company = 1 and the company_* columns filled: they share the shares allocation and the list.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // One company per user's journey.
    .addColumn('user_id', 'text', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('registration_type', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('legal_form', 'text', (col) => col.notNull())
    .addColumn('siret', 'text')
    .addColumn('siren', 'text')
    .addColumn('rna', 'text')
    .addColumn('company_number', 'text')
    .addColumn('naf_activity_code', 'text')
    .addColumn('naf_activity_code_label', 'text')
    // {street, details, zip, city, country}
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('same_activity_address', 'integer')
    .addColumn('activity_address', 'text')
    .addColumn('capital_amount', 'text')
    .addColumn('number_of_actions', 'integer')
    .addColumn('is_capital_fully_paid', 'integer')
    .addColumn('up_capital_amount', 'text')
    .addColumn('description', 'text')
    .addColumn('forecast_turnover', 'text')
    .addColumn('limited_liability', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('phone', 'text')
    .addColumn('is_active_nfe', 'integer')
    .addColumn('is_fatca', 'integer')
    .addColumn('has_foreign_tax_country', 'integer')
    .addColumn('foreign_tax_country', 'text')
    .addColumn('is_mandatary', 'integer')
    .addColumn('title_code', 'text')
    .addColumn('is_shareholder', 'integer')
    .addColumn('shareholders_value', 'integer')
    // {crs, crs_subtype, crs_sub_type, giin, is_owner_invest_entity, registration_place}
    .addColumn('client_status', 'text')
    .addColumn('certified_at', 'text')
    // The user certified the representatives list (shareholders step checkbox).
    .addColumn('representatives_certified_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('representatives')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    // Set on the account user's own entry (is_user = 1).
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('is_user', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_company', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull())
    // Natural person
    .addColumn('gender', 'integer')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('nationality', 'text')
    .addColumn('birth_date', 'text')
    // {city, country, zip}
    .addColumn('birth_address', 'text')
    .addColumn('marital_situation_id', 'integer')
    .addColumn('is_pep', 'integer')
    .addColumn('is_beneficial_owner', 'integer')
    .addColumn('has_legal_representative', 'integer')
    // Company mandate
    .addColumn('company_name', 'text')
    .addColumn('company_siret', 'text')
    .addColumn('company_siren', 'text')
    .addColumn('company_rna', 'text')
    .addColumn('company_naf_activity_code', 'text')
    .addColumn('company_legal_form', 'text')
    .addColumn('company_activity_address', 'text')
    .addColumn('phone', 'text')
    // Both
    // {street, details, city, zip, country}
    .addColumn('address', 'text')
    .addColumn('email', 'text')
    .addColumn('title_code', 'text')
    .addColumn('is_mandatary', 'integer')
    .addColumn('is_shareholder', 'integer')
    .addColumn('shareholders_value', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_fatca', 'integer')
    .addColumn('has_foreign_tax_country', 'integer')
    .addColumn('foreign_tax_country', 'text')
    // [{country, tax_number, no_tax_number_reason}]
    .addColumn('foreign_tax_addresses', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('representatives_company_id_idx')
    .on('representatives')
    .column('company_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('representatives').execute();
  await db.schema.dropTable('companies').execute();
}
