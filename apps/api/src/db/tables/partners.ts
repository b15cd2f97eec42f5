export interface PartnersTable {
  id: string;
  name: string;
  /** Public identifier given to the insurer (OAuth client_id). */
  client_id: string;
  /** SHA-256 of the 256-bit random secret (shown once at creation). */
  secret_hash: string;
  /** Space-separated scopes the partner may ask for. */
  scopes: string;
  created_at: string;
  disabled_at: string | null;
}

export interface PartnerAccessTokensTable {
  /** SHA-256 of the opaque bearer token: a stolen table gives no usable token. */
  token_hash: string;
  partner_id: string;
  scopes: string;
  created_at: string;
  expires_at: string;
}
