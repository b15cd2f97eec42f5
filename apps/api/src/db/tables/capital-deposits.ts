import type { DepositHoldReason, DepositTransferOutcome } from '@app/domain';

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
}

export interface DepositEventsTable {
  id: string;
  deposit_id: string;
  transfer_id: string | null;
  kind: 'transfer_released';
  actor_kind: 'system' | 'operator';
  actor_id: string | null;
  actor_name: string | null;
  at: string;
  /** JSON object */
  details: string;
}
