import type { ClientStatus } from '@app/domain';

/** A postal address as the API sends and stores it (spec §3). */
export interface Address {
  street: string;
  details: string | null;
  zip: string;
  city: string;
  country: string;
}

/** A company as stored, JSON columns parsed and booleans as booleans. */
export interface CompanyRecord {
  id: string;
  userId: string;
  registrationType: 'new_company' | 'existing_company';
  name: string;
  legalForm: string;
  siret: string | null;
  siren: string | null;
  rna: string | null;
  companyNumber: string | null;
  nafActivityCode: string | null;
  nafActivityCodeLabel: string | null;
  address: Address;
  sameActivityAddress: boolean | null;
  activityAddress: Address | null;
  capitalAmount: string | null;
  numberOfActions: number | null;
  isCapitalFullyPaid: boolean | null;
  upCapitalAmount: string | null;
  description: string | null;
  forecastTurnover: string | null;
  limitedLiability: boolean;
  phone: string | null;
  isActiveNfe: boolean | null;
  isFatca: boolean | null;
  hasForeignTaxCountry: boolean | null;
  foreignTaxCountry: string | null;
  isMandatary: boolean | null;
  titleCode: string | null;
  isShareholder: boolean | null;
  shareholdersValue: number | null;
  clientStatus: ClientStatus | null;
  certifiedAt: string | null;
  representativesCertifiedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What the company form writes (everything but ids, ownership, derived flags and dates). */
export type CompanyData = Omit<
  CompanyRecord,
  | 'id'
  | 'userId'
  | 'registrationType'
  | 'limitedLiability'
  | 'clientStatus'
  | 'certifiedAt'
  | 'representativesCertifiedAt'
  | 'createdAt'
  | 'updatedAt'
>;
