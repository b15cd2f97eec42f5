import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The journal's last entry (sequence and seal) and the first entry sealed with a key. */
export interface ChainHead {
  sequence: number;
  hash: string;
  keyed_from: number;
}

const decode = (row: ChainHead): ChainHead => ({
  sequence: Number(row.sequence),
  hash: row.hash,
  keyed_from: Number(row.keyed_from),
});

/**
 * Reads the head and takes its lock until the transaction ends (PostgreSQL's row lock, SQLite's
 * write lock): appends and checkpoints queue here, in every process sharing the database, so each
 * one sees what the previous one wrote.
 */
export async function lockChainHead(trx: Kysely<Database>): Promise<ChainHead> {
  const row = await trx
    .updateTable('audit_chain_head')
    .set((eb) => ({ sequence: eb.ref('sequence') }))
    .where('id', '=', 1)
    .returning(['sequence', 'hash', 'keyed_from'])
    .executeTakeFirstOrThrow();
  return decode(row);
}

/** The head as it stands, without its lock. */
export async function readChainHead(db: Kysely<Database>): Promise<ChainHead> {
  const row = await db
    .selectFrom('audit_chain_head')
    .select(['sequence', 'hash', 'keyed_from'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return decode(row);
}

export async function moveChainHead(
  trx: Kysely<Database>,
  to: { sequence: number; hash: string },
): Promise<void> {
  await trx.updateTable('audit_chain_head').set(to).where('id', '=', 1).execute();
}
