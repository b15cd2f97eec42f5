import type { Kysely } from 'kysely';

// Document metadata; the bytes are in the document store under storage_key (encrypted).
// subject_type/subject_id name what the document proves: the user, a company, a representative
// or a company mandate. deleted_at set = removed from the journey (soft delete, kept for audit).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('documents_subject_idx')
    .on('documents')
    .columns(['subject_type', 'subject_id', 'type'])
    .execute();
  await db.schema.createIndex('documents_user_id_idx').on('documents').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}
