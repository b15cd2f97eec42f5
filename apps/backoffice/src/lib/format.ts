import type { Locale } from '@app/domain';
import type { Translate } from './i18n';

/** Dates and numbers are written the way of the operator's language, in its usual country. */
const FORMATS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', de: 'de-DE' };

/** A date and time in the operator's language. */
export const formatDateTime = (iso: string, language: Locale) =>
  new Intl.DateTimeFormat(FORMATS[language], {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

/** A number with at most one decimal, in the operator's language ("3,9" in French). */
export const formatDecimal = (value: number, language: Locale) =>
  new Intl.NumberFormat(FORMATS[language], { maximumFractionDigits: 1 }).format(value);

/** A duration as minutes and seconds ("4 min 05 s"), or seconds under a minute. */
export function formatDuration(ms: number, t: Translate) {
  const total = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes > 0
    ? t('recordings.minutes', { minutes, seconds: String(seconds).padStart(2, '0') })
    : t('recordings.seconds', { seconds });
}

/** A calendar day (YYYY-MM-DD) in the operator's language, read as that very day wherever the browser is. */
export const formatDay = (day: string, language: Locale) =>
  new Intl.DateTimeFormat(FORMATS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
