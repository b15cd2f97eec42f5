import { isLuhnValid } from '../siren-siret';

/** The practitioner directories: RPPS (11 digits) and its predecessor ADELI (9 digits). */
export type ProfessionalNumberKind = 'rpps' | 'adeli';

/** The directory file's `Type d'identifiant PP` for each kind. */
export const PROFESSIONAL_ID_TYPE: Readonly<Record<ProfessionalNumberKind, string>> = {
  rpps: '8',
  adeli: '0',
};

export type ProfessionalNumberCheck =
  | { ok: true; kind: ProfessionalNumberKind; number: string }
  | { ok: false; reason: 'format' | 'key' };

/** Spaces and dots people type between groups of digits; nothing else is forgiven. */
export const compactNumber = (value: string): string => value.replace(/[\s.]/g, '');

/**
 * An RPPS (11 digits) or ADELI (9 digits) number whose last digit is its Luhn key, as the
 * directory publishes them. A number of another length is a format error, a wrong last digit a key error.
 */
export function checkProfessionalNumber(value: string): ProfessionalNumberCheck {
  const number = compactNumber(value);
  if (!/^\d+$/.test(number)) return { ok: false, reason: 'format' };
  const kind = number.length === 11 ? 'rpps' : number.length === 9 ? 'adeli' : null;
  if (!kind) return { ok: false, reason: 'format' };
  if (!isLuhnValid(number)) return { ok: false, reason: 'key' };
  return { ok: true, kind, number };
}

/** A FINESS number: 9 characters, département first (2A/2B in Corsica), Luhn key on the digits. */
export function isValidFiness(value: string): boolean {
  const finess = compactNumber(value).toUpperCase();
  if (!/^(\d{2}|2A|2B)\d{7}$/.test(finess)) return false;
  // Corsica's letters count as the former département 20 for the key.
  return isLuhnValid(finess.replace(/^2[AB]/, '20'));
}
