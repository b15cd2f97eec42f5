import type { Kysely } from 'kysely';

// The bank's review of a held capital contribution, four-eyes: a supervisor proposes to release it
// to its shareholder or to return it to its payer (with why), a second one confirms it. A returned
// transfer gives an outgoing transfer to the payer's IBAN, recorded as asked. Each transfer keeps
// the account it credited, so that one without a known reference is still seen on its deposit.
const TRANSFER_COLUMNS: [string, string | null][] = [
  ['account_id', 'accounts.id'],
  ['proposed_action', null],
  ['proposed_by', 'operators.id'],
  ['proposed_at', null],
  ['proposal_note', null],
  ['confirmed_by', 'operators.id'],
  ['confirmed_at', null],
  ['returned_at', null],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  for (const [column, reference] of TRANSFER_COLUMNS) {
    await db.schema
      .alterTable('deposit_transfers')
      .addColumn(column, 'text', (col) => (reference ? col.references(reference) : col))
      .execute();
  }
  await db.schema
    .createIndex('deposit_transfers_account_idx')
    .on('deposit_transfers')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('deposit_returns')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // One return per transfer, ever.
    .addColumn('transfer_id', 'text', (col) =>
      col.notNull().unique().references('deposit_transfers.id').onDelete('cascade'),
    )
    .addColumn('deposit_id', 'text', (col) =>
      col.notNull().references('capital_deposits.id').onDelete('cascade'),
    )
    .addColumn('beneficiary_name', 'text', (col) => col.notNull())
    .addColumn('beneficiary_iban', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    // asked: handed to the bank's core system to send.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('asked_at', 'text', (col) => col.notNull())
    .addColumn('asked_by', 'text', (col) => col.notNull().references('operators.id'))
    .execute();
  await db.schema
    .createIndex('deposit_returns_deposit_idx')
    .on('deposit_returns')
    .column('deposit_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deposit_returns').execute();
  await db.schema.dropIndex('deposit_transfers_account_idx').execute();
  for (const [column] of [...TRANSFER_COLUMNS].reverse()) {
    await db.schema.alterTable('deposit_transfers').dropColumn(column).execute();
  }
}
