import { MIN_FIRST_TRANSFER_EUROS } from '../constants/limits';
import { isSoleTrader } from '../tables/business-entity';
import { isSepaIban } from '../tables/sepa-countries';
import { type PayerHolder, payerNameMatches } from './payer-name';

/**
 * What becomes of a transfer the bank receives for an opening, whichever kind it is (a signup's
 * first transfer, a shareholder's capital contribution): one set of codes for the API, the
 * back-office, the customer's pages and the e-mails. A held transfer is later released to its
 * shareholder (it counts from then on) or returned to its payer (it never counts).
 */
export const TRANSFER_OUTCOMES = ['counted', 'held', 'released', 'returned', 'unmatched'] as const;
export type TransferOutcome = (typeof TRANSFER_OUTCOMES)[number];

/** The outcomes whose money counts towards what is due: counted at once, or released after review. */
export const COUNTING_TRANSFER_OUTCOMES = [
  'counted',
  'released',
] as const satisfies readonly TransferOutcome[];
export const transferCounts = (outcome: TransferOutcome): boolean =>
  (COUNTING_TRANSFER_OUTCOMES as readonly TransferOutcome[]).includes(outcome);

/** Why a transfer is held for the bank's review (or not matched) instead of counted. */
export const TRANSFER_HOLD_REASONS = [
  'below_minimum',
  'payer_outside_sepa',
  'payer_name_mismatch',
  'unknown_reference',
  'wrong_account',
] as const;
export type TransferHoldReason = (typeof TRANSFER_HOLD_REASONS)[number];

/** What a rule decides of a transfer as it arrives (a release or a return comes later, by the bank). */
export interface TransferDecision<Reason extends TransferHoldReason = TransferHoldReason> {
  outcome: Exclude<TransferOutcome, 'released' | 'returned'>;
  holdReason: Reason | null;
}

/** The kinds of transfer the bank feed hands to the product, told apart by the account credited. */
export const BANK_FEED_TRANSFER_KINDS = ['first_transfer', 'capital_contribution'] as const;
export type BankFeedTransferKind = (typeof BANK_FEED_TRANSFER_KINDS)[number];

/**
 * Which rule a transfer goes to: one credited to a signup's current account before it opens is its
 * first transfer; any other is offered to the capital deposits (a shareholder's reference in the
 * remittance, or unmatched).
 */
export const bankFeedTransferKind = (credited: { firstTransferExpected: boolean }): BankFeedTransferKind =>
  credited.firstTransferExpected ? 'first_transfer' : 'capital_contribution';

/** A signup account opens once a first transfer of at least this much has arrived (50 €). */
export const FIRST_TRANSFER_MINIMUM_CENTS = MIN_FIRST_TRANSFER_EUROS * 100;

/** Why a first transfer is held instead of counted. */
export const FIRST_TRANSFER_HOLD_REASONS = [
  'below_minimum',
  'payer_outside_sepa',
  'payer_name_mismatch',
] as const satisfies readonly TransferHoldReason[];
export type FirstTransferHoldReason = (typeof FIRST_TRANSFER_HOLD_REASONS)[number];

/** A first transfer is counted or held as it arrives (an operator may record it by hand). */
export const FIRST_TRANSFER_OUTCOMES = ['counted', 'held'] as const satisfies readonly TransferOutcome[];
export type FirstTransferOutcome = (typeof FIRST_TRANSFER_OUTCOMES)[number];

export interface FirstTransferInput {
  amountCents: number;
  payerIban: string;
  payerName: string;
  company: { name: string; legalForm: string | null };
  /** The account user: a sole trader's accounts are in their own name. */
  person?: { firstName: string; lastName: string } | null;
}

/**
 * The first transfer of a signup account (Qonto's rule): at least 50 €, from an account at a
 * bank of the SEPA area, in the company's own name (a sole trader's: their own name, or their
 * business's). Otherwise it is held with the first reason.
 */
export function decideFirstTransfer(input: FirstTransferInput): TransferDecision<FirstTransferHoldReason> & {
  outcome: FirstTransferOutcome;
} {
  if (input.amountCents < FIRST_TRANSFER_MINIMUM_CENTS)
    return { outcome: 'held', holdReason: 'below_minimum' };
  if (!isSepaIban(input.payerIban)) return { outcome: 'held', holdReason: 'payer_outside_sepa' };
  const holder: PayerHolder =
    input.person && isSoleTrader(input.company.legalForm)
      ? { kind: 'sole_trader', ...input.person, ...input.company }
      : { kind: 'company', ...input.company };
  if (!payerNameMatches(input.payerName, holder)) {
    return { outcome: 'held', holdReason: 'payer_name_mismatch' };
  }
  return { outcome: 'counted', holdReason: null };
}

/** A first transfer as the bank holds it: who reported it, and who confirmed it when typed in by hand. */
export interface FirstTransferOnRecord {
  outcome: FirstTransferOutcome;
  source: 'bank_feed' | 'operator';
  /** The operator who typed it in (source operator). */
  recordedBy: string | null;
  /** The second operator who checked it against the statement. */
  confirmedBy: string | null;
}

/**
 * Whether a first transfer opens the way to the account: counted by the rule, and either reported
 * by the bank feed or, typed in by an operator, confirmed by a second one (four-eyes).
 */
export const firstTransferCounts = (transfer: FirstTransferOnRecord): boolean =>
  transfer.outcome === 'counted' && (transfer.source === 'bank_feed' || transfer.confirmedBy !== null);

/**
 * Whether this operator may confirm a first transfer another operator typed in. A held transfer
 * opens nothing whoever confirms it, so only a counted one asks for the second pair of eyes.
 */
export const mayConfirmFirstTransfer = (transfer: FirstTransferOnRecord, operatorId: string): boolean =>
  transfer.outcome === 'counted' &&
  transfer.source === 'operator' &&
  transfer.confirmedBy === null &&
  transfer.recordedBy !== null &&
  transfer.recordedBy !== operatorId;

/** Why a capital contribution is held or not matched. */
export const DEPOSIT_HOLD_REASONS = [
  'payer_name_mismatch',
  'payer_outside_sepa',
  'unknown_reference',
  'wrong_account',
] as const satisfies readonly TransferHoldReason[];
export type DepositHoldReason = (typeof DEPOSIT_HOLD_REASONS)[number];

/**
 * What a transfer carrying a shareholder's reference does: counted when it reached that
 * shareholder's deposit account from an account in their own name at a bank of the SEPA area,
 * else held for the bank's review (and not counted until released). A transfer with no known
 * reference is unmatched, and so is one credited to another account than the deposit's: a
 * reference alone never completes a deposit.
 */
export function decideCapitalContribution(
  shareholder: PayerHolder | undefined,
  payer: { iban: string; name: string },
  credited: 'its_deposit_account' | 'another_account' = 'its_deposit_account',
): TransferDecision<DepositHoldReason> {
  if (!shareholder) return { outcome: 'unmatched', holdReason: 'unknown_reference' };
  if (credited === 'another_account') return { outcome: 'unmatched', holdReason: 'wrong_account' };
  if (!isSepaIban(payer.iban)) return { outcome: 'held', holdReason: 'payer_outside_sepa' };
  if (!payerNameMatches(payer.name, shareholder))
    return { outcome: 'held', holdReason: 'payer_name_mismatch' };
  return { outcome: 'counted', holdReason: null };
}

/**
 * What the bank does with a held capital contribution after its review: release it to its
 * shareholder (it counts from then on and may complete the deposit), or return it to the payer
 * (it never counts; the bank sends the money back to the IBAN it came from).
 */
export const HELD_TRANSFER_ACTIONS = ['release', 'return'] as const;
export type HeldTransferAction = (typeof HELD_TRANSFER_ACTIONS)[number];

/** The outcome each action gives the transfer once confirmed. */
export const HELD_TRANSFER_ACTION_OUTCOMES = {
  release: 'released',
  return: 'returned',
} as const satisfies Record<HeldTransferAction, TransferOutcome>;

/**
 * A transfer under the bank's four-eyes review as the bank holds it: its outcome, the action a
 * supervisor proposed and is waiting for a second one (null: none pending), and whether it is due
 * back to its payer (its opening ended before the account opened: `transferDueBack`).
 */
export interface HeldTransferOnRecord {
  outcome: TransferOutcome;
  proposedAction: HeldTransferAction | null;
  /** The supervisor who proposed it. */
  proposedBy: string | null;
  /** Due back to its payer: whatever its outcome, it may only be returned. */
  dueBack?: boolean;
}

/**
 * The actions a supervisor may propose on a transfer with none pending: a held transfer's release
 * or return while its deposit is being paid in; once it is due back to its payer (counted,
 * released, held or unmatched alike), its return only. A counted transfer of a live deposit is
 * the capital being paid in: nothing to propose.
 */
export function proposableHeldTransferActions(transfer: HeldTransferOnRecord): readonly HeldTransferAction[] {
  if (transfer.proposedAction !== null) return [];
  if (transfer.dueBack) return ['return'];
  return transfer.outcome === 'held' ? HELD_TRANSFER_ACTIONS : [];
}

/** A supervisor may propose `action` (any, when not given) on a transfer with none pending. */
export const mayProposeHeldTransferAction = (
  transfer: HeldTransferOnRecord,
  action?: HeldTransferAction,
): boolean => {
  const actions = proposableHeldTransferActions(transfer);
  return action ? actions.includes(action) : actions.length > 0;
};

/** A pending proposal may still be carried out: a return of a transfer due back, or any action on a held one. */
const stillApplies = (transfer: HeldTransferOnRecord): boolean =>
  transfer.proposedAction !== null &&
  (transfer.dueBack ? transfer.proposedAction === 'return' : transfer.outcome === 'held');

/**
 * Four-eyes on money the bank moves by hand: the proposed action is carried out only once a
 * second supervisor, not the one who proposed it, confirms it.
 */
export const mayConfirmHeldTransferAction = (transfer: HeldTransferOnRecord, operatorId: string): boolean =>
  stillApplies(transfer) && transfer.proposedBy !== null && transfer.proposedBy !== operatorId;

/** A proposal moves no money: any supervisor may decline it (its author withdraws it, another refuses it). */
export const mayDeclineHeldTransferAction = (transfer: HeldTransferOnRecord): boolean =>
  transfer.proposedAction !== null && (transfer.outcome === 'held' || transfer.dueBack === true);
