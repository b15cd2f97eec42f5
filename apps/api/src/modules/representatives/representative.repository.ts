import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { reusableQuery } from '../../db/reusable-query';
import type { Database } from '../../db/schema';
import type { RepresentativesTable } from '../../db/tables/representatives';
import { newId } from '../../ids';

export type RepresentativeRow = Selectable<RepresentativesTable>;
export type RepresentativeInsert = Insertable<RepresentativesTable>;
export type RepresentativeChanges = Omit<
  Updateable<RepresentativesTable>,
  'id' | 'company_id' | 'created_at' | 'position' | 'is_company'
>;

const listCompanyPeople = reusableQuery((db: Kysely<Database>, companyId: string) =>
  db
    .selectFrom('representatives')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('position')
    .orderBy('created_at'),
);

/** SQL for representatives and company mandates; every read is scoped to one company. */
export function createRepresentativeRepository(db: Kysely<Database>) {
  return {
    async listByCompany(companyId: string, trx: Kysely<Database> = db): Promise<RepresentativeRow[]> {
      return listCompanyPeople(trx, companyId);
    },

    async findInCompany(id: string, companyId: string): Promise<RepresentativeRow | undefined> {
      return db
        .selectFrom('representatives')
        .selectAll()
        .where('id', '=', id)
        .where('company_id', '=', companyId)
        .executeTakeFirst();
    },

    async nextPosition(companyId: string): Promise<number> {
      const row = await db
        .selectFrom('representatives')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return Number(row?.max ?? 0) + 1;
    },

    async insert(row: RepresentativeInsert): Promise<void> {
      await db.insertInto('representatives').values(row).execute();
    },

    /** A new person or company mandate at the end of the company's list (never the user); its id. */
    async append(
      companyId: string,
      columns: RepresentativeChanges,
      kind: 'person' | 'company',
      now: string,
    ): Promise<string> {
      const id = newId();
      await this.insert({
        ...columns,
        id,
        company_id: companyId,
        user_id: null,
        is_user: 0,
        is_company: kind === 'company' ? 1 : 0,
        position: await this.nextPosition(companyId),
        shareholders_value: columns.shareholders_value ?? 0,
        foreign_tax_addresses: columns.foreign_tax_addresses ?? '[]',
        created_at: now,
        updated_at: now,
      });
      return id;
    },

    async update(id: string, companyId: string, changes: RepresentativeChanges): Promise<void> {
      await db
        .updateTable('representatives')
        .set(changes)
        .where('id', '=', id)
        .where('company_id', '=', companyId)
        .execute();
    },

    async delete(id: string, companyId: string): Promise<void> {
      await db
        .deleteFrom('representatives')
        .where('id', '=', id)
        .where('company_id', '=', companyId)
        .execute();
    },

    /** The account user is one entry only: linking a person unlinks the previous one. */
    async linkUser(id: string, companyId: string, userId: string, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('representatives')
          .set({ is_user: 0, user_id: null, updated_at: now })
          .where('company_id', '=', companyId)
          .where('is_user', '=', 1)
          .execute();
        await trx
          .updateTable('representatives')
          .set({ is_user: 1, user_id: userId, updated_at: now })
          .where('id', '=', id)
          .where('company_id', '=', companyId)
          .execute();
      });
    },
  };
}

export type RepresentativeRepository = ReturnType<typeof createRepresentativeRepository>;
