import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_EFFECT, compareBirthDates } from './birth-dates';
import type { ListedBirthDate } from './listed-entry';
import { compareNationalities, NATIONALITY_EFFECT } from './nationalities';

const on = (date: string, circa = false): ListedBirthDate => ({ date, circa });

describe('birth dates', () => {
  it.each([
    ['1961-04-12', [on('1961-04-12')], 'same_date'],
    ['1961-04-12', [on('1961-04')], 'same_month'],
    ['1961-04-12', [on('1961')], 'same_year'],
    ['1961-04-12', [on('1961-09-30')], 'same_year_other_day'],
    ['1961-04-12', [on('1962-04-12')], 'year_apart'],
    ['1961-04-12', [on('1975-04-12')], 'other_year'],
    ['1961-04-12', [on('1960', true)], 'near_circa'],
    ['1961-04-12', [on('1957', true)], 'other_year'],
    ['1961-04-12', [{ yearFrom: 1958, yearTo: 1962, circa: false }], 'within_range'],
    ['1961-04-12', [{ yearFrom: 1962, yearTo: 1965, circa: false }], 'year_apart'],
  ] as const)('%s against %j: %s', (query, listed, how) => {
    const reason = compareBirthDates(query, listed);
    expect(reason?.how).toBe(how);
    expect(reason?.effect).toBe(BIRTH_DATE_EFFECT[how]);
  });

  it('a matching date raises, another year lowers enough to drop a perfect name below 0.8', () => {
    expect(BIRTH_DATE_EFFECT.same_date).toBeGreaterThan(0);
    expect(1 + BIRTH_DATE_EFFECT.other_year).toBeLessThan(0.8);
    expect(1 + BIRTH_DATE_EFFECT.year_apart).toBeGreaterThanOrEqual(0.8);
  });

  it('the closest of several listed dates decides', () => {
    const reason = compareBirthDates('1961-04-12', [on('1958'), on('1961-04-12'), on('1963')]);
    expect(reason).toEqual({
      kind: 'birth_date',
      how: 'same_date',
      query: '1961-04-12',
      listed: '1961-04-12',
      effect: BIRTH_DATE_EFFECT.same_date,
    });
  });

  it('says nothing when either side has no date', () => {
    expect(compareBirthDates(null, [on('1961')])).toBeNull();
    expect(compareBirthDates('1961-04-12', [])).toBeNull();
  });
});

describe('nationalities', () => {
  it('a shared one raises a little, none shared lowers a little', () => {
    expect(compareNationalities(['FR', 'RU'], ['RU'])?.effect).toBe(NATIONALITY_EFFECT.same);
    expect(compareNationalities(['FR'], ['RU', 'BY'])?.effect).toBe(NATIONALITY_EFFECT.other);
    expect(compareNationalities(['FR'], [])).toBeNull();
    expect(compareNationalities([], ['RU'])).toBeNull();
  });
});
