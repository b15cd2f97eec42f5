import { describe, expect, it } from 'vitest';
import {
  mayConfirmHeldTransferAction,
  mayDeclineHeldTransferAction,
  mayProposeHeldTransferAction,
  proposableHeldTransferActions,
} from './bank-transfers';
import { depositIsPaidBack, dueBackOf, transferDueBack } from './deposit-repayment';

const ended = { everOpen: false, frozen: false } as const;

describe("an enrollment's capital paid back to its payers", () => {
  it('is due once the opening is withdrawn or refused before its account opened', () => {
    expect(depositIsPaidBack({ ...ended, status: 'closed' })).toBe(true);
    expect(depositIsPaidBack({ ...ended, status: 'refused' })).toBe(true);
  });

  it('is not due while the capital is being paid in, after the account opened, or while frozen', () => {
    for (const status of ['capital_deposit', 'deposit_complete', 'under_review', 'open'] as const) {
      expect(depositIsPaidBack({ ...ended, status }), status).toBe(false);
    }
    expect(depositIsPaidBack({ status: 'closed', everOpen: true, frozen: false })).toBe(false);
    expect(depositIsPaidBack({ status: 'refused', everOpen: false, frozen: true })).toBe(false);
  });

  it('covers every transfer received that was not returned already, and sums what is still due', () => {
    for (const outcome of ['counted', 'released', 'held', 'unmatched'] as const) {
      expect(transferDueBack({ outcome }, true), outcome).toBe(true);
      expect(transferDueBack({ outcome }, false), outcome).toBe(false);
    }
    expect(transferDueBack({ outcome: 'returned' }, true)).toBe(false);
    const transfers = [
      { outcome: 'counted', amountCents: 600_000 },
      { outcome: 'counted', amountCents: 400_000 },
      { outcome: 'returned', amountCents: 1_000 },
    ] as const;
    expect(dueBackOf(transfers, true)).toEqual({ cents: 1_000_000, count: 2 });
    expect(dueBackOf(transfers, false)).toEqual({ cents: 0, count: 0 });
  });
});

describe('the four-eyes return of a transfer due back', () => {
  const counted = { outcome: 'counted', proposedAction: null, proposedBy: null } as const;

  it('offers a counted contribution of a live deposit nothing, of an ended one its return only', () => {
    expect(proposableHeldTransferActions(counted)).toEqual([]);
    expect(mayProposeHeldTransferAction(counted, 'return')).toBe(false);
    expect(proposableHeldTransferActions({ ...counted, dueBack: true })).toEqual(['return']);
    expect(mayProposeHeldTransferAction({ ...counted, dueBack: true }, 'release')).toBe(false);
    // A held transfer of an ended deposit is not released to a company that will not exist.
    expect(proposableHeldTransferActions({ ...counted, outcome: 'held', dueBack: true })).toEqual(['return']);
  });

  it('is confirmed by a second supervisor only, and a release proposed before the end no longer is', () => {
    const proposed = { ...counted, dueBack: true, proposedAction: 'return', proposedBy: 'alice' } as const;
    expect(mayConfirmHeldTransferAction(proposed, 'alice')).toBe(false);
    expect(mayConfirmHeldTransferAction(proposed, 'bruno')).toBe(true);
    expect(mayDeclineHeldTransferAction(proposed)).toBe(true);
    const staleRelease = { ...proposed, outcome: 'held', proposedAction: 'release' } as const;
    expect(mayConfirmHeldTransferAction(staleRelease, 'bruno')).toBe(false);
    expect(mayDeclineHeldTransferAction(staleRelease)).toBe(true);
  });
});
