import type { Kysely } from 'kysely';

// What the customer agreed to, exactly: the version of each contract document accepted (JSON
// {terms, deposit_guarantee, consent}), the optional communication box with its moment. Nullable:
// accounts opened before were not recorded so. SQLite adds one column per statement.
const COLUMNS = ['accepted_document_versions', 'communication_accepted_at'] as const;

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
