import { LEGAL_FORM_CODES, LEGAL_FORM_LABELS } from '../tables/legal-forms';

/**
 * Whether a transfer's payer is the shareholder whose reference it carries: a capital deposit
 * must come from an account in the shareholder's own name. Banks write names their own way
 * ("MARTIN CAMILLE", "Mme Camille Martin", "DR MARTIN C"...), so names are compared as words:
 * without case, accents or punctuation, civil titles dropped, and, for a person, in any order;
 * a company's name with or without its legal form.
 */
export type PayerHolder =
  | { kind: 'person'; firstName: string; lastName: string }
  | { kind: 'company'; name: string; legalForm: string | null }
  /** A sole trader: their business is themselves, its accounts are in their own name. */
  | { kind: 'sole_trader'; firstName: string; lastName: string; name: string; legalForm: string | null };

/** Civil and professional titles that may precede a name on a bank statement (fr, en, de). */
const TITLES = new Set([
  'm',
  'mr',
  'mme',
  'mlle',
  'mrs',
  'ms',
  'miss',
  'monsieur',
  'madame',
  'mademoiselle',
  'dr',
  'docteur',
  'doctor',
  'doktor',
  'pr',
  'prof',
  'professeur',
  'professor',
  'me',
  'maitre',
  'herr',
  'frau',
]);

/** "Société d'Exercice Libéral" -> ["societe", "d", "exercice", "liberal"]. */
export function nameWords(value: string): string[] {
  return (
    value
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/ß/g, 'ss')
      // Dotted initials of a legal form ("S.A.R.L.") are one word.
      .replace(/\b(?:[a-z]\.){2,}/g, (dotted) => dotted.replaceAll('.', ''))
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0)
  );
}

const withoutTitles = (words: string[]): string[] => words.filter((word) => !TITLES.has(word));

const sameWordsAnyOrder = (a: string[], b: string[]): boolean =>
  a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

const LEGAL_FORM_WORDS = new Set(LEGAL_FORM_CODES.map((code) => code.toLowerCase()));

/** Legal forms' long names, in French, as words, longest first (SELARL's holds SEL's). */
const longForms: string[][] = Object.values(LEGAL_FORM_LABELS)
  .map((label) => nameWords(label.fr))
  .sort((a, b) => b.length - a.length);

/** A company's name without its legal form, abbreviated or in full, wherever it is written. */
function companyCore(words: string[]): string {
  let text = ` ${words.join(' ')} `;
  for (const form of longForms) {
    if (form.length > 1) text = text.replaceAll(` ${form.join(' ')} `, ' ');
  }
  return text
    .split(' ')
    .filter((word) => word.length > 0 && !LEGAL_FORM_WORDS.has(word))
    .join(' ');
}

export function payerNameMatches(payerName: string, holder: PayerHolder): boolean {
  const payer = nameWords(payerName);
  if (holder.kind === 'sole_trader') {
    // "Dr Sophie Le Goff", "LE GOFF SOPHIE EI", or the business's own name.
    const person = nameWords(`${holder.firstName} ${holder.lastName}`);
    const payerPerson = companyCore(withoutTitles(payer))
      .split(' ')
      .filter((word) => word.length > 0);
    return (
      (person.length > 0 && sameWordsAnyOrder(payerPerson, person)) ||
      payerNameMatches(payerName, { kind: 'company', name: holder.name, legalForm: holder.legalForm })
    );
  }
  if (holder.kind === 'person') {
    const expected = nameWords(`${holder.firstName} ${holder.lastName}`);
    return expected.length > 0 && sameWordsAnyOrder(withoutTitles(payer), expected);
  }
  const expected = companyCore(nameWords(holder.name));
  return expected.length > 0 && companyCore(payer) === expected;
}
