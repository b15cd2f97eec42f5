import type { Kysely } from 'kysely';

// One-time links an administrator sends: an invitation (the new operator sets a password and
// enrols TOTP) or a second-factor reset (the operator enrols TOTP again). Only the token's
// SHA-256 is kept; the TOTP secret to enrol is sealed under the operator's id like the
// operators' own. A link is spent once (`used_at`), replaced (`revoked_at`) or expires.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_invitations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('operator_id', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('totp_secret_sealed', 'text', (col) => col.notNull())
    .addColumn('invited_by', 'text', (col) => col.notNull().references('operators.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('operator_invitations_by_operator')
    .on('operator_invitations')
    .column('operator_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_invitations').execute();
}
