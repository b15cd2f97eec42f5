/** Entries of GET /representatives?companyId (the API's representative-dto is the reference). */
import type { AddressReply } from '@app/domain';

export interface ForeignTaxAddress {
  country: string;
  tax_number: string | null;
  no_tax_number_reason: string | null;
}

interface Computed {
  /** Share of the capital, 2 decimals. */
  percentage: number;
  /** Capital this holder deposits (enrollment), null without capital. */
  capital_amount: number | null;
  /** Every answer the form asks is given and valid ("data to complete" otherwise). */
  is_complete: boolean;
}

export interface PersonEntry extends Computed {
  id: string;
  company_id: string;
  is_company: false;
  is_user: boolean;
  gender: number | null;
  first_name: string | null;
  last_name: string | null;
  nationality: string | null;
  /** YYYY-MM-DD */
  birth_date: string | null;
  birth_address: { city: string; country: string; zip: string | null } | null;
  address: AddressReply | null;
  email: string | null;
  marital_situation_id: number | null;
  shareholders_value: number;
  title_code: string | null;
  is_mandatary: boolean | null;
  is_beneficial_owner: boolean | null;
  is_shareholder: boolean | null;
  is_pep: boolean | null;
  is_fatca: boolean | null;
  has_foreign_tax_country: boolean | null;
  foreign_tax_country: string | null;
  foreign_tax_addresses: ForeignTaxAddress[];
  has_legal_representative: boolean | null;
  identity_card_url: string | null;
  address_proof_url: string | null;
}

export interface MandateEntry extends Computed {
  id: string;
  company_id: string;
  is_company: true;
  name: string;
  legal_form: string;
  siret: string | null;
  siren: string | null;
  rna: string | null;
  naf_activity_code: string | null;
  address: AddressReply | null;
  activity_address: AddressReply | null;
  phone: string | null;
  email: string | null;
  is_mandatary: boolean | null;
  title_code: string | null;
  is_shareholder: boolean | null;
  shareholders_value: number;
  is_fatca: boolean | null;
  has_foreign_tax_country: boolean | null;
  foreign_tax_country: string | null;
  foreign_tax_addresses: ForeignTaxAddress[];
}

export type RepresentativeEntry = PersonEntry | MandateEntry;

export const isPerson = (entry: RepresentativeEntry): entry is PersonEntry => !entry.is_company;

/** "First Last" of a person, the company name of a mandate. */
export const entryName = (entry: RepresentativeEntry): string =>
  entry.is_company ? entry.name : [entry.first_name, entry.last_name].filter(Boolean).join(' ');
