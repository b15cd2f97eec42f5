import { describe, expect, it } from 'vitest';
import { easterSunday, frenchPublicHolidays } from './french-public-holidays';

describe('French public holidays', () => {
  it.each([
    [
      2026,
      [
        '2026-01-01',
        '2026-04-06',
        '2026-05-01',
        '2026-05-08',
        '2026-05-14',
        '2026-05-25',
        '2026-07-14',
        '2026-08-15',
        '2026-11-01',
        '2026-11-11',
        '2026-12-25',
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-03-29',
        '2027-05-01',
        '2027-05-06',
        '2027-05-08',
        '2027-05-17',
        '2027-07-14',
        '2027-08-15',
        '2027-11-01',
        '2027-11-11',
        '2027-12-25',
      ],
    ],
    [
      2028,
      [
        '2028-01-01',
        '2028-04-17',
        '2028-05-01',
        '2028-05-08',
        '2028-05-25',
        '2028-06-05',
        '2028-07-14',
        '2028-08-15',
        '2028-11-01',
        '2028-11-11',
        '2028-12-25',
      ],
    ],
  ])('lists the eleven holidays of %i as the official calendar does', (year, expected) => {
    expect([...frenchPublicHolidays(year).keys()].sort()).toEqual(expected);
  });

  it('names the holidays that follow Easter', () => {
    const holidays = frenchPublicHolidays(2027);
    expect(holidays.get('2027-03-29')).toBe('easter_monday');
    expect(holidays.get('2027-05-06')).toBe('ascension');
    expect(holidays.get('2027-05-17')).toBe('whit_monday');
  });

  it('finds Easter Sunday for years far apart', () => {
    expect(easterSunday(2019).toISOString().slice(0, 10)).toBe('2019-04-21');
    expect(easterSunday(2038).toISOString().slice(0, 10)).toBe('2038-04-25');
  });
});
