import type { Generated } from 'kysely';

export interface AccountsTable {
  id: string;
  uuid: string;
  /** A current account, or the blocked account of a company's capital deposit (one of each per company). */
  kind: Generated<'current' | 'capital_deposit'>;
  company_id: string;
  user_id: string;
  bank_code: string;
  branch_code: string;
  account_number: string;
  rib_key: string;
  iban: string;
  bic: string;
  bank_name: string;
  holder_name: string;
  /** The holder's SIREN (an enrollment's current account: the registered company's). */
  holder_siren: string | null;
  /** JSON {street, details, zip, city, country} */
  holder_address: string;
  created_at: string;
  /** When each box of the terms screen was ticked (ISO-8601); null for accounts opened before. */
  terms_accepted_at: string | null;
  deposit_guarantee_accepted_at: string | null;
  consent_accepted_at: string | null;
  /** JSON {terms, deposit_guarantee, consent}: the version of each document accepted. */
  accepted_document_versions: string | null;
  /** The optional communication box: when ticked, else null. */
  communication_accepted_at: string | null;
}
