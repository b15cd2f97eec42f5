import { randomInt } from 'node:crypto';

/** Crockford's base 32 without I, L, O and U: nothing a payer can misread or mistype as another. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'CAP';
const LENGTH = 8;

const randomCode = (length: number): string =>
  Array.from({ length }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');

/** A new shareholder's transfer reference, "CAP-7K2M-Q9XD" (uniqueness is the table's). */
export function newTransferReference(): string {
  const code = randomCode(LENGTH);
  return `${PREFIX}-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The certificate's verification reference, "ADF-2026-7K2M-Q9XD-4HT1" (60 random bits). */
export const newCertificateReference = (at: Date): string =>
  `ADF-${at.getUTCFullYear()}-${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;

/** Upper case, letters and digits only: "cap 7k2m-q9xd" and "CAP-7K2M-Q9XD" are the same reference. */
export const compactReference = (value: string): string => value.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * The references a remittance text may hold, compacted: banks prepend or append their own words
 * ("VIR SEPA CAP 7K2M Q9XD APPORT CAPITAL"), so every run of the reference's length starting with
 * its prefix is a candidate, matched against the stored references (compacted the same way).
 */
export function referenceCandidates(remittance: string): string[] {
  const compact = compactReference(remittance);
  const size = PREFIX.length + LENGTH;
  const candidates = new Set<string>();
  for (let index = compact.indexOf(PREFIX); index >= 0; index = compact.indexOf(PREFIX, index + 1)) {
    if (index + size <= compact.length) candidates.add(compact.slice(index, index + size));
  }
  return [...candidates];
}
