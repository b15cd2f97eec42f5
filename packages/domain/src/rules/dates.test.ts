import { describe, expect, it } from 'vitest';
import { formatBirthDateTyping } from './birth-date-typing';
import {
  displayToWireDate,
  formatListDate,
  formatParisDateTime,
  isBefore,
  parseDisplayDate,
  wireToDisplayDate,
} from './dates';

describe('date formats', () => {
  it('converts DD/MM/YYYY (shown) to YYYY-MM-DD (sent) and back', () => {
    expect(displayToWireDate('31/12/1980')).toBe('1980-12-31');
    expect(wireToDisplayDate('1980-12-31')).toBe('31/12/1980');
    expect(displayToWireDate('29/02/2024')).toBe('2024-02-29');
  });

  it('refuses impossible days and other formats', () => {
    expect(displayToWireDate('30/02/1980')).toBeNull();
    expect(displayToWireDate('29/02/2023')).toBeNull();
    expect(displayToWireDate('1980-12-31')).toBeNull();
    expect(displayToWireDate('1/2/1980')).toBeNull();
    expect(wireToDisplayDate('31/12/1980')).toBeNull();
  });

  it('compares calendar dates', () => {
    const today = { year: 2026, month: 11, day: 22 };
    expect(isBefore({ year: 2026, month: 11, day: 21 }, today)).toBe(true);
    expect(isBefore({ year: 2026, month: 11, day: 22 }, today)).toBe(false);
    expect(isBefore(parseDisplayDate('01/01/2027') ?? today, today)).toBe(false);
  });

  it('formats list dates as DD MMM YYYY in each language', () => {
    expect(formatListDate('2024-03-05', 'fr')).toBe('05 mars 2024');
    expect(formatListDate('2024-03-05', 'en')).toBe('05 Mar 2024');
    expect(formatListDate('2024-03-05', 'de')).toBe('05 Mär 2024');
    expect(formatListDate('2024-01-05', 'de')).toBe('05 Jan 2024');
    // created_at of a signup request is unix time.
    expect(formatListDate(1709596800, 'fr')).toBe('05 mars 2024');
    expect(formatListDate('not a date', 'fr')).toBe('');
  });
});

describe('birth-date typing', () => {
  it('inserts slashes as digits are typed', () => {
    expect(formatBirthDateTyping('1')).toBe('1');
    expect(formatBirthDateTyping('12')).toBe('12/');
    expect(formatBirthDateTyping('123')).toBe('12/3');
    expect(formatBirthDateTyping('1203')).toBe('12/03/');
    expect(formatBirthDateTyping('12031980')).toBe('12/03/1980');
    expect(formatBirthDateTyping('120319801')).toBe('12/03/1980');
  });

  it('pads a single-digit day or month when the slash is typed', () => {
    expect(formatBirthDateTyping('1/')).toBe('01/');
    expect(formatBirthDateTyping('01/3/')).toBe('01/03/');
    expect(formatBirthDateTyping('01/03/1980')).toBe('01/03/1980');
  });

  it('continues after the slash it inserted', () => {
    expect(formatBirthDateTyping('12/0', '12/')).toBe('12/0');
    expect(formatBirthDateTyping('12/03', '12/0')).toBe('12/03/');
    expect(formatBirthDateTyping('12/034', '12/03')).toBe('12/03/4');
  });

  it('drops letters and leaves deletions alone', () => {
    expect(formatBirthDateTyping('1a2')).toBe('12/');
    expect(formatBirthDateTyping('12', '12/')).toBe('12');
  });
});

describe('a moment in a letter', () => {
  it('is written in Paris time, winter and summer, in the words of each language', () => {
    expect(formatParisDateTime('2026-11-28T09:00:00.000Z', 'fr')).toBe('samedi 28 novembre 2026 à 10:00');
    expect(formatParisDateTime('2026-11-28T09:00:00.000Z', 'en')).toBe('Saturday, 28 November 2026 at 10:00');
    expect(formatParisDateTime('2026-07-01T22:30:00.000Z', 'de')).toBe('Donnerstag, 2. Juli 2026 um 00:30');
  });
});
