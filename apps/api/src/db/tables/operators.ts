import type { Locale, OperatorRole } from '@app/domain';

/** The bank's back-office operators (created by `npm run operator:create`). */
export interface OperatorsTable {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  password_hash: string;
  /** The base32 TOTP secret, shown once at creation, sealed at rest (modules/operators/totp-seed-seal.ts). */
  totp_secret_sealed: string;
  /** The last accepted TOTP time step: a code of that step or an earlier one is refused (replay). */
  totp_last_step: number | null;
  disabled_at: string | null;
  created_at: string;
}

export interface OperatorRecoveryCodesTable {
  id: string;
  operator_id: string;
  /** SHA-256 of the normalised code; the code itself is shown once. */
  code_hash: string;
  used_at: string | null;
}

export interface OperatorSessionsTable {
  id: string;
  operator_id: string;
  token_hash: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  ended_at: string | null;
}

/** A role proposed by one administrator, in force once another confirms it (four-eyes). */
export interface OperatorRoleGrantsTable {
  id: string;
  operator_id: string;
  role: OperatorRole;
  proposed_by: string;
  proposed_at: string;
  confirmed_by: string | null;
  confirmed_at: string | null;
}

/**
 * A one-time link: an invitation (the operator row is created when it is accepted, with
 * `operator_id`) or a second-factor reset of an existing operator. Only the token's SHA-256.
 */
export interface OperatorInvitationsTable {
  id: string;
  purpose: 'invitation' | 'second_factor_reset';
  operator_id: string;
  email: string;
  name: string;
  role: OperatorRole;
  token_hash: string;
  /** The TOTP secret to enrol, sealed under `operator_id` (totp-seed-seal.ts). */
  totp_secret_sealed: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

/**
 * An invitation to a role with power, proposed by one administrator and sent once another
 * confirms it (four-eyes); `outcome` is null while it waits.
 */
export interface OperatorInvitationProposalsTable {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  /** The proposer's language, the e-mail's. */
  locale: Locale;
  proposed_by: string;
  proposed_at: string;
  outcome: 'confirmed' | 'declined' | 'withdrawn' | null;
  decided_by: string | null;
  decided_at: string | null;
}
