import type { Kysely } from 'kysely';

// The bank's operators (back-office), created by a command, never by sign-up; their second
// factor (TOTP secret, last accepted time step for replay refusal), one-time recovery codes
// (hashed) and cookie sessions with their CSRF token and last activity (idle timeout).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('totp_secret', 'text', (col) => col.notNull())
    .addColumn('totp_last_step', 'bigint')
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('operator_recovery_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'text', (col) => col.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('operator_recovery_codes_operator_idx')
    .on('operator_recovery_codes')
    .column('operator_id')
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'text', (col) => col.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('operator_sessions_operator_idx')
    .on('operator_sessions')
    .column('operator_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operator_recovery_codes').execute();
  await db.schema.dropTable('operators').execute();
}
