import type { DocumentDecision, FirstTransferHoldReason, FirstTransferOutcome } from '@app/domain';
import type { DocumentSubjectType } from './documents';

/** One operator decision on one document; a request to send again is answered by the customer. */
export interface DocumentDecisionsTable {
  id: string;
  company_id: string;
  document_id: string;
  subject_type: DocumentSubjectType;
  subject_id: string;
  document_type: string;
  decision: DocumentDecision;
  reason: string | null;
  message: string | null;
  operator_id: string;
  at: string;
  fulfilled_at: string | null;
  fulfilled_document_id: string | null;
}

/** A transfer received on a signup account before it opens; money columns are whole cents. */
export interface FirstTransfersTable {
  id: string;
  company_id: string;
  account_id: string;
  source: 'bank_feed' | 'operator';
  transfer_id: string | null;
  payer_name: string;
  payer_iban: string;
  amount_cents: number;
  value_date: string;
  outcome: FirstTransferOutcome;
  hold_reason: FirstTransferHoldReason | null;
  operator_id: string | null;
  received_at: string;
}
