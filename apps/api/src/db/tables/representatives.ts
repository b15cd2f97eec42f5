import type { PERSON_FREE_FIELDS } from '@app/domain';
import type { FreeFieldColumns } from './free-field-columns';

/**
 * Natural persons (is_company = 0) and company mandates (is_company = 1) of a company.
 * Booleans are 0/1, null while not answered; JSON columns hold text.
 */
export interface RepresentativesTable extends FreeFieldColumns<typeof PERSON_FREE_FIELDS> {
  id: string;
  company_id: string;
  user_id: string | null;
  is_user: number;
  is_company: number;
  position: number;
  gender: number | null;
  first_name: string | null;
  last_name: string | null;
  nationality: string | null;
  birth_date: string | null;
  /** JSON {city, country, zip} */
  birth_address: string | null;
  marital_situation_id: number | null;
  is_pep: number | null;
  pep_function: string | null;
  pep_country: string | null;
  us_tin: string | null;
  /** RPPS or ADELI number of a healthcare professional, compact. */
  professional_number: string | null;
  is_beneficial_owner: number | null;
  has_legal_representative: number | null;
  company_name: string | null;
  company_siret: string | null;
  company_siren: string | null;
  company_rna: string | null;
  company_naf_activity_code: string | null;
  company_legal_form: string | null;
  /** JSON address */
  company_activity_address: string | null;
  phone: string | null;
  /** JSON {street, details, city, zip, country} */
  address: string | null;
  email: string | null;
  title_code: string | null;
  is_mandatary: number | null;
  is_shareholder: number | null;
  shareholders_value: number;
  is_fatca: number | null;
  has_foreign_tax_country: number | null;
  foreign_tax_country: string | null;
  /** JSON [{country, tax_number, no_tax_number_reason}] */
  foreign_tax_addresses: string;
  created_at: string;
  updated_at: string;
}
