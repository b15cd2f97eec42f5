import type { Insertable, Kysely } from 'kysely';
import { newId } from '../../ids';
import { reusableQuery } from '../reusable-query';
import type { Database } from '../schema';
import type { RepresentativesTable } from '../tables/representatives';
import { mandateColumns, personColumns, type RepresentativeColumns, recordOf } from './person-columns';
import type { MandateChanges, PersonChanges, RepresentativeRecord } from './person-record';

export type RepresentativeInsert = Insertable<RepresentativesTable>;

const listCompanyPeople = reusableQuery((db: Kysely<Database>, companyId: string) =>
  db
    .selectFrom('representatives')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('position')
    .orderBy('created_at'),
);

/** SQL for representatives and company mandates; every read is scoped to one company. */
export function createPeopleRepository(db: Kysely<Database>) {
  async function nextPosition(companyId: string): Promise<number> {
    const row = await db
      .selectFrom('representatives')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    return Number(row?.max ?? 0) + 1;
  }

  async function insert(row: RepresentativeInsert): Promise<void> {
    await db.insertInto('representatives').values(row).execute();
  }

  /** A new entry at the end of the company's list (never the user); its id. */
  async function append(
    companyId: string,
    columns: RepresentativeColumns,
    isCompany: boolean,
    now: string,
  ): Promise<string> {
    const id = newId();
    await insert({
      ...columns,
      id,
      company_id: companyId,
      user_id: null,
      is_user: 0,
      is_company: isCompany ? 1 : 0,
      position: await nextPosition(companyId),
      shareholders_value: columns.shareholders_value ?? 0,
      foreign_tax_addresses: columns.foreign_tax_addresses ?? '[]',
      created_at: now,
      updated_at: now,
    });
    return id;
  }

  async function update(id: string, companyId: string, columns: RepresentativeColumns, now: string) {
    await db
      .updateTable('representatives')
      .set({ ...columns, updated_at: now })
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .execute();
  }

  return {
    insert,

    async listByCompany(companyId: string): Promise<RepresentativeRecord[]> {
      return (await listCompanyPeople(db, companyId)).map(recordOf);
    },

    /** One entry of a company's list, as stored. */
    async findInCompany(id: string, companyId: string): Promise<RepresentativeRecord | undefined> {
      const row = await db
        .selectFrom('representatives')
        .selectAll()
        .where('id', '=', id)
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return row ? recordOf(row) : undefined;
    },

    /** The company of a representative, when that company belongs to the user. */
    async ownedCompanyOf(id: string, userId: string): Promise<string | undefined> {
      const found = await db
        .selectFrom('representatives')
        .innerJoin('companies', 'companies.id', 'representatives.company_id')
        .select('representatives.company_id as companyId')
        .where('representatives.id', '=', id)
        .where('companies.user_id', '=', userId)
        .executeTakeFirst();
      return found?.companyId;
    },

    appendPerson: (companyId: string, changes: PersonChanges, now: string) =>
      append(companyId, personColumns(changes), false, now),

    appendMandate: (companyId: string, changes: MandateChanges, now: string) =>
      append(companyId, mandateColumns(changes), true, now),

    updatePerson: (id: string, companyId: string, changes: PersonChanges, now: string) =>
      update(id, companyId, personColumns(changes), now),

    updateMandate: (id: string, companyId: string, changes: MandateChanges, now: string) =>
      update(id, companyId, mandateColumns(changes), now),

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

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
