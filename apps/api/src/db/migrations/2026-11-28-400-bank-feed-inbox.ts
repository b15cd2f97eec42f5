import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// One inbox for the bank feed: every transfer id is received once, whatever it turns out to be (a
// signup's first transfer or a capital contribution), with the one fingerprint a replay is
// compared with. The transfers already received are entered in it with their kind and record, and
// the records lose their own fingerprints. Outcomes become one set: a first transfer is counted.
// A first transfer's fingerprint already covered every field and is kept; a capital contribution's
// left out the credited account, so it is computed again the new way, with its deposit's account.
interface ContributionRow {
  id: string;
  transfer_id: string;
  payer_name: string;
  payer_iban: string;
  amount_cents: number | string;
  reference: string;
  value_date: string;
  received_at: string;
  /** The deposit's blocked account, for a matched contribution. */
  account_iban: string | null;
}

/** The feed's fingerprint of a body, every field in a fixed order (amounts as posted: "4000.00"). */
function fingerprint(row: ContributionRow): string {
  const cents = Number(row.amount_cents);
  const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const fields = [
    row.transfer_id,
    row.payer_name,
    row.payer_iban,
    amount,
    row.reference,
    row.value_date,
    row.account_iban,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_feed_transfers')
    // The core system's own id of the transfer: the replay key.
    .addColumn('transfer_id', 'text', (col) => col.primaryKey())
    // SHA-256 of every field of the posted body: the same id with another body is refused.
    .addColumn('body_hash', 'text', (col) => col.notNull())
    // first_transfer or capital_contribution
    .addColumn('kind', 'text', (col) => col.notNull())
    // The row the transfer became (first_transfers.id or deposit_transfers.id).
    .addColumn('record_id', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
  await sql`INSERT INTO bank_feed_transfers (transfer_id, body_hash, kind, record_id, received_at)
    SELECT transfer_id, body_hash, 'first_transfer', id, received_at FROM first_transfers
    WHERE transfer_id IS NOT NULL AND body_hash IS NOT NULL`.execute(db);
  const contributions = await sql<ContributionRow>`SELECT t.id, t.transfer_id, t.payer_name, t.payer_iban,
    t.amount_cents, t.reference, t.value_date, t.received_at, a.iban AS account_iban
    FROM deposit_transfers t
    LEFT JOIN capital_deposits d ON d.id = t.deposit_id
    LEFT JOIN accounts a ON a.id = d.account_id`.execute(db);
  for (const row of contributions.rows) {
    await sql`INSERT INTO bank_feed_transfers (transfer_id, body_hash, kind, record_id, received_at)
      VALUES (${row.transfer_id}, ${fingerprint(row)}, 'capital_contribution', ${row.id}, ${row.received_at})`.execute(
      db,
    );
  }
  await db.schema.alterTable('first_transfers').dropColumn('body_hash').execute();
  await db.schema.alterTable('deposit_transfers').dropColumn('body_hash').execute();
  await sql`UPDATE first_transfers SET outcome = 'counted' WHERE outcome = 'accepted'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE first_transfers SET outcome = 'accepted' WHERE outcome = 'counted'`.execute(db);
  await db.schema.alterTable('first_transfers').addColumn('body_hash', 'text').execute();
  await db.schema
    .alterTable('deposit_transfers')
    .addColumn('body_hash', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`UPDATE first_transfers SET body_hash = (SELECT body_hash FROM bank_feed_transfers
    WHERE bank_feed_transfers.record_id = first_transfers.id)`.execute(db);
  await sql`UPDATE deposit_transfers SET body_hash = (SELECT body_hash FROM bank_feed_transfers
    WHERE bank_feed_transfers.record_id = deposit_transfers.id)`.execute(db);
  await db.schema.dropTable('bank_feed_transfers').execute();
}
