import type { Kysely } from 'kysely';

// Sign-in with Pro Santé Connect: the pending authorizations (state, nonce and PKCE verifier kept
// by the API, single use, short-lived), the tickets that tie a new account to the practitioner,
// and the accounts tied to a practitioner's national identifier.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('psc_authorizations')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('psc_link_tickets')
    // SHA-256 of the ticket: the database never holds one that could be spent.
    .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
    .addColumn('national_id', 'text', (col) => col.notNull())
    // JSON: the identity as verified (names, number, profession, when)
    .addColumn('identity', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('psc_accounts')
    .addColumn('national_id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('identity', 'text', (col) => col.notNull())
    .addColumn('linked_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('psc_accounts').execute();
  await db.schema.dropTable('psc_link_tickets').execute();
  await db.schema.dropTable('psc_authorizations').execute();
}
