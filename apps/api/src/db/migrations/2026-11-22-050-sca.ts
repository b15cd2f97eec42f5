import type { Kysely } from 'kysely';

// Strong customer authentication: the user's methods (tokens) and the challenges they answer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sca_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('destination', 'text')
    .addColumn('device_name', 'text')
    .addColumn('device_os', 'text')
    .addColumn('public_key', 'text')
    .addColumn('last_signed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('activated_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('sca_tokens_user_id_idx').on('sca_tokens').column('user_id').execute();

  await db.schema
    .createTable('sca_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_id', 'text', (col) => col.references('sca_tokens.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ttl', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('triggered_at', 'text')
    .addColumn('validated_at', 'text')
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('sca_challenges_user_id_idx').on('sca_challenges').column('user_id').execute();
  await db.schema
    .createIndex('sca_challenges_token_id_idx')
    .on('sca_challenges')
    .column('token_id')
    .execute();

  await db.schema
    .createTable('sca_code_sends')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('challenge_id', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sca_code_sends_user_created_idx')
    .on('sca_code_sends')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sca_code_sends').execute();
  await db.schema.dropTable('sca_challenges').execute();
  await db.schema.dropTable('sca_tokens').execute();
}
