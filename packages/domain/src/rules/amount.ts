/** Digits, or digits with up to two decimals; comma or dot as separator (spec §5 numeric inputs). */
export const AMOUNT_PATTERN = /^\d+([.,]\d{1,2})?$/;

/** Spaces (also the non-breaking ones fr-FR formatting puts in) are thousands separators. */
const stripSpaces = (value: string): string => value.replace(/[\s\u00a0\u202f]+/g, '');

export const isValidAmount = (value: string | number): boolean =>
  typeof value === 'number'
    ? Number.isFinite(value) && value >= 0 && isValidAmount(String(value))
    : AMOUNT_PATTERN.test(stripSpaces(value));

/** "10 000,5" -> "10000.5"; null when it is not an amount. */
export function normalizeAmount(value: string | number): string | null {
  if (!isValidAmount(value)) return null;
  return typeof value === 'number' ? String(value) : stripSpaces(value).replace(',', '.');
}

/** "10 000,50" -> 10000.5; null when it is not an amount. */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const normalized = normalizeAmount(value);
  return normalized === null ? null : Number(normalized);
}

/** Rounds half away from zero to two decimals without binary drift (1.005 -> 1.01). */
export function roundTo2(value: number): number {
  return (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100;
}

// Built at first use, not when the module loads: a browser's first Intl formatter loads its
// locale data, tens of milliseconds that a page importing these rules should not wait for.
let euroFormat: Intl.NumberFormat | undefined;
let numberFormat: Intl.NumberFormat | undefined;

/** 2500 -> "2 500,00 €" (fr-FR, narrow non-breaking spaces as Intl writes them). */
export const formatEuros = (value: number): string => {
  euroFormat ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
  return euroFormat.format(value);
};

/** 2500 -> "2 500,00" (fr-FR). */
export const formatAmountFr = (value: number): string => {
  numberFormat ??= new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return numberFormat.format(value);
};
