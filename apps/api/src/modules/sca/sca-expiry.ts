import { SCA_OPEN_CHALLENGE_STATUSES, type ScaChallengeStatus } from '@app/domain';
import type { ScaChallenge } from './sca.repository';

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

export const expiresAfter = (now: Date, seconds: number): string =>
  new Date(now.getTime() + seconds * 1000).toISOString();
