/*
 * What the web server adds to the app page's first paint for a given visitor. Today: the consent
 * banner, in the visitor's language, until they have answered it. It is the largest text a first
 * visit shows on a narrow window; painted with the page rather than after the app's scripts, the
 * visitor reads it a second sooner on a phone-class device, and nothing moves when the app's
 * banner takes its place.
 */
import { DEFAULT_LOCALE, type Locale } from '@app/domain';
import { readConsent } from '../src/features/cookies/consent-cookie';
import { browserLocale } from '../src/lib/browser-locale';

export { consentBannerFile, FIRST_PAINT_MARKER } from './first-paint-files';

/**
 * The visitor's language as the app will choose it (lib/i18n.ts): the first shipped one of the
 * browser's languages, by preference, else French. A choice stored in the browser is not sent:
 * such a visitor sees the banner in their browser's language until the app starts.
 */
export function visitorLanguage(acceptLanguage: string | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ tag, weight }) => tag && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
  return browserLocale(ranked) ?? DEFAULT_LOCALE;
}

/** Whether the request carries an answer to the consent banner (its cookie, readable). */
export const hasAnsweredConsent = (cookieHeader: string | undefined): boolean =>
  readConsent(cookieHeader ?? '') !== null;
