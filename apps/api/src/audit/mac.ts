import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuditKey } from './audit-keys';

/**
 * HMAC-SHA-256 of a text under the key, in hex. The purpose is sealed with it, so an entry's seal
 * can never pass for a checkpoint's, nor the other way round.
 */
export const mac = (key: AuditKey, purpose: 'entry' | 'checkpoint', text: string): string =>
  createHmac('sha256', key.secret).update(`audit journal ${purpose}\n${text}`).digest('hex');

/** Whether two seals are the same, in a time that does not tell how much of them matched. */
export function sameSeal(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(actual, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
