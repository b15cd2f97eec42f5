/** The practitioners' directory (RPPS / ADELI) as imported: one row per practitioner and practice. */
export interface HealthPractitionersTable {
  /** `Type d'identifiant PP`: 8 RPPS, 0 ADELI. */
  id_type: string;
  number: string;
  civility: string | null;
  /** `Nom d'exercice`, `Prénom d'exercice`. */
  last_name: string;
  first_name: string;
  profession_code: string | null;
  profession_label: string | null;
  mode_code: string | null;
  siret: string | null;
  siren: string | null;
  finess_site: string | null;
  structure_id: string | null;
  site_name: string | null;
  postcode: string | null;
  city: string | null;
}

/** FINESS establishments as imported. */
export interface HealthEstablishmentsTable {
  finess: string;
  finess_legal: string | null;
  name: string;
  category_code: string | null;
  category_label: string | null;
  siret: string | null;
  siren: string | null;
  postcode: string | null;
  city: string | null;
  updated_on: string | null;
}

export interface HealthImportsTable {
  file_key: string;
  file_name: string;
  kind: string;
  file_date: string | null;
  rows_done: number;
  rejected: number;
  started_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface HealthVerificationsTable {
  representative_id: string;
  company_id: string;
  number: string;
  status: string;
  details: string;
  checked_at: string;
}
