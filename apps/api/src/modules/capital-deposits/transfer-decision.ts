import {
  type BankFeedTransfer,
  type DepositHoldReason,
  type DepositTransferOutcome,
  isSepaIban,
  type PayerHolder,
  payerNameMatches,
} from '@app/domain';
import type { ShareholderRow } from '../../db/repositories/deposits';

export interface TransferDecision {
  outcome: DepositTransferOutcome;
  holdReason: DepositHoldReason | null;
}

const holderOf = (shareholder: ShareholderRow): PayerHolder =>
  shareholder.kind === 'company'
    ? { kind: 'company', name: shareholder.company_name ?? '', legalForm: shareholder.company_legal_form }
    : { kind: 'person', firstName: shareholder.first_name ?? '', lastName: shareholder.last_name ?? '' };

/**
 * What a transfer carrying a shareholder's reference does: counted when it comes from an account
 * in the shareholder's own name at a bank of the SEPA area, else held for the bank's review (and
 * not counted until released). A transfer with no known reference is unmatched.
 */
export function decideTransfer(
  shareholder: ShareholderRow | undefined,
  transfer: BankFeedTransfer,
): TransferDecision {
  if (!shareholder) return { outcome: 'unmatched', holdReason: 'unknown_reference' };
  if (!isSepaIban(transfer.payer_iban)) return { outcome: 'held', holdReason: 'payer_outside_sepa' };
  if (!payerNameMatches(transfer.payer_name, holderOf(shareholder))) {
    return { outcome: 'held', holdReason: 'payer_name_mismatch' };
  }
  return { outcome: 'counted', holdReason: null };
}
