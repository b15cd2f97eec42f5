import { type Kysely, sql } from 'kysely';

// A role granted to an operator takes effect only once a second administrator confirms it
// (four-eyes): who proposed, who confirmed, when. At most one open grant per operator.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_role_grants')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'text', (col) => col.notNull().references('operators.id'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('proposed_by', 'text', (col) => col.notNull().references('operators.id'))
    .addColumn('proposed_at', 'text', (col) => col.notNull())
    .addColumn('confirmed_by', 'text', (col) => col.references('operators.id'))
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema
    .createIndex('operator_role_grants_one_open')
    .on('operator_role_grants')
    .column('operator_id')
    .unique()
    .where(sql.ref('confirmed_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_role_grants').execute();
}
