import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether the bearer presented is a service's credential (the bank feed's). Both are hashed first
 * so that the comparison takes the same time whatever the length or the first differing character.
 */
export function isServiceCredential(presented: string | undefined, expected: string): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}
