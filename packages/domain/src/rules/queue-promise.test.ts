import { describe, expect, it } from 'vitest';
import { queuePromiseOf } from './queue-promise';

describe("the call-back promise: two working days from the visitor's request", () => {
  // Thursday 24 December 2026, 16:00 UTC: Christmas and the weekend come in between.
  const createdAt = new Date('2026-12-24T16:00:00Z');

  it('is due on Tuesday 29 December and not overdue before', () => {
    expect(
      queuePromiseOf('callback', { createdAt, status: 'open' }, new Date('2026-12-29T15:00:00Z')),
    ).toEqual({
      age_working_days: 1,
      due_at: '2026-12-29T16:00:00.000Z',
      overdue: false,
    });
  });

  it('is overdue after, while the item waits; a done item never is', () => {
    const late = new Date('2026-12-30T09:00:00Z');
    expect(queuePromiseOf('callback', { createdAt, status: 'claimed' }, late).overdue).toBe(true);
    expect(queuePromiseOf('callback', { createdAt, status: 'done' }, late).overdue).toBe(false);
  });

  it('promises nothing for a contact message but counts its age', () => {
    expect(
      queuePromiseOf('contact', { createdAt, status: 'open' }, new Date('2026-12-30T17:00:00Z')),
    ).toEqual({
      age_working_days: 3,
      due_at: null,
      overdue: false,
    });
  });
});
