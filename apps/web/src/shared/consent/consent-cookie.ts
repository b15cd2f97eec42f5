import { COOKIE_CONSENT_DAYS, type CookiePreferences, CookiePreferencesSchema } from '@app/domain';

export const CONSENT_COOKIE = 'cookie_consent';

/** The stored choice, or null when none (or an unreadable one) was made. */
export function readConsent(cookieString: string = document.cookie): CookiePreferences | null {
  const entry = cookieString
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return null;
  try {
    const parsed = CookiePreferencesSchema.safeParse(
      JSON.parse(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1))),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores the choice for 365 days (spec §9). */
export function writeConsent(preferences: CookiePreferences): void {
  const maxAge = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(preferences))}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** Without analytics consent, every other cookie of the site is removed (spec §4). */
export function removeOtherCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: see writeConsent
    if (name && name !== CONSENT_COOKIE) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

export const cookiesEnabled = (): boolean => typeof navigator === 'undefined' || navigator.cookieEnabled;
