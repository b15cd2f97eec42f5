import type { Kysely } from 'kysely';

// The bank account opened when the journey completes: one per company.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('uuid', 'text', (col) => col.notNull().unique())
    .addColumn('company_id', 'text', (col) =>
      col.notNull().unique().references('companies.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bank_code', 'text', (col) => col.notNull())
    .addColumn('branch_code', 'text', (col) => col.notNull())
    .addColumn('account_number', 'text', (col) => col.notNull())
    .addColumn('rib_key', 'text', (col) => col.notNull())
    .addColumn('iban', 'text', (col) => col.notNull().unique())
    .addColumn('bic', 'text', (col) => col.notNull())
    .addColumn('bank_name', 'text', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    // {street, details, zip, city, country}
    .addColumn('holder_address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('accounts').execute();
}
