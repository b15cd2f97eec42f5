import { describe, expect, it } from 'vitest';
import { workingDaysBefore, workingDaysBetween } from './working-days';

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
