import type { Kysely } from 'kysely';

// The scheduled retention: a lease so that one API process runs a scheduled job at a time, and
// the reminders sent before an abandoned opening is purged (one per purge date, gone with the
// company).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduled_job_leases')
    .addColumn('job', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('retention_reminders')
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('purge_on', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('retention_reminders_pk', ['company_id', 'purge_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retention_reminders').execute();
  await db.schema.dropTable('scheduled_job_leases').execute();
}
