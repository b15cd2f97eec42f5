export interface VouchersTable {
  /** Upper case, as typed by the user after normalisation. */
  code: string;
  text_fr: string;
  text_en: string;
  text_de: string;
  valid_from: string | null;
  valid_until: string | null;
  active: number;
  created_at: string;
}
