import { type CompanyReply, isLegalFormCode, type Locale, legalFormLabel } from '@app/domain';
import type { CompanyRecord } from './company.types';

export function toCompanyDto(company: CompanyRecord, locale: Locale): CompanyReply {
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
