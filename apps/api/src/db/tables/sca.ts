import type { ScaChallengeStatus, ScaMethodType, ScaTokenStatus } from '@app/domain';

/** The token types and statuses are the domain's (the web reads the same tables). */
export type ScaTokenType = ScaMethodType;
export type { ScaChallengeStatus, ScaTokenStatus };
export type ScaChallengePurpose = 'enroll' | 'authorize';
export interface ScaTokensTable {
  id: string;
  user_id: string;
  type: ScaTokenType;
  status: ScaTokenStatus;
  /** Masked e-mail or phone, or the device name for the app: what the user sees. */
  description: string;
  /** Where codes go (e-mail address or phone number); null for the app. */
  destination: string | null;
  device_name: string | null;
  device_os: string | null;
  /** App only: the device's ECDSA P-256 public key as JWK text. */
  public_key: string | null;
  /** App only: timestamp of the last signed device request, so a request cannot be replayed. */
  last_signed_at: string | null;
  created_at: string;
  activated_at: string | null;
  last_used_at: string | null;
}

export interface ScaChallengesTable {
  id: string;
  user_id: string;
  token_id: string | null;
  action: string;
  purpose: ScaChallengePurpose;
  status: ScaChallengeStatus;
  /** HMAC of the current code (or of the app pairing secret); never the code itself. */
  code_hash: string | null;
  /** The outbox message carrying the current code (e-mail or SMS); null for the app. */
  code_message_id: string | null;
  attempts: number;
  ttl: number;
  expires_at: string;
  description: string;
  event: string;
  created_at: string;
  triggered_at: string | null;
  validated_at: string | null;
  consumed_at: string | null;
}

/** One row per code sent, to cap how many codes a user can make the bank send. */
export interface ScaCodeSendsTable {
  id: string;
  user_id: string;
  challenge_id: string;
  channel: 'email' | 'sms';
  created_at: string;
}
