import { isLocale, type Locale } from '@app/domain';

/** The first of the browser's languages the app is shipped in, if any (decisions §2). */
export function browserLocale(browser: readonly string[]): Locale | null {
  for (const tag of browser) {
    const short = tag.slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  return null;
}
