import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SCA_CODE_LENGTH } from './sca.constants';

/** Six uniformly drawn digits (leading zeros kept). */
export function newScaCode(): string {
  return randomInt(0, 10 ** SCA_CODE_LENGTH)
    .toString()
    .padStart(SCA_CODE_LENGTH, '0');
}

/**
 * Keyed hash bound to the challenge: a leaked table reveals no code (1e6 candidates would be
 * trivial to try against a plain hash), and a hash cannot be moved to another challenge.
 */
export function hashScaSecret(key: string, challengeId: string, value: string): string {
  return createHmac('sha256', key).update(`${challengeId}:${value}`).digest('hex');
}

export function verifyScaSecret(key: string, challengeId: string, value: string, expected: string): boolean {
  const actual = Buffer.from(hashScaSecret(key, challengeId, value), 'hex');
  const wanted = Buffer.from(expected, 'hex');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}
