/** Shapes of the company calls (apps/api route schemas are the reference). */
export interface AddressView {
  street: string;
  details: string | null;
  zip: string;
  city: string;
  country: string;
}

export interface LegalFormView {
  code: string;
  abbreviation: string;
  label: string;
}

/** POST /companies, PUT /companies/{id}, POST /companies/{siret}. */
export interface CompanyView {
  id: string;
  name: string;
  legal_form: LegalFormView;
  siret: string | null;
  siren: string | null;
  rna: string | null;
  company_number?: string | null;
  naf_activity_code: string | null;
  naf_activity_code_label: string | null;
  address: AddressView | null;
  same_activity_address?: boolean | null;
  activity_address: AddressView | null;
  capital_amount?: string | null;
  number_of_actions?: number | null;
  limited_liability: boolean;
  phone?: string | null;
  is_active_non_financial_entity?: boolean | null;
  is_fatca?: boolean | null;
  has_foreign_tax_country?: boolean | null;
  foreign_tax_country?: string | null;
}

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
