import { type ClientStatus, COMPANY_FREE_FIELDS, type CompanyFreeField, freeFieldsOfKind } from '@app/domain';
import type { CompaniesTable } from '../tables/companies';

/** A postal address as the API sends and stores it (spec §3). */
export interface Address {
  street: string;
  details: string | null;
  zip: string;
  city: string;
  country: string;
}

/** The company's free fields asked as yes/no questions. */
type YesNoFreeField = {
  [Field in CompanyFreeField]: (typeof COMPANY_FREE_FIELDS)[Field] extends 'yes_no' ? Field : never;
}[CompanyFreeField];

/** Yes/no answers the engine stores as 0/1 (null: not answered yet), the free ones of that kind too. */
export const YES_NO_COLUMNS = [
  'same_activity_address',
  'home_is_practice',
  'is_capital_fully_paid',
  'is_active_nfe',
  'is_fatca',
  'has_foreign_tax_country',
  'is_mandatary',
  'is_shareholder',
  ...(freeFieldsOfKind(COMPANY_FREE_FIELDS, 'yes_no') as YesNoFreeField[]),
] as const;
export type YesNoColumn = (typeof YES_NO_COLUMNS)[number];

/**
 * A company as stored, named as its columns (the wire's snake_case): only what the engine cannot
 * hold is decoded, JSON text to objects and 0/1 to booleans.
 */
export type CompanyRecord = Omit<
  CompaniesTable,
  | YesNoColumn
  | 'limited_liability'
  | 'registration_type'
  | 'address'
  | 'activity_address'
  | 'client_status'
  // Read and moved by the openings module only, each move with its audit entry.
  | 'opening_status'
  | 'revision'
> & { [Column in YesNoColumn]: boolean | null } & {
  registration_type: 'new_company' | 'existing_company';
  limited_liability: boolean;
  address: Address;
  activity_address: Address | null;
  client_status: ClientStatus | null;
  /** The database's revision of the company and what hangs from it (CompaniesTable.revision). */
  revision: number;
};

/** What the company form writes (everything but ids, ownership, derived flags and dates). */
export type CompanyData = Omit<
  CompanyRecord,
  | 'id'
  | 'user_id'
  | 'signup_request_id'
  | 'registration_type'
  | 'limited_liability'
  | 'client_status'
  | 'certified_at'
  | 'representatives_certified_at'
  | 'created_at'
  | 'updated_at'
  | 'revision'
>;
