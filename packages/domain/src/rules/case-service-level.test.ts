import { describe, expect, it } from 'vitest';
import { serviceLevelOf } from './case-service-level';

describe('a case service level in working days', () => {
  // Monday 23 November 2026, 10:00 UTC.
  const submittedAt = new Date('2026-11-23T10:00:00Z');

  it('is due three working days after submission and at risk on the last day', () => {
    const tuesday = new Date('2026-11-24T10:00:00Z');
    const wednesday = new Date('2026-11-25T10:00:00Z');
    expect(serviceLevelOf({ submittedAt, pauses: [], now: tuesday, days: 3 })).toEqual({
      due_at: '2026-11-26T10:00:00.000Z',
      working_days_left: 2,
      paused: false,
      at_risk: false,
      overdue: false,
    });
    expect(serviceLevelOf({ submittedAt, pauses: [], now: wednesday, days: 3 })).toMatchObject({
      due_at: '2026-11-26T10:00:00.000Z',
      working_days_left: 1,
      at_risk: true,
    });
  });

  it('is overdue once the days have passed, with its due date in the past', () => {
    const nextMonday = new Date('2026-11-30T10:00:00Z');
    expect(serviceLevelOf({ submittedAt, pauses: [], now: nextMonday, days: 2 })).toMatchObject({
      due_at: '2026-11-25T10:00:00.000Z',
      working_days_left: -3,
      overdue: true,
      at_risk: true,
    });
  });

  it('stops while the customer is asked for a document and resumes after', () => {
    const asked = { from: new Date('2026-11-24T10:00:00Z'), to: null };
    const friday = new Date('2026-11-27T10:00:00Z');
    expect(serviceLevelOf({ submittedAt, pauses: [asked], now: friday, days: 2 })).toEqual({
      due_at: null,
      working_days_left: 1,
      paused: true,
      at_risk: false,
      overdue: false,
    });
    // Answered on Friday: three working days waited do not count, one day is left.
    const answered = { ...asked, to: friday };
    const fridayLater = new Date('2026-11-27T12:00:00Z');
    expect(serviceLevelOf({ submittedAt, pauses: [answered], now: fridayLater, days: 2 })).toMatchObject({
      paused: false,
      working_days_left: 1,
      due_at: '2026-11-30T12:00:00.000Z',
    });
  });
});
