import { describe, expect, it } from 'vitest';
import { formatAmountFr, formatEuros, isValidAmount, normalizeAmount, parseAmount, roundTo2 } from './amount';
import { compactPhone, isValidPhone } from './phone';
import { isValidRna } from './rna';

const spaces = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts', () => {
  it('accepts digits or up to two decimals, comma or dot', () => {
    for (const value of ['0', '10000', '10000,5', '10000.50', '10 000,50', 2500.5]) {
      expect(isValidAmount(value), String(value)).toBe(true);
    }
  });

  it('refuses three decimals, signs and letters', () => {
    for (const value of ['10,555', '-5', '1e3', 'abc', '', '10,', ',5', -1, Number.NaN]) {
      expect(isValidAmount(value), String(value)).toBe(false);
    }
  });

  it('normalises and parses', () => {
    expect(normalizeAmount('10 000,5')).toBe('10000.5');
    expect(parseAmount('2 500,25')).toBe(2500.25);
    expect(parseAmount('x')).toBeNull();
    expect(roundTo2(1.005)).toBe(1.01);
  });

  it('formats fr-FR', () => {
    expect(spaces(formatEuros(2500))).toBe('2 500,00 €');
    expect(spaces(formatAmountFr(1234567.891))).toBe('1 234 567,89');
  });
});

describe('phone format', () => {
  it('accepts an optional leading plus then digits and spaces', () => {
    expect(isValidPhone('06 12 34 56 78')).toBe(true);
    expect(isValidPhone('+33 6 12 34 56 78')).toBe(true);
    expect(isValidPhone('0612345678')).toBe(true);
  });

  it('refuses other characters', () => {
    for (const value of ['06-12-AB', '06.12.34.56.78', '++33612345678', '33+6', '', '   ', '+']) {
      expect(isValidPhone(value), value).toBe(false);
    }
  });

  it('compacts', () => {
    expect(compactPhone('+33 6 12 34 56 78')).toBe('+33612345678');
  });
});

describe('RNA', () => {
  it('accepts 10 or 14 upper-case letters and digits', () => {
    expect(isValidRna('W751234567')).toBe(true);
    expect(isValidRna('12345678901234')).toBe(true);
    expect(isValidRna('w751234567')).toBe(false);
    expect(isValidRna('W75123456')).toBe(false);
    expect(isValidRna('W7512345678')).toBe(false);
  });
});
