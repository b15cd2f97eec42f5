import type { BankFeedTransferKind } from '@app/domain';

/** The bank feed's inbox: each transfer id once, with the record it became. */
export interface BankFeedTransfersTable {
  transfer_id: string;
  /** SHA-256 of every field of the posted body. */
  body_hash: string;
  kind: BankFeedTransferKind;
  /** first_transfers.id or deposit_transfers.id, by kind. */
  record_id: string;
  received_at: string;
}
