/** The SIRENE register as imported from the INSEE stock files (see registry/). */
export interface RegistryUnitsTable {
  siren: string;
  name: string;
  search_text: string;
  acronym: string | null;
  legal_category: string | null;
  ape: string | null;
  ape_nomenclature: string | null;
  head_office_nic: string | null;
  active: number;
  diffusible: number;
  created_on: string | null;
  updated_at: string | null;
}

export interface RegistryEstablishmentsTable {
  siret: string;
  siren: string;
  nic: string;
  head_office: number;
  active: number;
  diffusible: number;
  brand: string | null;
  street: string | null;
  street_details: string | null;
  postcode: string | null;
  city: string | null;
  commune_code: string | null;
  country: string | null;
  ape: string | null;
  created_on: string | null;
}

export interface RegistryImportsTable {
  file_key: string;
  file_name: string;
  kind: string;
  rows_done: number;
  started_at: string;
  updated_at: string;
  completed_at: string | null;
}

/** The register's words, each with the number of units whose name holds it (kept by the import). */
export interface RegistryWordsTable {
  word: string;
  units: number;
}
