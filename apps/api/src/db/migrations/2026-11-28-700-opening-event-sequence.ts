import { type Kysely, sql } from 'kysely';

// An opening's moves are numbered in the order they were written: two moves made in one
// transaction share their time, and their random ids would order them by chance. Moves written
// before the number existed keep the order they were read in until now (time, then id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('opening_events')
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`
    UPDATE opening_events SET seq = (
      SELECT COUNT(*) FROM opening_events AS earlier
      WHERE earlier.company_id = opening_events.company_id
        AND (earlier.at < opening_events.at OR (earlier.at = opening_events.at AND earlier.id <= opening_events.id))
    )`.execute(db);
  // One number per move of an opening: a second writer of the same number fails rather than ties.
  await db.schema
    .createIndex('opening_events_company_seq_idx')
    .on('opening_events')
    .columns(['company_id', 'seq'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('opening_events_company_seq_idx').execute();
  await db.schema.alterTable('opening_events').dropColumn('seq').execute();
}
