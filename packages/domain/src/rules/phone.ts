/** Optional leading plus, then digits and spaces only, with at least one digit (spec §5). */
export const PHONE_PATTERN = /^\+?[\d ]*\d[\d ]*$/;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

/** "+33 6 12 34 56 78" -> "+33612345678". */
export const compactPhone = (value: string): string => value.replace(/\s+/g, '');

/**
 * A French number written as the forms show one ("Exemple : 01 23 45 67 89"): in pairs after the
 * national 0, or after +33 and the first digit; any other number as it came, trimmed. Plain
 * spaces, which the phone fields accept.
 */
export function displayPhone(value: string): string {
  const compact = value.replace(/[\s.-]/g, '');
  const pairs = (digits: string) => digits.replace(/(\d{2})(?=\d)/g, '$1 ');
  if (/^0\d{9}$/.test(compact)) return pairs(compact);
  if (/^\+33\d{9}$/.test(compact)) return `+33 ${compact.slice(3, 4)} ${pairs(compact.slice(4))}`;
  return value.trim();
}
