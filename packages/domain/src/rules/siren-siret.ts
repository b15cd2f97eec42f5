/** SIREN of La Poste: its establishments' SIRETs do not follow Luhn (too many of them). */
export const LA_POSTE_SIREN = '356000000';

const digitsOnly = (value: string) => value.replace(/\s+/g, '');

/** Luhn checksum: from the right, every second digit doubled (minus 9 above 9); the sum is a multiple of 10. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 9 digits with a valid Luhn key (spaces ignored). */
export function isValidSiren(value: string): boolean {
  const siren = digitsOnly(value);
  return /^\d{9}$/.test(siren) && isLuhnValid(siren);
}

/**
 * 14 digits with a valid Luhn key. La Poste (SIREN 356000000) numbers its establishments beyond what
 * Luhn allows: there a SIRET is valid when its plain digit sum is a multiple of 5; its head office
 * (35600000000048) keeps a Luhn key.
 */
export function isValidSiret(value: string): boolean {
  const siret = digitsOnly(value);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN)) {
    const sum = [...siret].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0 || isLuhnValid(siret);
  }
  return isLuhnValid(siret);
}

/** The SIREN is the first 9 characters of the SIRET (spaces ignored). */
export const sirenFromSiret = (siret: string): string => digitsOnly(siret).slice(0, 9);

/** Digits and spaces, at most 14 digits: the format rule of the SIRET field (spec §5). */
export const isSiretInput = (value: string): boolean =>
  /^[\d ]*$/.test(value) && digitsOnly(value).length <= 14;

export type CompanySearchTerm =
  | { kind: 'siret'; value: string }
  | { kind: 'siren'; value: string }
  | { kind: 'number'; value: string }
  | { kind: 'text'; value: string };

/**
 * A query of digits and spaces is a number search with the spaces removed (14 digits: SIRET,
 * 9 digits: SIREN); anything else is a name search, trimmed.
 */
export function normalizeCompanySearchQuery(query: string): CompanySearchTerm {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  if (/^[\d ]+$/.test(trimmed)) {
    const value = digitsOnly(trimmed);
    if (value.length === 14) return { kind: 'siret', value };
    if (value.length === 9) return { kind: 'siren', value };
    return { kind: 'number', value };
  }
  return { kind: 'text', value: trimmed };
}
