import { type Locale, translate } from '@app/domain';
import { currentLocale } from './i18n';

/**
 * A validation message: domain keys ("validation.required") are translated with the domain's
 * `translate`; server messages arrive already translated and are returned unchanged. Apart from
 * i18n.ts so that the domain's catalogue stays out of the first screen's JavaScript.
 */
export const translateMessage = (message: string | undefined, locale: Locale = currentLocale()): string =>
  message ? translate(locale, message) : '';
