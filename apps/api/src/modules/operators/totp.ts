import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the previous and next 30 seconds are accepted too (clock drift). */
const WINDOW = 1;

const totpOf = (secret: string, label = 'operator') =>
  new TOTP({
    issuer: 'Back-office',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new enrolment: the base32 secret and the otpauth:// URL an authenticator app reads. */
export function newTotpEnrolment(email: string, issuer: string): { secret: string; url: string } {
  const secret = new Secret({ size: 20 }).base32;
  const totp = new TOTP({ issuer, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret });
  return { secret, url: totp.toString() };
}

/**
 * The time step the code belongs to, or null when it is not valid now. The caller refuses a
 * step at or before the last one accepted, so a code cannot be used twice (replay).
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The current code (for the operator-creation command's self-check and for tests). */
export const currentTotp = (secret: string, now: Date): string =>
  totpOf(secret).generate({ timestamp: now.getTime() });

export const isTotpShaped = (code: string): boolean => /^\d{6}$/.test(code);
