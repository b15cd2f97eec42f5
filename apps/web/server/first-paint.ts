/*
 * What the web server adds to the app page's first paint for a given visitor, in their language:
 * the consent banner until they have answered it, and the first lines of the home page and of
 * the mobile notice in place of the shell's skeleton. They are the largest text a first visit
 * shows; painted with the page rather than after the app's scripts, the visitor reads them a
 * second sooner on a phone-class device, and nothing moves when the app's own take their place.
 */
import { DEFAULT_LOCALE, type Locale, type RuntimeConfigReply } from '@app/domain';
import { browserLocale } from '@app/ui';
import { readConsent } from '../src/shared/consent/consent-cookie';
import { paths } from '../src/shared/journey/paths';
import { escapeHtml } from './escape-html';
import { BANK_NAME_SLOT, BRAND_NAME_SLOT, type FirstScreen } from './first-paint-files';

export {
  consentBannerFile,
  FIRST_PAINT_MARKER,
  FIRST_SCREEN_END,
  FIRST_SCREEN_START,
  firstScreenFile,
} from './first-paint-files';

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

/**
 * The screen whose first lines the page can carry, or null: the mobile notice (not its legal
 * page); the home page when the app will show it as it is, with the brand's and the bank's names
 * known (not while a link's parameters are handled, nor when signing in comes first).
 */
export function firstScreenOf(
  page: { mobileNotice: boolean; path: string; search: string },
  config: RuntimeConfigReply | null,
): FirstScreen | null {
  if (page.mobileNotice) return page.path === paths.legalNotice ? null : 'mobile-notice';
  if (page.path !== paths.home || page.search !== '' || !config) return null;
  const { forcedLogin, signupRequest } = config.features;
  return forcedLogin && signupRequest ? null : 'home';
}

/** A screen's file with the brand's and the bank's names written in (escaped). */
export function withBrandNames(markup: string, config: RuntimeConfigReply | null): string {
  return markup
    .replaceAll(BRAND_NAME_SLOT, escapeHtml(config?.brand.name ?? ''))
    .replaceAll(BANK_NAME_SLOT, escapeHtml(config?.brand.bankName ?? ''));
}
