import type { Kysely } from 'kysely';

// Which publications of the freeze and sanctions lists each case was screened against, and when
// first and last: a case never hit is on record as screened too, not only one with hits (the
// regulator's export names them). One row per case and version, written with the screening
// itself (at submission, after a change, by a rescreen of the base). No cascading key: a rescreen
// writes it beside the hits, and a purge empties it like them.
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('case_screenings')
    .addColumn('company_id', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('first_screened_at', 'text', (col) => col.notNull())
    .addColumn('last_screened_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('case_screenings_pk', ['company_id', 'version'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('case_screenings').execute();
}
