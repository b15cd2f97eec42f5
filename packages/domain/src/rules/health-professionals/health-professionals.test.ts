import { describe, expect, it } from 'vitest';
import { namesMatch, normalizePersonName } from './names';
import { checkProfessionalNumber, isValidFiness } from './numbers';
import { isHealthFinessCategory, isHealthProfession } from './professions';

describe('RPPS and ADELI numbers', () => {
  it.each([
    ['10001045367', 'rpps'],
    ['10104335319', 'rpps'],
    ['012600631', 'adeli'],
    ['759124159', 'adeli'],
  ])('accepts the published number %s as %s', (number, kind) => {
    expect(checkProfessionalNumber(number)).toEqual({ ok: true, kind, number });
  });

  it('forgives the spaces and dots typed between groups', () => {
    expect(checkProfessionalNumber(' 100 010 453 67 ')).toMatchObject({ ok: true, number: '10001045367' });
    expect(checkProfessionalNumber('01.26.00.631')).toMatchObject({ ok: true, kind: 'adeli' });
  });

  it.each(['10001045368', '10104335310', '012600632', '759124150', '10001045376'])(
    'refuses %s for its check key (one digit wrong or two swapped)',
    (number) => {
      expect(checkProfessionalNumber(number)).toEqual({ ok: false, reason: 'key' });
    },
  );

  it.each(['1000104536', '100010453671', '01260063', 'ABCDEFGHIJK', '', '1000104536X'])(
    'refuses %s for its format',
    (number) => {
      expect(checkProfessionalNumber(number)).toEqual({ ok: false, reason: 'format' });
    },
  );
});

describe('FINESS numbers', () => {
  it('accepts the published numbers', () => {
    expect(isValidFiness('010000024')).toBe(true);
    expect(isValidFiness('010780054')).toBe(true);
  });
  it('refuses a wrong key or length', () => {
    expect(isValidFiness('010000025')).toBe(false);
    expect(isValidFiness('01000002')).toBe(false);
  });
});

describe('name comparison', () => {
  it('ignores case, accents, hyphens and apostrophes', () => {
    expect(normalizePersonName("  Marie-Hélène D'Aubigné ")).toBe('marie helene d aubigne');
    expect(
      namesMatch(
        { first_name: 'marie helene', last_name: 'DAUBIGNE' },
        { first_name: 'Marie-Hélène', last_name: "D'AUBIGNE" },
      ),
    ).toBe(false); // "daubigne" is one word, "d aubigne" two: not the same name
    expect(
      namesMatch(
        { first_name: 'marie helene', last_name: "d'aubigné" },
        { first_name: 'Marie-Hélène', last_name: "D'AUBIGNE" },
      ),
    ).toBe(true);
  });

  it('matches a married compound name with the practice name, and a birth name', () => {
    const directory = { first_name: 'Camille', last_name: 'MARTIN' };
    expect(namesMatch({ first_name: 'Camille', last_name: 'Martin-Durand' }, directory)).toBe(true);
    expect(namesMatch({ first_name: 'Camille', last_name: 'Durand', birth_name: 'Martin' }, directory)).toBe(
      true,
    );
    expect(namesMatch({ first_name: 'Camille', last_name: 'Durand' }, directory)).toBe(false);
  });

  it('refuses another first name', () => {
    expect(
      namesMatch(
        { first_name: 'Claire', last_name: 'Martin' },
        { first_name: 'Camille', last_name: 'MARTIN' },
      ),
    ).toBe(false);
    expect(
      namesMatch({ first_name: '', last_name: 'Martin' }, { first_name: 'Camille', last_name: 'MARTIN' }),
    ).toBe(false);
  });
});

describe('what counts', () => {
  it('knows the health professions and establishment categories', () => {
    expect(isHealthProfession('10')).toBe(true);
    expect(isHealthProfession('60')).toBe(true);
    expect(isHealthProfession('99')).toBe(false);
    expect(isHealthFinessCategory('620')).toBe(true);
    expect(isHealthFinessCategory('124')).toBe(true);
    expect(isHealthFinessCategory('500')).toBe(false);
  });
});
