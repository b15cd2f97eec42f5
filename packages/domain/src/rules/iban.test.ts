import { describe, expect, it } from 'vitest';
import { formatIban, frenchIban, ibanCheckDigits, isValidIban, isValidRib, mod97, ribKey } from './iban';

describe('French bank details', () => {
  it('computes the RIB key, letters in the account number included', () => {
    expect(ribKey('30006', '00001', '12345678901')).toBe('89');
    expect(ribKey('20041', '01005', '0500013M026')).toBe('06');
    expect(isValidRib('20041', '01005', '0500013M026', '06')).toBe(true);
    expect(isValidRib('20041', '01005', '0500013M026', '07')).toBe(false);
  });

  it('computes the IBAN check digits of known valid French IBANs', () => {
    expect(ibanCheckDigits('FR', '20041010050500013M02606')).toBe('14');
    expect(ibanCheckDigits('FR', '30006000011234567890189')).toBe('76');
    expect(frenchIban('30006', '00001', '12345678901')).toBe('FR7630006000011234567890189');
  });

  it('validates IBANs, spaces and case ignored', () => {
    expect(isValidIban('FR14 2004 1010 0505 0001 3M02 606')).toBe(true);
    expect(isValidIban('fr7630006000011234567890189')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('FR7630006000011234567890188')).toBe(false);
    expect(isValidIban('FR7730006000011234567890189')).toBe(false);
    expect(isValidIban('FR76')).toBe(false);
  });

  it('generates valid IBANs for any account number', () => {
    for (const account of ['1', '00000000042', 'ABCDEFGHIJK', '98765432109']) {
      expect(isValidIban(frenchIban('17515', '90000', account))).toBe(true);
    }
  });

  it('formats in groups of four', () => {
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });

  it('computes mod 97 of long numbers', () => {
    expect(mod97('3214282912345698765432161182')).toBe(1);
  });
});
