import type { Kysely } from 'kysely';

// The retention of the customers' records: the bank's legal holds (set and lifted, each with who
// and why, kept as history) and the stored files still to delete after a purge committed (retried
// until gone).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('legal_holds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('set_by', 'text', (col) => col.notNull().references('operators.id'))
    .addColumn('set_at', 'text', (col) => col.notNull())
    .addColumn('lift_reason', 'text')
    .addColumn('lifted_by', 'text', (col) => col.references('operators.id'))
    .addColumn('lifted_at', 'text')
    .execute();
  await db.schema.createIndex('legal_holds_company_idx').on('legal_holds').column('company_id').execute();

  await db.schema
    .createTable('pending_file_deletions')
    .addColumn('storage_key', 'text', (col) => col.primaryKey())
    .addColumn('queued_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_file_deletions').execute();
  await db.schema.dropTable('legal_holds').execute();
}
