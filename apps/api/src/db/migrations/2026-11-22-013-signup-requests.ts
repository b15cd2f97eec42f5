import type { Kysely } from 'kysely';

// Opening requests created elsewhere (partner API, seed) and resumed here by uuid or login.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signup_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text')
    .addColumn('siren', 'text')
    .addColumn('last_name', 'text')
    .addColumn('first_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('company_data', 'text')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('signup_requests_user_idx').on('signup_requests').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signup_requests').execute();
}
