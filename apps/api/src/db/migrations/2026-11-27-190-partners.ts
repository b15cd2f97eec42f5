import type { Kysely } from 'kysely';

// The insurer's systems: credentials (client id, hashed secret, scopes), their short-lived access
// tokens (hashed), and which partner created each signup request.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partners')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) => col.notNull().unique())
    .addColumn('secret_hash', 'text', (col) => col.notNull())
    .addColumn('scopes', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('disabled_at', 'text')
    .execute();
  await db.schema
    .createTable('partner_access_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('partner_id', 'text', (col) => col.notNull().references('partners.id'))
    .addColumn('scopes', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('partner_access_tokens_expiry_idx')
    .on('partner_access_tokens')
    .column('expires_at')
    .execute();
  await db.schema
    .alterTable('signup_requests')
    .addColumn('partner_id', 'text', (col) => col.references('partners.id'))
    .execute();
  await db.schema.alterTable('signup_requests').addColumn('link_emailed_at', 'text').execute();
  // A partner's page of its requests, newest first.
  await db.schema
    .createIndex('signup_requests_partner_idx')
    .on('signup_requests')
    .columns(['partner_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('signup_requests_partner_idx').execute();
  await db.schema.alterTable('signup_requests').dropColumn('link_emailed_at').execute();
  await db.schema.alterTable('signup_requests').dropColumn('partner_id').execute();
  await db.schema.dropTable('partner_access_tokens').execute();
  await db.schema.dropTable('partners').execute();
}
