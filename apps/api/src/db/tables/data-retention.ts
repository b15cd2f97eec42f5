/** A legal hold the bank put on an opening: nothing of it is purged while it is not lifted. */
export interface LegalHoldsTable {
  id: string;
  company_id: string;
  reason: string;
  set_by: string;
  set_at: string;
  lift_reason: string | null;
  lifted_by: string | null;
  lifted_at: string | null;
}

/** A stored file whose rows were purged: deleted after the commit, retried until it is gone. */
export interface PendingFileDeletionsTable {
  storage_key: string;
  queued_at: string;
  attempts: number;
  last_error: string | null;
}
