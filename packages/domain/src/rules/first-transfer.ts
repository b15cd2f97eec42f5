import { MIN_FIRST_TRANSFER_EUROS } from '../constants/limits';
import { isSepaIban } from '../tables/sepa-countries';
import { payerNameMatches } from './payer-name';

/** A signup account opens once a first transfer of at least this much has arrived (50 €). */
export const FIRST_TRANSFER_MINIMUM_CENTS = MIN_FIRST_TRANSFER_EUROS * 100;

/** Why a first transfer is held instead of accepted. */
export const FIRST_TRANSFER_HOLD_REASONS = [
  'below_minimum',
  'payer_outside_sepa',
  'payer_name_mismatch',
] as const;
export type FirstTransferHoldReason = (typeof FIRST_TRANSFER_HOLD_REASONS)[number];

export const FIRST_TRANSFER_OUTCOMES = ['accepted', 'held'] as const;
export type FirstTransferOutcome = (typeof FIRST_TRANSFER_OUTCOMES)[number];

export interface FirstTransferInput {
  amountCents: number;
  payerIban: string;
  payerName: string;
  company: { name: string; legalForm: string | null };
}

/**
 * The first transfer of a signup account (Qonto's rule): at least 50 €, from an account at a
 * bank of the SEPA area, in the company's own name. Otherwise it is held with the first reason.
 */
export function decideFirstTransfer(input: FirstTransferInput): {
  outcome: FirstTransferOutcome;
  holdReason: FirstTransferHoldReason | null;
} {
  if (input.amountCents < FIRST_TRANSFER_MINIMUM_CENTS)
    return { outcome: 'held', holdReason: 'below_minimum' };
  if (!isSepaIban(input.payerIban)) return { outcome: 'held', holdReason: 'payer_outside_sepa' };
  if (!payerNameMatches(input.payerName, { kind: 'company', ...input.company })) {
    return { outcome: 'held', holdReason: 'payer_name_mismatch' };
  }
  return { outcome: 'accepted', holdReason: null };
}
