import { createHmac, timingSafeEqual } from 'node:crypto';

/** A receiver refuses a signature older (or newer) than this: a captured call cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * The X-Signature header of every call to a partner's endpoint: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "t.body">`, one v1 per secret (two while the partner rotates its key: it accepts
 * the call when any v1 matches its key).
 */
export function signBody(body: string, secrets: readonly string[], timestamp: number): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${hmac(secret, timestamp, body)}`)].join(',');
}

/** The receiver's check (docs/partner-api.md shows the same in a few lines). */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return parts
    .filter(([name, value]) => name === 'v1' && value !== undefined)
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
