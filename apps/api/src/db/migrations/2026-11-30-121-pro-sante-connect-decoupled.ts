import type { Kysely } from 'kysely';

// The decoupled sign-in (CIBA): the practitioner's phone approves a request the page shows with a
// two-digit code; the page polls it until approved, refused or expired, then it is finished.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('psc_decoupled_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('auth_req_id', 'text', (col) => col.notNull())
    .addColumn('binding_message', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('psc_decoupled_requests').execute();
}
