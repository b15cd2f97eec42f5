import type { Kysely } from 'kysely';

// The terms screen's three boxes (spec §2.4, §5 Terms), kept with the account they opened, each
// with the moment it was accepted: what the bank shows when asked what the customer agreed to.
// Nullable: accounts opened before this record existed have none. SQLite adds one column per statement.
const COLUMNS = ['terms_accepted_at', 'deposit_guarantee_accepted_at', 'consent_accepted_at'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('accounts').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) {
    await db.schema.alterTable('accounts').dropColumn(column).execute();
  }
}
