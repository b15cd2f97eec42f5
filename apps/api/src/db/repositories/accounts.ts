import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { AccountsTable } from '../tables/accounts';

export type AccountRow = Selectable<AccountsTable>;

export function createAccountRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<AccountsTable>): Promise<void> {
      await db.insertInto('accounts').values(row).execute();
    },

    /** Any account of the company (its first one exists from completion). */
    async findByCompany(companyId: string): Promise<AccountRow | undefined> {
      return db
        .selectFrom('accounts')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('created_at')
        .executeTakeFirst();
    },

    async findById(id: string): Promise<AccountRow | undefined> {
      return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The account only for its owner: another user's uuid reads as absent. */
    async findOwnedByUuid(uuid: string, userId: string): Promise<AccountRow | undefined> {
      return db
        .selectFrom('accounts')
        .selectAll()
        .where('uuid', '=', uuid)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The account an IBAN names (compact form, as stored). */
    async findByIban(iban: string): Promise<AccountRow | undefined> {
      return db.selectFrom('accounts').selectAll().where('iban', '=', iban).executeTakeFirst();
    },

    async ibanExists(iban: string): Promise<boolean> {
      const row = await db.selectFrom('accounts').select('id').where('iban', '=', iban).executeTakeFirst();
      return row !== undefined;
    },
  };
}
