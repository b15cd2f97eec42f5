import type { Locale } from '../locale';

const LOCALE_TAGS: Readonly<Record<Locale, string>> = { fr: 'fr-FR', en: 'en-GB', de: 'de-DE' };

/**
 * How a placeholder shows a number: "{minAmount, amount}" in euros ("50 000 €", "€50,000",
 * "50.000 €"), "{max, number}" as a number of the language ("2 147 483 647"). A plain "{count}"
 * holding a number is shown as a number too; the format matters when the value arrives as text
 * (parameters carried inside a validation message).
 */
export type PlaceholderFormat = 'amount' | 'number';

/** "{name}" or "{name, amount}" / "{name, number}"; name and format are the groups. */
export const PLACEHOLDER = /\{(\w+)(?:,\s*(amount|number))?\}/g;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, format: PlaceholderFormat, whole: boolean): Intl.NumberFormat {
  const id = `${locale}:${format}:${whole}`;
  let found = formatters.get(id);
  if (!found) {
    // Whole euros show no cents ("50 000 €"); any cent shows both digits ("12,50 €").
    const digits = whole ? 0 : 2;
    found = new Intl.NumberFormat(
      LOCALE_TAGS[locale],
      format === 'amount'
        ? { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }
        : {},
    );
    formatters.set(id, found);
  }
  return found;
}

/** A number as the language writes it; the narrow no-break spaces of fr-FR are kept. */
export const formatNumber = (locale: Locale, value: number, format: PlaceholderFormat = 'number'): string =>
  formatter(locale, format, Number.isInteger(value)).format(value);

/**
 * An amount of money always with its cents ("6 000,00 €", "€6,000.00", "6.000,00 €"): what a
 * holder must pay or has paid, where "6 000 €" would read as an estimate.
 */
export const formatMoney = (locale: Locale, value: number): string =>
  formatter(locale, 'amount', false).format(value);

/** Cents as money of the language (see formatMoney). */
export const formatEuroCents = (locale: Locale, cents: number): string => formatMoney(locale, cents / 100);

// Brand and legal notices: a configured price, in the currency the bank set.
/** An amount in any currency, written the language's way; whole amounts without cents ("9 €"). */
export const formatCurrencyAmount = (locale: Locale, value: number, currency: string): string => {
  const digits = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
};
