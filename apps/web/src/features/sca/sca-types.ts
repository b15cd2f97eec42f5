import type { ScaMethodType } from '@app/domain';

/** Shapes of the SCA routes (apps/api/src/routes/sca/sca.schemas.ts). */
export type ScaMethod = ScaMethodType;

export type ScaChallengeStatus =
  | 'init'
  | 'triggered'
  | 'accepted'
  | 'rejected'
  | 'failed'
  | 'expired'
  | 'consumed';

export interface ScaToken {
  id: string;
  type: ScaMethod;
  status: 'init' | 'active' | 'revoked';
  /** Masked e-mail or phone, or the device name. */
  description: string;
  device_name: string | null;
  device_os: string | null;
  created_at: string;
  last_used_at: string | null;
}

export interface ScaChallenge {
  id: string;
  status: ScaChallengeStatus;
  action: string;
  /** What the user confirms, already translated by the API. */
  description: string;
  event: string;
  /** Seconds left. */
  ttl: number;
  expires_at: string;
  token: { id: string; type: ScaMethod; description: string } | null;
}

/** Body of a 399 answer. */
export interface ScaRequired {
  code: 'sca_required';
  message?: string;
  challenge: ScaChallenge;
  setup_required: boolean;
  available: ScaMethod[];
  tokens: ScaToken[];
}

export interface ScaPairing {
  challenge_id: string;
  pairing_secret: string;
  api_url: string;
}

/** GET /sca/tokens/{type}/enroll/init. */
export interface ScaEnrollment {
  id: string;
  type: ScaMethod;
  description: string;
  ttl: number;
  challenge: { id: string };
  pairing?: ScaPairing;
}

/** Token status during enrolment: active once set up; init or triggered while waiting. */
export type ScaEnrollStatus = ScaToken['status'] | ScaChallengeStatus;
