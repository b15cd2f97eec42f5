import { type Kysely, sql } from 'kysely';

// Every opening has a status (the domain's state machine); the company is the opening. Each move
// is written with its audit entry in opening_events, in the same transaction. Accounts name their
// kind: a current account, or the blocked account of a company's capital deposit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('opening_status', 'text', (col) => col.notNull().defaultTo('journey_in_progress'))
    .execute();
  // Accounts opened before the state machine existed were open from completion.
  await sql`UPDATE companies SET opening_status = 'open' WHERE id IN (SELECT company_id FROM accounts)`.execute(
    db,
  );
  // The back-office lists openings by status.
  await db.schema
    .createIndex('companies_opening_status_idx')
    .on('companies')
    .column('opening_status')
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('current'))
    .execute();

  await db.schema
    .createTable('opening_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (col) => col.notNull())
    .addColumn('to_status', 'text', (col) => col.notNull())
    // customer, system or operator, and who: a user id, a service's name or an operator id.
    .addColumn('actor_kind', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull().defaultTo(sql`'{}'`))
    .execute();
  await db.schema
    .createIndex('opening_events_company_idx')
    .on('opening_events')
    .columns(['company_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('opening_events').execute();
  await db.schema.alterTable('accounts').dropColumn('kind').execute();
  await db.schema.dropIndex('companies_opening_status_idx').execute();
  await db.schema.alterTable('companies').dropColumn('opening_status').execute();
}
