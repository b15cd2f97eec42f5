import { type Insertable, type Kysely, PostgresAdapter, type Selectable, sql } from 'kysely';
import type { Database } from '../schema';
import type {
  CapitalDepositsTable,
  DepositShareholdersTable,
  DepositTransfersTable,
} from '../tables/capital-deposits';

export type DepositRow = Selectable<CapitalDepositsTable>;
export type ShareholderRow = Selectable<DepositShareholdersTable>;
export type TransferRow = Selectable<DepositTransfersTable>;

/** What counts towards a share: transfers counted at once, and held ones the bank released. */
const COUNTED = ['counted', 'released'] as const;

export function createDepositRepository(db: Kysely<Database>) {
  return {
    async insertDeposit(row: Insertable<CapitalDepositsTable>): Promise<void> {
      await db.insertInto('capital_deposits').values(row).execute();
    },

    async insertShareholders(rows: Insertable<DepositShareholdersTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('deposit_shareholders').values(rows).execute();
    },

    async insertTransfer(row: Insertable<DepositTransfersTable>): Promise<void> {
      await db.insertInto('deposit_transfers').values(row).execute();
    },

    /** The deposit of a company, only for its owner: another user's company reads as absent. */
    async findOwned(companyId: string, userId: string): Promise<DepositRow | undefined> {
      return db
        .selectFrom('capital_deposits')
        .innerJoin('companies', 'companies.id', 'capital_deposits.company_id')
        .selectAll('capital_deposits')
        .where('capital_deposits.company_id', '=', companyId)
        .where('companies.user_id', '=', userId)
        .executeTakeFirst();
    },

    async findById(id: string): Promise<DepositRow | undefined> {
      return db.selectFrom('capital_deposits').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async shareholders(depositId: string): Promise<ShareholderRow[]> {
      return db
        .selectFrom('deposit_shareholders')
        .selectAll()
        .where('deposit_id', '=', depositId)
        .orderBy('position')
        .execute();
    },

    /** The shareholder whose reference (compacted) is among the candidates. */
    async findShareholderByReference(compactReferences: string[]): Promise<ShareholderRow | undefined> {
      if (compactReferences.length === 0) return undefined;
      return db
        .selectFrom('deposit_shareholders')
        .selectAll()
        .where(sql<string>`replace(transfer_reference, '-', '')`, 'in', compactReferences)
        .executeTakeFirst();
    },

    async transfers(depositId: string): Promise<TransferRow[]> {
      return db
        .selectFrom('deposit_transfers')
        .selectAll()
        .where('deposit_id', '=', depositId)
        .orderBy('received_at')
        .orderBy('id')
        .execute();
    },

    async findTransferById(id: string): Promise<TransferRow | undefined> {
      return db.selectFrom('deposit_transfers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findTransfer(transferId: string): Promise<TransferRow | undefined> {
      return db
        .selectFrom('deposit_transfers')
        .selectAll()
        .where('transfer_id', '=', transferId)
        .executeTakeFirst();
    },

    /** Cents counted per shareholder of a deposit, summed from the transfer rows themselves. */
    async countedByShareholder(depositId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('deposit_transfers')
        .select(['shareholder_id', (eb) => eb.fn.sum<string | number>('amount_cents').as('cents')])
        .where('deposit_id', '=', depositId)
        .where('outcome', 'in', COUNTED)
        .groupBy('shareholder_id')
        .execute();
      // PostgreSQL sums bigints as numeric (text on the wire); SQLite as an integer.
      return new Map(rows.map((row) => [row.shareholder_id ?? '', Number(row.cents)]));
    },

    /**
     * Takes the deposit's lock for the rest of the transaction: a transfer's matching and the
     * completion it may bring see every transfer committed before them. PostgreSQL: SELECT ... FOR
     * UPDATE; SQLite: a no-op write takes the database's write lock at once.
     */
    async lock(depositId: string): Promise<void> {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await db
          .selectFrom('capital_deposits')
          .select('id')
          .where('id', '=', depositId)
          .forUpdate()
          .execute();
      } else {
        await db
          .updateTable('capital_deposits')
          .set({ created_at: sql<string>`created_at` })
          .where('id', '=', depositId)
          .execute();
      }
    },

    async markComplete(depositId: string, at: string, certificateReference: string): Promise<void> {
      await db
        .updateTable('capital_deposits')
        .set({ completed_at: at, certificate_reference: certificateReference, certificate_issued_at: at })
        .where('id', '=', depositId)
        .where('completed_at', 'is', null)
        .execute();
    },

    /** Releases a held transfer; false when it was not held (released already, or never held). */
    async release(id: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('deposit_transfers')
        .set({ outcome: 'released', released_at: at })
        .where('id', '=', id)
        .where('outcome', '=', 'held')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
