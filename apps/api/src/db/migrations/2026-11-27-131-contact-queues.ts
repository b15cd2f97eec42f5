import type { Kysely } from 'kysely';

// Contact messages and call-back requests become the team's queues: open, claimed by one
// operator, or done with a note; each listed by state, oldest first.
const TABLES = ['contact_messages', 'signup_reminders'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('queue_status', 'text', (col) => col.notNull().defaultTo('open'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('claimed_by', 'text', (col) => col.references('operators.id'))
      .execute();
    await db.schema.alterTable(table).addColumn('claimed_at', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('done_by', 'text', (col) => col.references('operators.id'))
      .execute();
    await db.schema.alterTable(table).addColumn('done_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('done_note', 'text').execute();
    await db.schema
      .createIndex(`${table}_queue_idx`)
      .on(table)
      .columns(['queue_status', 'created_at', 'id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_queue_idx`).execute();
    for (const column of ['done_note', 'done_at', 'done_by', 'claimed_at', 'claimed_by', 'queue_status']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
