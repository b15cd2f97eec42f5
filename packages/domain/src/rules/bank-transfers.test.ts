import { describe, expect, it } from 'vitest';
import {
  bankFeedTransferKind,
  decideCapitalContribution,
  decideFirstTransfer,
  firstTransferCounts,
  HELD_TRANSFER_ACTION_OUTCOMES,
  mayConfirmFirstTransfer,
  mayConfirmHeldTransferAction,
  mayDeclineHeldTransferAction,
  mayProposeHeldTransferAction,
  transferCounts,
} from './bank-transfers';

const company = { name: 'Cabinet Martin', legalForm: 'SELARL' };
const transfer = (overrides: Partial<Parameters<typeof decideFirstTransfer>[0]> = {}) =>
  decideFirstTransfer({
    amountCents: 5000,
    payerIban: 'FR7630006000011234567890189',
    payerName: 'SELARL CABINET MARTIN',
    company,
    ...overrides,
  });

describe('the first transfer of a signup account', () => {
  it('is counted from 50 € from a SEPA account in the company’s name', () => {
    expect(transfer()).toEqual({ outcome: 'counted', holdReason: null });
    expect(transfer({ payerIban: 'DE89370400440532013000', payerName: 'Cabinet Martin' }).outcome).toBe(
      'counted',
    );
  });

  it('is held below 50 €, from outside the SEPA area, or from another name', () => {
    expect(transfer({ amountCents: 3000 })).toEqual({ outcome: 'held', holdReason: 'below_minimum' });
    expect(transfer({ amountCents: 4999 }).holdReason).toBe('below_minimum');
    expect(transfer({ payerIban: 'TR330006100519786457841326' }).holdReason).toBe('payer_outside_sepa');
    expect(transfer({ payerName: 'Camille Martin' }).holdReason).toBe('payer_name_mismatch');
  });

  it("of a sole trader is counted from an account in her own name, written her bank's way", () => {
    const soleTrader = {
      company: { name: 'LE GOFF SOPHIE', legalForm: 'EI' },
      person: { firstName: 'Sophie', lastName: 'Le Goff' },
    };
    for (const payerName of ['Dr Sophie Le Goff', 'MME LE GOFF SOPHIE', 'LE GOFF SOPHIE EI']) {
      expect(transfer({ ...soleTrader, payerName }).outcome, payerName).toBe('counted');
    }
    expect(transfer({ ...soleTrader, payerName: 'Camille Martin' }).holdReason).toBe('payer_name_mismatch');
    // A company's account is its own name's, whoever the account user is.
    expect(transfer({ person: soleTrader.person, payerName: 'Sophie Le Goff' }).holdReason).toBe(
      'payer_name_mismatch',
    );
  });
});

describe("a shareholder's capital contribution", () => {
  const camille = { kind: 'person', firstName: 'Camille', lastName: 'Martin' } as const;
  const payer = { iban: 'FR7630006000011234567890189', name: 'M. Camille MARTIN' };

  it('is counted from a SEPA account in the shareholder’s own name', () => {
    expect(decideCapitalContribution(camille, payer)).toEqual({ outcome: 'counted', holdReason: null });
  });

  it('is held from another name or outside the SEPA area, and unmatched without a known reference', () => {
    expect(decideCapitalContribution(camille, { ...payer, name: 'Jean Dupont' })).toEqual({
      outcome: 'held',
      holdReason: 'payer_name_mismatch',
    });
    expect(
      decideCapitalContribution(camille, { ...payer, iban: 'TR330006100519786457841326' }).holdReason,
    ).toBe('payer_outside_sepa');
    expect(decideCapitalContribution(undefined, payer)).toEqual({
      outcome: 'unmatched',
      holdReason: 'unknown_reference',
    });
  });
});

describe('which rule a bank-feed transfer goes to', () => {
  it('is the first transfer for a signup account awaiting it, else a capital contribution', () => {
    expect(bankFeedTransferKind({ firstTransferExpected: true })).toBe('first_transfer');
    expect(bankFeedTransferKind({ firstTransferExpected: false })).toBe('capital_contribution');
  });
});

describe('a first transfer typed in by hand', () => {
  const typed = { outcome: 'counted', source: 'operator', recordedBy: 'op-1', confirmedBy: null } as const;

  it('counts only once a second operator confirmed it; the feed’s counts at once', () => {
    expect(firstTransferCounts(typed)).toBe(false);
    expect(firstTransferCounts({ ...typed, confirmedBy: 'op-2' })).toBe(true);
    expect(firstTransferCounts({ ...typed, source: 'bank_feed', recordedBy: null })).toBe(true);
    expect(firstTransferCounts({ ...typed, outcome: 'held', confirmedBy: 'op-2' })).toBe(false);
  });

  it('is confirmed by another operator than the one who typed it, once', () => {
    expect(mayConfirmFirstTransfer(typed, 'op-1')).toBe(false);
    expect(mayConfirmFirstTransfer(typed, 'op-2')).toBe(true);
    expect(mayConfirmFirstTransfer({ ...typed, confirmedBy: 'op-2' }, 'op-3')).toBe(false);
    expect(mayConfirmFirstTransfer({ ...typed, source: 'bank_feed', recordedBy: null }, 'op-2')).toBe(false);
    expect(mayConfirmFirstTransfer({ ...typed, outcome: 'held' }, 'op-2')).toBe(false);
  });
});

describe('a held capital contribution after the bank’s review (four-eyes)', () => {
  const held = { outcome: 'held', proposedAction: null, proposedBy: null } as const;
  const proposed = { outcome: 'held', proposedAction: 'return', proposedBy: 'alice' } as const;

  it('takes a proposal only while held and nothing is proposed yet', () => {
    expect(mayProposeHeldTransferAction(held)).toBe(true);
    expect(mayProposeHeldTransferAction(proposed)).toBe(false);
    expect(mayProposeHeldTransferAction({ ...held, outcome: 'counted' })).toBe(false);
    expect(mayProposeHeldTransferAction({ ...held, outcome: 'released' })).toBe(false);
    expect(mayProposeHeldTransferAction({ ...held, outcome: 'unmatched' })).toBe(false);
  });

  it('is carried out only when a second supervisor confirms the proposal', () => {
    expect(mayConfirmHeldTransferAction(proposed, 'bruno')).toBe(true);
    expect(mayConfirmHeldTransferAction(proposed, 'alice')).toBe(false);
    expect(mayConfirmHeldTransferAction(held, 'bruno')).toBe(false);
    expect(mayConfirmHeldTransferAction({ ...proposed, outcome: 'returned' }, 'bruno')).toBe(false);
    expect(mayDeclineHeldTransferAction(proposed)).toBe(true);
    expect(mayDeclineHeldTransferAction(held)).toBe(false);
  });

  it('counts a released transfer, never a returned one', () => {
    expect(HELD_TRANSFER_ACTION_OUTCOMES).toEqual({ release: 'released', return: 'returned' });
    expect(transferCounts('released')).toBe(true);
    expect(transferCounts('counted')).toBe(true);
    expect(transferCounts('returned')).toBe(false);
    expect(transferCounts('held')).toBe(false);
    expect(transferCounts('unmatched')).toBe(false);
  });
});
