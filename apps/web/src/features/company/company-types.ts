/** Shapes of the company calls (apps/api route schemas are the reference). */

/** GET /companies/search result (spec §3 Company search result). */
export interface CompanySearchResult {
  socialReason: string;
  siren: string;
  siret: string | null;
  ape: string | null;
  apeText: string | null;
  postalCode: string | null;
  city: string | null;
  address: string | null;
  legalFormCode: string | null;
  legalForm: string | null;
  /** Open establishments; absent from older registers. */
  establishmentCount?: number;
}

export interface CompanySearchPage {
  results: CompanySearchResult[];
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
  /** More matches than counted: the query should be refined. */
  capped?: boolean;
  /** The register could not be reached. */
  unavailable?: boolean;
}

/** GET /companies/{siren}/establishments. */
export interface EstablishmentView {
  brand: string | null;
  siret: string;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  headOffice?: boolean;
}

/** A page of /legal-forms or /nafcode. */
export interface CodePage<T> {
  results: T[];
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

export interface NafItem {
  codenaf: string;
  libelle: string;
}
