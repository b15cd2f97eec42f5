import type { DepositHoldReason, DepositTransferOutcome, HeldTransferAction } from '@app/domain';

/** Money columns are whole cents. */
export interface CapitalDepositsTable {
  id: string;
  company_id: string;
  account_id: string;
  capital_cents: number;
  number_of_shares: number;
  created_at: string;
  /** When every share was paid. */
  completed_at: string | null;
  certificate_reference: string | null;
  certificate_issued_at: string | null;
  /** The registered company, as given at the Kbis step (its SIREN and registered name). */
  registered_siren: string | null;
  registered_name: string | null;
  registered_at: string | null;
  registered_by_kind: 'customer' | 'operator' | null;
  /** The user or the operator who gave it. */
  registered_by_id: string | null;
}

export interface DepositShareholdersTable {
  id: string;
  deposit_id: string;
  representative_id: string;
  position: number;
  kind: 'person' | 'company';
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  company_legal_form: string | null;
  email: string | null;
  shares: number;
  amount_due_cents: number;
  transfer_reference: string;
  created_at: string;
}

export interface DepositTransfersTable {
  id: string;
  transfer_id: string;
  deposit_id: string | null;
  shareholder_id: string | null;
  payer_name: string;
  payer_iban: string;
  amount_cents: number;
  reference: string;
  value_date: string;
  outcome: DepositTransferOutcome;
  hold_reason: DepositHoldReason | null;
  received_at: string;
  released_at: string | null;
  /** The account the transfer credited (null: none of the bank's, or received before it was kept). */
  account_id: string | null;
  /** A held transfer's action proposed by a supervisor, kept once confirmed (who proposed what, why). */
  proposed_action: HeldTransferAction | null;
  proposed_by: string | null;
  proposed_at: string | null;
  proposal_note: string | null;
  /** The second supervisor who confirmed the proposed action. */
  confirmed_by: string | null;
  confirmed_at: string | null;
  returned_at: string | null;
}

/** The bank's outgoing transfer returning a held contribution to its payer, as asked of the core system. */
export interface DepositReturnsTable {
  id: string;
  /** The deposit_transfers row returned. */
  transfer_id: string;
  deposit_id: string;
  beneficiary_name: string;
  beneficiary_iban: string;
  amount_cents: number;
  reference: string;
  status: 'asked';
  asked_at: string;
  asked_by: string;
}

export interface DepositEventsTable {
  id: string;
  deposit_id: string;
  transfer_id: string | null;
  kind:
    | 'release_proposed'
    | 'return_proposed'
    | 'proposal_declined'
    | 'transfer_released'
    | 'transfer_returned';
  actor_kind: 'system' | 'operator';
  actor_id: string | null;
  actor_name: string | null;
  at: string;
  /** JSON object */
  details: string;
}
