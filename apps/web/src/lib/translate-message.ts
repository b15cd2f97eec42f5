import type { Locale } from '@app/domain';
import { translateText } from './domain-messages';
import { currentLocale } from './i18n';

/**
 * A validation message: domain keys ("validation.required") are translated with the domain's
 * catalogue; server messages arrive already translated and are returned unchanged.
 */
export const translateMessage = (message: string | undefined, locale: Locale = currentLocale()): string =>
  message ? translateText(locale, message) : '';
