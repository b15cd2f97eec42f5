import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { BankFeedTransfersTable } from '../tables/bank-feed';

export type BankFeedTransferRow = Selectable<BankFeedTransfersTable>;

/** The bank feed's inbox: a transfer id is received once (its primary key), whatever its kind. */
export function createBankFeedRepository(db: Kysely<Database>) {
  return {
    find: (transferId: string): Promise<BankFeedTransferRow | undefined> =>
      db
        .selectFrom('bank_feed_transfers')
        .selectAll()
        .where('transfer_id', '=', transferId)
        .executeTakeFirst(),

    async insert(row: BankFeedTransferRow): Promise<void> {
      await db.insertInto('bank_feed_transfers').values(row).execute();
    },
  };
}
