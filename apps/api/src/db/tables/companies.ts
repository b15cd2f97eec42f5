import type { COMPANY_FREE_FIELDS, OpeningStatus, RegistrationType } from '@app/domain';
import type { Generated } from 'kysely';
import type { FreeFieldColumns } from './free-field-columns';

/** Row types of the companies table; JSON columns hold text (parsed in the repository). */
export interface CompaniesTable extends FreeFieldColumns<typeof COMPANY_FREE_FIELDS> {
  id: string;
  user_id: string;
  /** The opening request this company is opened for (one company per request; a user may hold several). */
  signup_request_id: string | null;
  /** Written only from the domain's RegistrationType. */
  registration_type: RegistrationType;
  name: string;
  /** Legal form abbreviation (code). */
  legal_form: string;
  siret: string | null;
  siren: string | null;
  rna: string | null;
  company_number: string | null;
  naf_activity_code: string | null;
  naf_activity_code_label: string | null;
  /** JSON {street, details, zip, city, country} */
  address: string;
  same_activity_address: number | null;
  /** A sole trader's home is at the practice's address (0/1; null for a company). */
  home_is_practice: number | null;
  /** JSON, same shape as address */
  activity_address: string | null;
  capital_amount: string | null;
  number_of_actions: number | null;
  is_capital_fully_paid: number | null;
  up_capital_amount: string | null;
  description: string | null;
  forecast_turnover: string | null;
  limited_liability: number;
  phone: string | null;
  is_active_nfe: number | null;
  is_fatca: number | null;
  has_foreign_tax_country: number | null;
  foreign_tax_country: string | null;
  is_mandatary: number | null;
  title_code: string | null;
  is_shareholder: number | null;
  shareholders_value: number | null;
  /** JSON client status (spec §3) */
  client_status: string | null;
  certified_at: string | null;
  representatives_certified_at: string | null;
  /** Where the opening stands (the domain's state machine); moved only with an opening_events entry. */
  opening_status: Generated<OpeningStatus>;
  /**
   * Raised by the database itself on every change to the company, its people, their proofs and
   * register checks (never written by the code): what a kept reply built from them is checked against.
   */
  revision: Generated<number>;
  created_at: string;
  updated_at: string;
}
