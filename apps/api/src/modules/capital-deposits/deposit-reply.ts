import {
  type CapitalDepositReply,
  type CompanyRegistrationReply,
  centsToMoney,
  type DepositShareholderReply,
  type DepositShareholderStatus,
  type OpeningStatus,
  type OwnedAccountDetails,
  transferCounts,
} from '@app/domain';
import type { DepositRow, ShareholderRow, TransferRow } from '../../db/repositories/deposits';

/** A shareholder's name as the tracking page and the certificate show it. */
export const shareholderName = (row: ShareholderRow): string =>
  row.kind === 'company' ? (row.company_name ?? '') : `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();

/**
 * When the bank's decision on a transfer was carried out: its release or its return (a released
 * transfer returned later, its opening ended, reads as returned then).
 */
export const decidedAt = (row: Pick<TransferRow, 'outcome' | 'released_at' | 'returned_at'>) =>
  row.outcome === 'returned' ? row.returned_at : row.outcome === 'released' ? row.released_at : null;

const sum = (rows: TransferRow[]) => rows.reduce((total, row) => total + row.amount_cents, 0);

function statusOf(due: number, received: number, held: number): DepositShareholderStatus {
  if (received >= due) return 'received';
  if (held > 0) return 'held_for_review';
  return received > 0 ? 'partly_received' : 'waiting';
}

export interface DepositView {
  deposit: DepositRow;
  companyName: string;
  openingStatus: OpeningStatus;
  account: OwnedAccountDetails;
  shareholders: ShareholderRow[];
  transfers: TransferRow[];
  certificatePdfUrl: string;
}

/** One shareholder's amounts, from their transfer rows: counted (and released) ones, held ones. */
export function shareholderTotals(shareholder: ShareholderRow, transfers: TransferRow[]) {
  const own = transfers.filter((transfer) => transfer.shareholder_id === shareholder.id);
  const received = sum(own.filter((transfer) => transferCounts(transfer.outcome)));
  const held = sum(own.filter((transfer) => transfer.outcome === 'held'));
  return { own, received, held, status: statusOf(shareholder.amount_due_cents, received, held) };
}

/** The deposit's total counted so far. */
export const depositReceived = (shareholders: ShareholderRow[], transfers: TransferRow[]): number =>
  shareholders.reduce((total, row) => total + shareholderTotals(row, transfers).received, 0);

/** The registered company given at the Kbis step, as the deposit records it (null: not yet). */
export function registrationOf(deposit: DepositRow): CompanyRegistrationReply | null {
  if (!deposit.registered_siren || !deposit.registered_name || !deposit.registered_at) return null;
  return {
    siren: deposit.registered_siren,
    registered_name: deposit.registered_name,
    recorded_at: deposit.registered_at,
    recorded_by: deposit.registered_by_kind === 'operator' ? 'operator' : 'customer',
  };
}

export function depositReply(view: DepositView): CapitalDepositReply {
  const shareholders = view.shareholders.map((row): DepositShareholderReply => {
    const { own, received, held, status } = shareholderTotals(row, view.transfers);
    return {
      id: row.id,
      representative_id: row.representative_id,
      kind: row.kind,
      name: shareholderName(row),
      shares: row.shares,
      amount_due: centsToMoney(row.amount_due_cents),
      amount_received: centsToMoney(received),
      amount_held: centsToMoney(held),
      transfer_reference: row.transfer_reference,
      status,
      overpaid: received > row.amount_due_cents,
      transfers: own.map((transfer) => ({
        id: transfer.transfer_id,
        amount: centsToMoney(transfer.amount_cents),
        payer_name: transfer.payer_name,
        value_date: transfer.value_date,
        outcome: transfer.outcome,
        hold_reason: transfer.hold_reason,
        decided_at: decidedAt(transfer),
      })),
    };
  });
  const { deposit } = view;
  return {
    company_id: deposit.company_id,
    company_name: view.companyName,
    opening_status: view.openingStatus,
    account: view.account,
    capital_amount: centsToMoney(deposit.capital_cents),
    amount_received: centsToMoney(depositReceived(view.shareholders, view.transfers)),
    number_of_shares: deposit.number_of_shares,
    shareholders,
    certificate:
      deposit.certificate_reference && deposit.certificate_issued_at
        ? {
            reference: deposit.certificate_reference,
            issued_at: deposit.certificate_issued_at,
            pdf_url: view.certificatePdfUrl,
          }
        : null,
    registration: registrationOf(deposit),
  };
}
