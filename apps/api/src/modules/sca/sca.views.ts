import {
  SCA_OPEN_CHALLENGE_STATUSES,
  type ScaChallengeReply,
  type ScaChallengeStatus,
  type ScaTokenReply,
} from '@app/domain';
import type { ScaChallenge, ScaToken } from './sca.repository';

const isOpen = (status: ScaChallengeStatus) =>
  (SCA_OPEN_CHALLENGE_STATUSES as readonly ScaChallengeStatus[]).includes(status);

/** Expiry is decided on read with the injected clock; the stored status may lag behind. */
export function effectiveStatus(challenge: ScaChallenge, now: Date): ScaChallengeStatus {
  if (isOpen(challenge.status) && challenge.expires_at <= now.toISOString()) return 'expired';
  return challenge.status;
}

export function secondsLeft(expiresAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 1000));
}

export function tokenView(token: ScaToken): ScaTokenReply {
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
): ScaChallengeReply {
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
