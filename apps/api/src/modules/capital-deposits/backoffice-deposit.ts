import {
  type BackofficeDepositReply,
  type BackofficeDepositTransferReply,
  centsToMoney,
  dueBackOf,
  type HeldTransferAction,
} from '@app/domain';
import type { AccountRow } from '../../db/repositories/accounts';
import type {
  DepositReturnRow,
  DepositRow,
  ReviewedTransferRow,
  ShareholderRow,
} from '../../db/repositories/deposits';
import {
  decidedAt,
  depositReceived,
  registrationOf,
  shareholderName,
  shareholderTotals,
} from './deposit-reply';

const operator = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/**
 * The action proposed and waiting for a second supervisor (null: none). A released transfer keeps
 * its release's proposal once confirmed; a return proposed on it later is pending until confirmed.
 */
export const pendingAction = (
  row: Pick<ReviewedTransferRow, 'proposed_action' | 'confirmed_by' | 'outcome'>,
): HeldTransferAction | null =>
  row.proposed_action !== null && row.confirmed_by === null && row.outcome !== 'returned'
    ? row.proposed_action
    : null;

/** One transfer as the bank reviews it: the rule's outcome, a proposal waiting, or the two supervisors' decision. */
export function reviewedTransferReply(
  row: ReviewedTransferRow,
  shareholders: readonly ShareholderRow[],
  returned: DepositReturnRow | undefined,
): BackofficeDepositTransferReply {
  const shareholder = shareholders.find((candidate) => candidate.id === row.shareholder_id);
  const proposedBy = operator(row.proposed_by, row.proposer_name);
  const confirmedBy = operator(row.confirmed_by, row.confirmer_name);
  const pending = pendingAction(row);
  const decided = decidedAt(row);
  return {
    id: row.id,
    transfer_id: row.transfer_id,
    shareholder_id: row.shareholder_id,
    shareholder_name: shareholder ? shareholderName(shareholder) : null,
    payer_name: row.payer_name,
    payer_iban: row.payer_iban,
    amount: centsToMoney(row.amount_cents),
    reference: row.reference,
    value_date: row.value_date,
    received_at: row.received_at,
    outcome: row.outcome,
    hold_reason: row.hold_reason,
    proposal:
      pending && proposedBy && row.proposed_at
        ? {
            action: pending,
            note: row.proposal_note ?? '',
            proposed_by: proposedBy,
            proposed_at: row.proposed_at,
          }
        : null,
    decision:
      (row.outcome === 'released' || row.outcome === 'returned') && confirmedBy && decided
        ? {
            action: row.outcome === 'released' ? 'release' : 'return',
            note: row.proposal_note,
            proposed_by: proposedBy,
            confirmed_by: confirmedBy,
            decided_at: decided,
          }
        : null,
    return_transfer: returned
      ? {
          beneficiary_name: returned.beneficiary_name,
          beneficiary_iban: returned.beneficiary_iban,
          amount: centsToMoney(returned.amount_cents),
          reference: returned.reference,
          status: returned.status,
          asked_at: returned.asked_at,
        }
      : null,
  };
}

export interface BackofficeDepositView {
  deposit: DepositRow;
  /** Where the opening stands, and whether its deposit is due back to the payers (`depositIsPaidBack`). */
  opening: { status: BackofficeDepositReply['opening_status']; paidBack: boolean };
  account: AccountRow;
  shareholders: ShareholderRow[];
  transfers: ReviewedTransferRow[];
  returns: DepositReturnRow[];
  registeredBy: { id: string; name: string } | null;
}

/** The deposit section of the case page: what each shareholder owes and paid, every transfer, the certificate. */
export function backofficeDepositReply(view: BackofficeDepositView): BackofficeDepositReply {
  const { deposit, shareholders, transfers } = view;
  const registration = registrationOf(deposit);
  return {
    opening_status: view.opening.status,
    account: { holder_name: view.account.holder_name, iban: view.account.iban, bic: view.account.bic },
    capital_amount: centsToMoney(deposit.capital_cents),
    amount_received: centsToMoney(depositReceived(shareholders, transfers)),
    number_of_shares: deposit.number_of_shares,
    completed_at: deposit.completed_at,
    shareholders: shareholders.map((row) => {
      const { received, held, status } = shareholderTotals(row, transfers);
      return {
        id: row.id,
        kind: row.kind,
        name: shareholderName(row),
        shares: row.shares,
        transfer_reference: row.transfer_reference,
        amount_due: centsToMoney(row.amount_due_cents),
        amount_received: centsToMoney(received),
        amount_held: centsToMoney(held),
        status,
        overpaid: received > row.amount_due_cents,
      };
    }),
    transfers: transfers.map((row) =>
      reviewedTransferReply(
        row,
        shareholders,
        view.returns.find((returned) => returned.transfer_id === row.id),
      ),
    ),
    certificate:
      deposit.certificate_reference && deposit.certificate_issued_at
        ? { reference: deposit.certificate_reference, issued_at: deposit.certificate_issued_at }
        : null,
    registration: registration ? { ...registration, operator: view.registeredBy } : null,
    repayment: view.opening.paidBack ? repaymentOf(transfers) : null,
  };
}

/** What is still due back to the payers: every transfer received into the blocked account not yet returned. */
function repaymentOf(transfers: readonly ReviewedTransferRow[]) {
  const due = dueBackOf(
    transfers.map((row) => ({ outcome: row.outcome, amountCents: row.amount_cents })),
    true,
  );
  return { amount_due: centsToMoney(due.cents), transfers_due: due.count };
}
