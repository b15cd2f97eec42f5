import type { ClientStatus } from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import { reusableQuery } from '../../db/reusable-query';
import type { Database } from '../../db/schema';
import type { CompaniesTable } from '../../db/tables/companies';
import type { Address, CompanyData, CompanyRecord } from './company.types';
import { fromBool, fromJson, toBool, toJson } from './sql-values';

type Row = Selectable<CompaniesTable>;

// Every step of the journey reads the customer's company first.
const findOwnedCompany = reusableQuery((db: Kysely<Database>, companyId: string, userId: string) =>
  db.selectFrom('companies').selectAll().where('id', '=', companyId).where('user_id', '=', userId),
);

function toRecord(row: Row): CompanyRecord {
  return {
    id: row.id,
    userId: row.user_id,
    registrationType: row.registration_type === 'new_company' ? 'new_company' : 'existing_company',
    name: row.name,
    legalForm: row.legal_form,
    siret: row.siret,
    siren: row.siren,
    rna: row.rna,
    companyNumber: row.company_number,
    nafActivityCode: row.naf_activity_code,
    nafActivityCodeLabel: row.naf_activity_code_label,
    address: fromJson<Address>(row.address) as Address,
    sameActivityAddress: toBool(row.same_activity_address),
    activityAddress: fromJson<Address>(row.activity_address),
    capitalAmount: row.capital_amount,
    numberOfActions: row.number_of_actions,
    isCapitalFullyPaid: toBool(row.is_capital_fully_paid),
    upCapitalAmount: row.up_capital_amount,
    description: row.description,
    forecastTurnover: row.forecast_turnover,
    limitedLiability: row.limited_liability === 1,
    phone: row.phone,
    isActiveNfe: toBool(row.is_active_nfe),
    isFatca: toBool(row.is_fatca),
    hasForeignTaxCountry: toBool(row.has_foreign_tax_country),
    foreignTaxCountry: row.foreign_tax_country,
    isMandatary: toBool(row.is_mandatary),
    titleCode: row.title_code,
    isShareholder: toBool(row.is_shareholder),
    shareholdersValue: row.shareholders_value,
    clientStatus: fromJson<ClientStatus>(row.client_status),
    certifiedAt: row.certified_at,
    representativesCertifiedAt: row.representatives_certified_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function dataColumns(data: CompanyData, limitedLiability: boolean) {
  return {
    name: data.name,
    legal_form: data.legalForm,
    siret: data.siret,
    siren: data.siren,
    rna: data.rna,
    company_number: data.companyNumber,
    naf_activity_code: data.nafActivityCode,
    naf_activity_code_label: data.nafActivityCodeLabel,
    address: JSON.stringify(data.address),
    same_activity_address: fromBool(data.sameActivityAddress),
    activity_address: toJson(data.activityAddress),
    capital_amount: data.capitalAmount,
    number_of_actions: data.numberOfActions,
    is_capital_fully_paid: fromBool(data.isCapitalFullyPaid),
    up_capital_amount: data.upCapitalAmount,
    description: data.description,
    forecast_turnover: data.forecastTurnover,
    limited_liability: limitedLiability ? 1 : 0,
    phone: data.phone,
    is_active_nfe: fromBool(data.isActiveNfe),
    is_fatca: fromBool(data.isFatca),
    has_foreign_tax_country: fromBool(data.hasForeignTaxCountry),
    foreign_tax_country: data.foreignTaxCountry,
    is_mandatary: fromBool(data.isMandatary),
    title_code: data.titleCode,
    is_shareholder: fromBool(data.isShareholder),
    shareholders_value: data.shareholdersValue,
  };
}

export function createCompanyRepository(db: Kysely<Database>) {
  return {
    /** The company only when it belongs to this user: another user's id reads as absent. */
    async findOwned(companyId: string, userId: string): Promise<CompanyRecord | undefined> {
      const [row] = await findOwnedCompany(db, companyId, userId);
      return row ? toRecord(row) : undefined;
    },

    async findByUser(userId: string): Promise<CompanyRecord | undefined> {
      const row = await db
        .selectFrom('companies')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async insert(input: {
      id: string;
      userId: string;
      registrationType: string;
      data: CompanyData;
      limitedLiability: boolean;
      now: string;
    }): Promise<void> {
      await db
        .insertInto('companies')
        .values({
          id: input.id,
          user_id: input.userId,
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
