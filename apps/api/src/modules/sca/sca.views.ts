import type { ScaChallengeReply, ScaTokenReply } from '@app/domain';
import type { ScaChallenge, ScaToken } from './sca.repository';
import { effectiveStatus, secondsLeft } from './sca-expiry';

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
