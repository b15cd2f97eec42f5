export interface AccountsTable {
  id: string;
  uuid: string;
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
  /** JSON {street, details, zip, city, country} */
  holder_address: string;
  created_at: string;
}
