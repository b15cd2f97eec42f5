import { describe, expect, it } from 'vitest';
import { decideFirstTransfer } from './first-transfer';

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
  it('is accepted from 50 € from a SEPA account in the company’s name', () => {
    expect(transfer()).toEqual({ outcome: 'accepted', holdReason: null });
    expect(transfer({ payerIban: 'DE89370400440532013000', payerName: 'Cabinet Martin' }).outcome).toBe(
      'accepted',
    );
  });

  it('is held below 50 €, from outside the SEPA area, or from another name', () => {
    expect(transfer({ amountCents: 3000 })).toEqual({ outcome: 'held', holdReason: 'below_minimum' });
    expect(transfer({ amountCents: 4999 }).holdReason).toBe('below_minimum');
    expect(transfer({ payerIban: 'TR330006100519786457841326' }).holdReason).toBe('payer_outside_sepa');
    expect(transfer({ payerName: 'Camille Martin' }).holdReason).toBe('payer_name_mismatch');
  });
});
