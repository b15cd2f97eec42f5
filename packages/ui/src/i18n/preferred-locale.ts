import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/domain';

/** The first of the browser's languages the apps are shipped in, if any (decisions §2). */
export function browserLocale(browser: readonly string[]): Locale | null {
  for (const tag of browser) {
    const short = tag.slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  return null;
}

/** The browser's languages, most preferred first; none outside a browser (a test, a build script). */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** The language an app starts in: the reader's stored choice, else the browser's, else French. */
export function preferredLocale(stored: string | null, browser: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  return browserLocale(browser) ?? DEFAULT_LOCALE;
}
