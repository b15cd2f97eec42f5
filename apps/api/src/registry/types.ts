import { z } from 'zod';

/** One company in search results (spec §3 "Company search result"), located at one establishment. */
export const CompanySearchResultSchema = z.object({
  socialReason: z.string(),
  siren: z.string(),
  /** The head office's SIRET, or the establishment the query named by its SIRET. */
  siret: z.string().nullable(),
  ape: z.string().nullable(),
  apeText: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  /** The bank's legal form abbreviation (SELARL, SCM, EI...), null when none fits. */
  legalFormCode: z.string().nullable(),
  /** The INSEE legal category label. */
  legalForm: z.string().nullable(),
  /** INSEE legal category code (4 digits). */
  legalCategory: z.string().nullable(),
  active: z.boolean(),
  /**
   * Open establishments: 1 saves by SIRET at once, more asks for the headquarter choice. The
   * local register counts up to ESTABLISHMENT_COUNT_CAP (2 means "several").
   */
  establishmentCount: z.number().int(),
});
export type CompanySearchResult = z.infer<typeof CompanySearchResultSchema>;

export const CompanySearchPageSchema = z.object({
  results: z.array(CompanySearchResultSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Matches, counted up to a cap (see `capped`). */
  total: z.number().int(),
  total_pages: z.number().int(),
  /** True when there are more matches than `total`: the user should refine the query. */
  capped: z.boolean(),
  /** The register could not be reached (public-API provider): the list is empty, not "no match". */
  unavailable: z.boolean().optional(),
});
export type CompanySearchPage = z.infer<typeof CompanySearchPageSchema>;

/** spec §3 Company.etablissements: brand, siret, address, postalCode, city. */
export const EstablishmentSchema = z.object({
  brand: z.string().nullable(),
  siret: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  headOffice: z.boolean(),
  active: z.boolean(),
});
export type Establishment = z.infer<typeof EstablishmentSchema>;

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
