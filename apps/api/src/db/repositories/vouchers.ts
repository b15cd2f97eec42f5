import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { VouchersTable } from '../tables/vouchers';

export type VoucherRow = Selectable<VouchersTable>;

export function createVoucherRepository(db: Kysely<Database>) {
  return {
    find: (code: string): Promise<VoucherRow | undefined> =>
      db.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirst(),
  };
}
