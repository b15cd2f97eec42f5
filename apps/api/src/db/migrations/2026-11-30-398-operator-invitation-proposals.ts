import { type Kysely, sql } from 'kysely';

// An invitation to a supervisor or an administrator is proposed by one administrator and sent
// only once another confirms it (four-eyes): no link exists before. The proposer's language is
// kept for the e-mail. A proposal is decided once: confirmed, declined or withdrawn. At most one
// waits per address.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_invitation_proposals')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('proposed_by', 'text', (col) => col.notNull().references('operators.id'))
    .addColumn('proposed_at', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text')
    .addColumn('decided_by', 'text', (col) => col.references('operators.id'))
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('operator_invitation_proposals_one_waiting')
    .on('operator_invitation_proposals')
    .column('email')
    .unique()
    .where(sql.ref('decided_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_invitation_proposals').execute();
}
