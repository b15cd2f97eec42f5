import { createHmac, timingSafeEqual } from 'node:crypto';

/** "payload.signature" with an HMAC-SHA-256 over the payload, base64url. */
export function sign(secret: string, payload: string): string {
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

/** The payload when the signature matches, else undefined; compared in constant time. */
export function unsign(secret: string, value: string): string | undefined {
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = createHmac('sha256', secret).update(payload).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : undefined;
}
