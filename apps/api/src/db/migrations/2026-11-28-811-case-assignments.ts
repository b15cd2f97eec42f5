import type { Kysely } from 'kysely';

// Who works a case now: one operator at most (the case id is the key, so two claims at once
// cannot both hold), who assigned it (the operator, or a supervisor reassigning) and when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('case_assignments')
    .addColumn('case_id', 'text', (col) => col.primaryKey().references('companies.id'))
    .addColumn('operator_id', 'text', (col) => col.notNull().references('operators.id'))
    .addColumn('assigned_by', 'text', (col) => col.notNull().references('operators.id'))
    .addColumn('assigned_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('case_assignments_by_operator')
    .on('case_assignments')
    .column('operator_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('case_assignments').execute();
}
