import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isLuhnValid,
  isSiretInput,
  isValidSiren,
  isValidSiret,
  normalizeCompanySearchQuery,
  sirenFromSiret,
} from './siren-siret';

// Real identifiers from the INSEE SIRENE stock (identifier columns only).
const sample = readFileSync(new URL('../../data/test/sirene-identifiers.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [siren = '', nic = '', siret = ''] = line.split(',');
    return { siren, nic, siret };
  });

describe('SIREN and SIRET checks', () => {
  it('accepts every real SIREN and SIRET of the SIRENE sample', () => {
    expect(sample.length).toBeGreaterThan(200);
    for (const { siren, siret, nic } of sample) {
      expect(siret).toBe(`${siren}${nic}`);
      expect(isValidSiren(siren), siren).toBe(true);
      expect(isValidSiret(siret), siret).toBe(true);
      expect(sirenFromSiret(siret)).toBe(siren);
    }
  });

  it('accepts known companies with spaces and refuses a changed digit', () => {
    expect(isValidSiren('552 032 534')).toBe(true); // DANONE
    expect(isValidSiren('908595879')).toBe(true);
    expect(isValidSiret('880 878 145 00015')).toBe(true);
    expect(isValidSiren('552032535')).toBe(false);
    expect(isValidSiret('88087814500016')).toBe(false);
    expect(isValidSiret('12345678900003')).toBe(false);
  });

  it('refuses wrong lengths and non-digits', () => {
    expect(isValidSiren('55203253')).toBe(false);
    expect(isValidSiren('55203253A')).toBe(false);
    expect(isValidSiret('5520325340001')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });

  it('applies the La Poste exception: digit sum multiple of 5', () => {
    expect(isValidSiret('35600000000048')).toBe(true); // head office, Luhn key
    // Digit sum 45, Luhn key wrong: valid for La Poste only.
    expect(isValidSiret('35600000098770')).toBe(true);
    expect(isLuhnValid('35600000098770')).toBe(false);
    // Digit sum 29 and no Luhn key: refused.
    expect(isValidSiret('35600000012345')).toBe(false);
    // The same digits outside La Poste follow Luhn.
    expect(isValidSiret('35600000198770')).toBe(false);
  });
});

describe('company search query', () => {
  it('treats digits and spaces as a number search with spaces removed', () => {
    expect(normalizeCompanySearchQuery(' 880 878 145 00015 ')).toEqual({
      kind: 'siret',
      value: '88087814500015',
    });
    expect(normalizeCompanySearchQuery('552 032 534')).toEqual({ kind: 'siren', value: '552032534' });
    expect(normalizeCompanySearchQuery('5520')).toEqual({ kind: 'number', value: '5520' });
  });

  it('keeps a name search as typed, trimmed', () => {
    expect(normalizeCompanySearchQuery('  Cabinet   Dupont 2 ')).toEqual({
      kind: 'text',
      value: 'Cabinet Dupont 2',
    });
  });

  it('checks the SIRET input format: digits and spaces, 14 digits at most', () => {
    expect(isSiretInput('880 878 145 00015')).toBe(true);
    expect(isSiretInput('880878145000150')).toBe(false);
    expect(isSiretInput('88087814500A15')).toBe(false);
  });
});
