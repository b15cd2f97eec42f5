import { describe, expect, it } from 'vitest';
import { isWorkingDay, workingDaysAfter, workingDaysBefore, workingDaysBetween } from './working-days';

describe('working days of the service level', () => {
  // Wednesday 25 November 2026, 10:00 UTC.
  const wednesday = new Date('2026-11-25T10:00:00Z');

  it('counts back over a weekend', () => {
    const monday = new Date('2026-11-30T10:00:00Z');
    expect(workingDaysBefore(monday, 2).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(workingDaysBefore(wednesday, 2).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('counts whole working days elapsed, weekends left out', () => {
    const friday = new Date('2026-11-27T09:00:00Z');
    const nextTuesday = new Date('2026-12-01T09:00:00Z');
    expect(workingDaysBetween(friday, nextTuesday)).toBe(2);
    expect(workingDaysBetween(wednesday, wednesday)).toBe(0);
  });
});

describe('public holidays in the working days', () => {
  it('skips Christmas and New Year when counting back and forth', () => {
    // Wednesday 23 December 2026 to Monday 4 January 2027: the 25th and the 1st are holidays.
    const from = new Date('2026-12-23T10:00:00Z');
    const to = new Date('2027-01-04T10:00:00Z');
    expect(workingDaysBetween(from, to)).toBe(6);
    expect(workingDaysAfter(from, 2).toISOString()).toBe('2026-12-28T10:00:00.000Z');
    expect(workingDaysBefore(to, 2).toISOString()).toBe('2026-12-30T10:00:00.000Z');
  });

  it('leaves Ascension Thursday 14 May 2026 out', () => {
    expect(isWorkingDay(new Date('2026-05-14T12:00:00Z'))).toBe(false);
    expect(workingDaysAfter(new Date('2026-05-13T12:00:00Z'), 1).toISOString()).toBe(
      '2026-05-15T12:00:00.000Z',
    );
  });
});
