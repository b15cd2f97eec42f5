import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Runs a read-check-write of a company's share allocation (remaining shares) in one transaction
 * that first locks the company's row, so two saves at once cannot both see the same remaining
 * shares and over-allocate: the second waits for the first to commit, then reads its result.
 * PostgreSQL: SELECT ... FOR UPDATE on the company. SQLite: a no-op write takes the database's
 * write lock at once (a read first would let two processes deadlock on the upgrade); within one
 * process Kysely already runs a transaction alone on its single connection.
 * Every query of `work` must go through the given transaction.
 */
export async function withCompanySharesLocked<T>(
  db: Kysely<Database>,
  companyId: string,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
    } else {
      await trx
        .updateTable('companies')
        .set({ updated_at: sql<string>`updated_at` })
        .where('id', '=', companyId)
        .execute();
    }
    return work(trx);
  });
}
