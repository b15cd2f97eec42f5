/** One entry of the append-only audit journal; `hash` chains it to the previous entry. */
export interface AuditEntriesTable {
  id: string;
  sequence: number;
  at: string;
  actor_type: 'customer' | 'operator' | 'system' | 'partner';
  actor_id: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  case_id: string | null;
  /** Canonical JSON of what changed, before and after (null when nothing was there). */
  before_value: string | null;
  after_value: string | null;
  request_id: string | null;
  previous_hash: string;
  hash: string;
}

/** One row (id 1): the last entry's sequence and hash, locked by every append. */
export interface AuditChainHeadTable {
  id: number;
  sequence: number;
  hash: string;
}
