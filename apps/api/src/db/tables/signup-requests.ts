/**
 * pending: created elsewhere (partner, seed), not yet taken by an account;
 * processing: taken by an account, the opening is in progress; completed: opening finished;
 * cancelled: withdrawn.
 */
export type SignupRequestStatus = 'pending' | 'processing' | 'completed' | 'cancelled';

export interface SignupRequestsTable {
  id: string;
  user_id: string | null;
  type: 'existing_company' | 'new_company';
  status: SignupRequestStatus;
  company_name: string | null;
  siren: string | null;
  last_name: string | null;
  first_name: string | null;
  phone: string | null;
  email: string | null;
  /** JSON: prefilled company fields (spec §3 Company), null when the partner sent none. */
  company_data: string | null;
  /** Who created it: partner, seed... */
  source: string;
  created_at: string;
  updated_at: string;
  /** The partner whose API call created it (null: seed, older rows). */
  partner_id: string | null;
  /** The partner's own reference of it (a member or file number), named in its status reports. */
  partner_reference: string | null;
  /** When the customer link was e-mailed at the partner's request. */
  link_emailed_at: string | null;
}
