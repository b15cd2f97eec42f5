import type { ClientStatus, RegistrationType } from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import { reusableQuery } from '../reusable-query';
import type { Database } from '../schema';
import type { CompaniesTable } from '../tables/companies';
import {
  type Address,
  type CompanyData,
  type CompanyRecord,
  YES_NO_COLUMNS,
  type YesNoColumn,
} from './company-record';
import { fromBool, fromJson, toBool, toJson } from './sql-values';

type Row = Selectable<CompaniesTable>;

// Every step of the journey reads the customer's company first.
const findOwnedCompany = reusableQuery((db: Kysely<Database>, companyId: string, userId: string) =>
  db.selectFrom('companies').selectAll().where('id', '=', companyId).where('user_id', '=', userId),
);

// A kept reply's check: the company's revision, only when it belongs to the user.
const ownedRevision = reusableQuery((db: Kysely<Database>, companyId: string, userId: string) =>
  db.selectFrom('companies').select('revision').where('id', '=', companyId).where('user_id', '=', userId),
);

/** Each yes/no column through one codec (0/1 in the engine, booleans in the record). */
const eachYesNo = <Value, Result>(from: Record<YesNoColumn, Value>, codec: (value: Value) => Result) =>
  Object.fromEntries(YES_NO_COLUMNS.map((column) => [column, codec(from[column])])) as Record<
    YesNoColumn,
    Result
  >;

function toRecord(row: Row): CompanyRecord {
  const record: Record<string, unknown> = {
    ...row,
    limited_liability: row.limited_liability === 1,
    address: fromJson<Address>(row.address) as Address,
    activity_address: fromJson<Address>(row.activity_address),
    client_status: fromJson<ClientStatus>(row.client_status),
  };
  // In place, not through an object of their own spread over the row: every read of the company
  // (each journey step) then makes one object of the row's shape.
  for (const column of YES_NO_COLUMNS) record[column] = toBool(row[column]);
  return record as unknown as CompanyRecord;
}

function dataColumns(data: CompanyData, limitedLiability: boolean) {
  return {
    ...data,
    ...eachYesNo(data, fromBool),
    address: JSON.stringify(data.address),
    activity_address: toJson(data.activity_address),
    limited_liability: limitedLiability ? 1 : 0,
  };
}

export function createCompanyRepository(db: Kysely<Database>) {
  return {
    /** The company only when it belongs to this user: another user's id reads as absent. */
    async findOwned(companyId: string, userId: string): Promise<CompanyRecord | undefined> {
      const [row] = await findOwnedCompany(db, companyId, userId);
      return row ? toRecord(row) : undefined;
    },

    /**
     * The database's revision of the company and what hangs from it (CompaniesTable.revision),
     * only when it belongs to this user: another user's id reads as absent.
     */
    async ownedRevision(companyId: string, userId: string): Promise<number | undefined> {
      const [row] = await ownedRevision(db, companyId, userId);
      return row?.revision;
    },

    /** The company of an opening request, only when it belongs to this user. */
    async findForRequest(requestId: string, userId: string): Promise<CompanyRecord | undefined> {
      const row = await db
        .selectFrom('companies')
        .selectAll()
        .where('signup_request_id', '=', requestId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async insert(input: {
      id: string;
      userId: string;
      signupRequestId: string;
      registrationType: RegistrationType;
      data: CompanyData;
      limitedLiability: boolean;
      now: string;
    }): Promise<void> {
      await db
        .insertInto('companies')
        .values({
          id: input.id,
          user_id: input.userId,
          signup_request_id: input.signupRequestId,
          registration_type: input.registrationType,
          ...dataColumns(input.data, input.limitedLiability),
          client_status: null,
          certified_at: null,
          representatives_certified_at: null,
          created_at: input.now,
          updated_at: input.now,
        })
        .execute();
    },

    async update(id: string, data: CompanyData, limitedLiability: boolean, now: string): Promise<void> {
      await db
        .updateTable('companies')
        .set({ ...dataColumns(data, limitedLiability), updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    async setClientStatus(
      id: string,
      status: ClientStatus,
      isActiveNfe: boolean,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('companies')
        .set({
          client_status: JSON.stringify(status),
          is_active_nfe: isActiveNfe ? 1 : 0,
          certified_at: now,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },

    /** The SIREN of a company once registered (a company in formation gets it from its Kbis). */
    async setSiren(id: string, siren: string, now: string): Promise<void> {
      await db.updateTable('companies').set({ siren, updated_at: now }).where('id', '=', id).execute();
    },

    async setRepresentativesCertified(id: string, now: string): Promise<void> {
      await db
        .updateTable('companies')
        .set({ representatives_certified_at: now, updated_at: now })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
