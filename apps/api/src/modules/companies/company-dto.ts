import { isLegalFormCode, type Locale, legalFormLabel } from '@app/domain';
import { z } from 'zod';
import type { CompanyRecord } from './company.types';

const AddressDtoSchema = z.object({
  street: z.string(),
  details: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});

/** The company as POST /companies, PUT /companies/{id} answer it (spec §3 Company). */
export const CompanyDtoSchema = z.object({
  id: z.string(),
  registration_type: z.enum(['new_company', 'existing_company']),
  name: z.string(),
  legal_form: z.object({ code: z.string(), abbreviation: z.string(), label: z.string() }),
  siret: z.string().nullable(),
  siren: z.string().nullable(),
  rna: z.string().nullable(),
  company_number: z.string().nullable(),
  naf_activity_code: z.string().nullable(),
  naf_activity_code_label: z.string().nullable(),
  address: AddressDtoSchema,
  same_activity_address: z.boolean().nullable(),
  activity_address: AddressDtoSchema.nullable(),
  capital_amount: z.string().nullable(),
  number_of_actions: z.number().nullable(),
  capital_fully_paid: z.boolean().nullable(),
  up_capital_amount: z.string().nullable(),
  description: z.string().nullable(),
  forecast_turnover: z.string().nullable(),
  limited_liability: z.boolean(),
  phone: z.string().nullable(),
  is_active_non_financial_entity: z.boolean().nullable(),
  is_fatca: z.boolean().nullable(),
  has_foreign_tax_country: z.boolean().nullable(),
  foreign_tax_country: z.string().nullable(),
  client_status: z
    .object({
      crs: z.string(),
      crs_subtype: z.string().nullable(),
      crs_sub_type: z.string().nullable(),
      giin: z.string().nullable(),
      is_owner_invest_entity: z.boolean(),
      registration_place: z.string().nullable(),
    })
    .nullable(),
  representatives_certified: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyDto = z.infer<typeof CompanyDtoSchema>;

export function toCompanyDto(company: CompanyRecord, locale: Locale): CompanyDto {
  const code = company.legalForm;
  return {
    id: company.id,
    registration_type: company.registrationType,
    name: company.name,
    legal_form: {
      code,
      abbreviation: code,
      label: isLegalFormCode(code) ? legalFormLabel(code, locale) : code,
    },
    siret: company.siret,
    siren: company.siren,
    rna: company.rna,
    company_number: company.companyNumber,
    naf_activity_code: company.nafActivityCode,
    naf_activity_code_label: company.nafActivityCodeLabel,
    address: company.address,
    same_activity_address: company.sameActivityAddress,
    activity_address: company.activityAddress,
    capital_amount: company.capitalAmount,
    number_of_actions: company.numberOfActions,
    capital_fully_paid: company.isCapitalFullyPaid,
    up_capital_amount: company.upCapitalAmount,
    description: company.description,
    forecast_turnover: company.forecastTurnover,
    limited_liability: company.limitedLiability,
    phone: company.phone,
    is_active_non_financial_entity: company.isActiveNfe,
    is_fatca: company.isFatca,
    has_foreign_tax_country: company.hasForeignTaxCountry,
    foreign_tax_country: company.foreignTaxCountry,
    client_status: company.clientStatus,
    representatives_certified: company.representativesCertifiedAt !== null,
    created_at: company.createdAt,
    updated_at: company.updatedAt,
  };
}
