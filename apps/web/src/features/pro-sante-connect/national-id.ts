/**
 * The federation's identifier from what the practitioner types: an RPPS (11 digits) becomes
 * 8 + RPPS, an ADELI (9 digits) 0 + ADELI; the identifier itself is taken as is. Null otherwise.
 */
export function nationalIdOf(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  if (/^\d{11}$/.test(digits)) return `8${digits}`;
  if (/^\d{9}$/.test(digits)) return `0${digits}`;
  return /^[08]\d{9,11}$/.test(digits) ? digits : null;
}
