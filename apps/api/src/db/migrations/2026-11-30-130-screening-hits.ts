import type { Kysely } from 'kysely';

// Screening in the journey: the hits of a case's people and company against a version of a list,
// one per subject, version and entry (a second screening of the same subject adds nothing), with
// the operators' disposition; and the rescreens of the whole base on a new publication, each with
// the subject it reached, so that a rescreen stopped by a crash goes on from there.
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('screening_hits')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull())
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('subject_name', 'text', (col) => col.notNull())
    .addColumn('list', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('entry_id', 'text', (col) => col.notNull())
    .addColumn('entry_name', 'text', (col) => col.notNull())
    .addColumn('score', 'real', (col) => col.notNull())
    .addColumn('reasons', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('proposed_by', 'text')
    .addColumn('proposed_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('screening_hits_subject_entry_uq', [
      'subject_type',
      'subject_id',
      'version',
      'entry_id',
    ])
    .execute();
  await db.schema
    .createIndex('screening_hits_case_idx')
    .on('screening_hits')
    .columns(['company_id', 'status'])
    .execute();
  await db.schema
    .createIndex('screening_hits_status_idx')
    .on('screening_hits')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('screening_runs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('versions', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('phase', 'text', (col) => col.notNull())
    .addColumn('last_subject_id', 'text')
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('screening_runs').execute();
  await db.schema.dropTable('screening_hits').execute();
}
