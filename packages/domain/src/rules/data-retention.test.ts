import { describe, expect, it } from 'vitest';
import { isPurgeDue, retentionOf } from './data-retention';

const settings = { abandonedDays: 90, closedYears: 5 };
const facts = {
  submitted: false,
  endedAt: null,
  lastActivityAt: '2026-01-10T09:00:00.000Z',
  legalHold: false,
};

describe('the retention of an opening', () => {
  it('purges an opening never submitted 90 days after the last activity, reminding 14 days before', () => {
    const outcome = retentionOf(facts, settings);
    expect(outcome).toEqual({
      kind: 'abandoned',
      purgeOn: new Date('2026-04-10T09:00:00.000Z'),
      remindOn: new Date('2026-03-27T09:00:00.000Z'),
    });
    expect(isPurgeDue(outcome, new Date('2026-04-09T09:00:00.000Z'))).toBe(false);
    expect(isPurgeDue(outcome, new Date('2026-04-10T09:00:00.000Z'))).toBe(true);
  });

  it('keeps a submitted opening while the relationship runs, and five years after it ends', () => {
    expect(retentionOf({ ...facts, submitted: true }, settings)).toEqual({ kind: 'kept_while_open' });
    const ended = retentionOf({ ...facts, submitted: true, endedAt: '2026-02-01T00:00:00.000Z' }, settings);
    expect(ended).toEqual({ kind: 'kept_until', purgeOn: new Date('2031-02-01T00:00:00.000Z') });
    expect(isPurgeDue(ended, new Date('2031-01-31T23:59:59.000Z'))).toBe(false);
  });

  it('keeps anything under a legal hold', () => {
    const held = retentionOf(
      { ...facts, submitted: true, endedAt: '2020-01-01T00:00:00.000Z', legalHold: true },
      settings,
    );
    expect(held).toEqual({ kind: 'held' });
    expect(isPurgeDue(held, new Date('2040-01-01T00:00:00.000Z'))).toBe(false);
  });
});
