import type { CompanySearchPageReply, CompanySearchResultReply, EstablishmentReply } from '@app/domain';

// The register answers in the wire's shapes: the contract's reply types, under the names its code uses.
export type CompanySearchResult = CompanySearchResultReply;
export type CompanySearchPage = CompanySearchPageReply;
export type Establishment = EstablishmentReply;

export interface RegistryAddress {
  street: string;
  details: string | null;
  zip: string;
  city: string;
  country: string;
}

/** What a SIRET lookup tells about a company, to prefill its record. */
export interface RegistryCompany {
  siren: string;
  siret: string;
  name: string;
  active: boolean;
  /** INSEE legal category (4 digits). */
  legalCategory: string | null;
  ape: string | null;
  apeText: string | null;
  /** The head office's address. */
  address: RegistryAddress | null;
  /** The looked-up establishment's address. */
  activityAddress: RegistryAddress | null;
}

/** The company register behind search, establishments and SIRET lookup: local index or public API. */
export interface RegistryProvider {
  readonly name: 'local' | 'public-api';
  search(query: string, page: number): Promise<CompanySearchPage>;
  /** Open establishments of a company, head office first (all of them when none is open). */
  establishments(siren: string): Promise<Establishment[]>;
  /** The establishment and its company, or null when the register does not know the SIRET. */
  lookupSiret(siret: string): Promise<RegistryCompany | null>;
  close(): Promise<void>;
}

export const SEARCH_RESULT_CAP = 1000;

/** Only "one" or "several" open establishments matters: a chain's thousands are not counted. */
export const ESTABLISHMENT_COUNT_CAP = 2;
