import type { Kysely } from 'kysely';

// The practice the practitioner chose among those the federation listed: the ticket keeps the
// list it was issued with, the tied account the one chosen (the back-office shows it as evidence).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('psc_link_tickets').addColumn('practices', 'text').execute();
  await db.schema.alterTable('psc_accounts').addColumn('practice', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('psc_accounts').dropColumn('practice').execute();
  await db.schema.alterTable('psc_link_tickets').dropColumn('practices').execute();
}
