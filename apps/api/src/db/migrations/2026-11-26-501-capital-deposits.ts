import type { Kysely } from 'kysely';

// The capital deposit of a company in formation: its blocked account, each shareholder's share
// with a unique transfer reference, every transfer from the bank feed (its id unique, so a replay
// is never counted twice; received totals are sums of these rows) and the operators' releases.
// Money is whole cents (bigint).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('capital_deposits')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) =>
      col.notNull().unique().references('companies.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('capital_cents', 'bigint', (col) => col.notNull())
    .addColumn('number_of_shares', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('certificate_reference', 'text', (col) => col.unique())
    .addColumn('certificate_issued_at', 'text')
    .execute();

  await db.schema
    .createTable('deposit_shareholders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('deposit_id', 'text', (col) =>
      col.notNull().references('capital_deposits.id').onDelete('cascade'),
    )
    .addColumn('representative_id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    // person or company; the names as they were at completion (what a payer is compared with).
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('company_name', 'text')
    .addColumn('company_legal_form', 'text')
    .addColumn('email', 'text')
    .addColumn('shares', 'integer', (col) => col.notNull())
    .addColumn('amount_due_cents', 'bigint', (col) => col.notNull())
    .addColumn('transfer_reference', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('deposit_shareholders_deposit_idx')
    .on('deposit_shareholders')
    .column('deposit_id')
    .execute();

  await db.schema
    .createTable('deposit_transfers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The bank's own id of the transfer.
    .addColumn('transfer_id', 'text', (col) => col.notNull().unique())
    // SHA-256 of the posted body: a replay with another body is refused.
    .addColumn('body_hash', 'text', (col) => col.notNull())
    .addColumn('deposit_id', 'text', (col) => col.references('capital_deposits.id').onDelete('cascade'))
    .addColumn('shareholder_id', 'text', (col) =>
      col.references('deposit_shareholders.id').onDelete('cascade'),
    )
    .addColumn('payer_name', 'text', (col) => col.notNull())
    .addColumn('payer_iban', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('value_date', 'text', (col) => col.notNull())
    // counted, held, released or unmatched; why it was held.
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('hold_reason', 'text')
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('released_at', 'text')
    .execute();
  await db.schema
    .createIndex('deposit_transfers_shareholder_idx')
    .on('deposit_transfers')
    .column('shareholder_id')
    .execute();
  await db.schema
    .createIndex('deposit_transfers_deposit_idx')
    .on('deposit_transfers')
    .column('deposit_id')
    .execute();

  // What was done to a deposit's transfers by whom (an operator's release, with their name).
  await db.schema
    .createTable('deposit_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('deposit_id', 'text', (col) =>
      col.notNull().references('capital_deposits.id').onDelete('cascade'),
    )
    .addColumn('transfer_id', 'text', (col) => col.references('deposit_transfers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('actor_kind', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('deposit_events_deposit_idx')
    .on('deposit_events')
    .column('deposit_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deposit_events').execute();
  await db.schema.dropTable('deposit_transfers').execute();
  await db.schema.dropTable('deposit_shareholders').execute();
  await db.schema.dropTable('capital_deposits').execute();
}
