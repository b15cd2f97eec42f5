import type { TransferOutcome } from './bank-transfers';
import type { OpeningStatus } from './opening-status';

/**
 * How an enrollment's opening stands for its blocked capital-deposit account: where it is, whether
 * its account ever opened, and whether a confirmed asset-freeze match froze it.
 */
export interface DepositOpeningEnd {
  status: OpeningStatus;
  /** The opening reached `open` at some point (its deposit then went to the company's account). */
  everOpen: boolean;
  frozen: boolean;
}

/**
 * The ends after which the capital paid in goes back to its payers: the company will never have
 * the account it was paid for. `refused` is only reached before the account opens; `closed` before
 * it is a withdrawal (customer or partner). A case closed after opening does not qualify: its
 * deposit was released to the company's own account then, so the payers are owed nothing by the
 * bank. A frozen case's money stays where it is for as long as the freeze lasts (asset-freeze
 * rules forbid making funds available), so nothing is due back from it meanwhile.
 */
export const DEPOSIT_REPAYMENT_ENDS = ['closed', 'refused'] as const satisfies readonly OpeningStatus[];

/** Whether the deposit's money is due back to its payers now. */
export const depositIsPaidBack = (opening: DepositOpeningEnd): boolean =>
  !opening.frozen &&
  !opening.everOpen &&
  (DEPOSIT_REPAYMENT_ENDS as readonly OpeningStatus[]).includes(opening.status);

/**
 * Whether a transfer received into the blocked account is due back to its payer: its deposit is
 * paid back and the transfer was not returned already (counted, released, held or unmatched alike:
 * none of that money may stay with the bank).
 */
export const transferDueBack = (transfer: { outcome: TransferOutcome }, paidBack: boolean): boolean =>
  paidBack && transfer.outcome !== 'returned';

/** What is still due back on a deposit, in cents, and how many transfers it is. */
export function dueBackOf(
  transfers: readonly { outcome: TransferOutcome; amountCents: number }[],
  paidBack: boolean,
): { cents: number; count: number } {
  const due = transfers.filter((transfer) => transferDueBack(transfer, paidBack));
  return { cents: due.reduce((total, transfer) => total + transfer.amountCents, 0), count: due.length };
}
