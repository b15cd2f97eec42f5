import type { RegistrationType } from '@app/domain';

export interface UsersTable {
  id: string;
  email: string;
  /** Absent for an account reached through Pro Santé Connect only. */
  password_hash: string | null;
  gender: number;
  first_name: string;
  last_name: string;
  phone: string;
  nationality: string;
  /** Written only from the domain's RegistrationType. */
  registration_type: RegistrationType;
  voucher: string | null;
  email_sponsor: string | null;
  language: string;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Refreshed as the token is used (at most once a minute); idle too long, the token is refused. */
  last_seen_at: string;
}
