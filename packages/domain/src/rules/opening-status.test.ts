import { describe, expect, it } from 'vitest';
import { canMoveOpening, isWithdrawable, OPENING_STATUSES, WITHDRAWABLE_STATUSES } from './opening-status';

describe('withdrawing an opening', () => {
  it('lets the customer or the partner close an opening until its account opens', () => {
    for (const status of WITHDRAWABLE_STATUSES) {
      expect(canMoveOpening(status, 'closed', 'customer'), status).toBe(true);
      expect(canMoveOpening(status, 'closed', 'partner'), status).toBe(true);
    }
  });

  it('refuses a withdrawal once the account is open or the case has ended', () => {
    for (const status of ['open', 'closed', 'refused'] as const) {
      expect(isWithdrawable(status)).toBe(false);
      expect(canMoveOpening(status, 'closed', 'customer'), status).toBe(false);
      expect(canMoveOpening(status, 'closed', 'partner'), status).toBe(false);
    }
  });

  it('gives the partner no other move than a withdrawal', () => {
    for (const from of OPENING_STATUSES)
      for (const to of OPENING_STATUSES)
        if (to !== 'closed') expect(canMoveOpening(from, to, 'partner'), `${from} → ${to}`).toBe(false);
  });
});
