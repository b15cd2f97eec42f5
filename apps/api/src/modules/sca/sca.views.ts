import type { ScaChallengeStatus } from '../../db/tables/sca';
import type { ScaChallenge, ScaToken } from './sca.repository';

export interface ScaTokenView {
  id: string;
  type: ScaToken['type'];
  status: ScaToken['status'];
  description: string;
  device_name: string | null;
  device_os: string | null;
  created_at: string;
  last_used_at: string | null;
}

export interface ScaChallengeView {
  id: string;
  status: ScaChallengeStatus;
  action: string;
  description: string;
  event: string;
  /** Seconds left before the challenge (or its code) expires. */
  ttl: number;
  expires_at: string;
  token: { id: string; type: ScaToken['type']; description: string } | null;
}

const OPEN_STATUSES: readonly ScaChallengeStatus[] = ['init', 'triggered', 'accepted'];

/** Expiry is decided on read with the injected clock; the stored status may lag behind. */
export function effectiveStatus(challenge: ScaChallenge, now: Date): ScaChallengeStatus {
  if (OPEN_STATUSES.includes(challenge.status) && challenge.expires_at <= now.toISOString()) return 'expired';
  return challenge.status;
}

export function secondsLeft(expiresAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 1000));
}

export function tokenView(token: ScaToken): ScaTokenView {
  return {
    id: token.id,
    type: token.type,
    status: token.status,
    description: token.description,
    device_name: token.device_name,
    device_os: token.device_os,
    created_at: token.activated_at ?? token.created_at,
    last_used_at: token.last_used_at,
  };
}

export function challengeView(
  challenge: ScaChallenge,
  token: ScaToken | undefined,
  now: Date,
): ScaChallengeView {
  return {
    id: challenge.id,
    status: effectiveStatus(challenge, now),
    action: challenge.action,
    description: challenge.description,
    event: challenge.event,
    ttl: secondsLeft(challenge.expires_at, now),
    expires_at: challenge.expires_at,
    token: token ? { id: token.id, type: token.type, description: token.description } : null,
  };
}
