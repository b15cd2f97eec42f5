/** One entry of the append-only audit journal; `hash` (its seal) chains it to the previous entry. */
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
  /** HMAC-SHA-256 under the key `key_id`; plain SHA-256 for the entries written before keyed seals. */
  hash: string;
  /** The id of the key that sealed the entry; null before keyed seals (docs/audit-journal.md). */
  key_id: string | null;
}

/** One row (id 1): the last entry's sequence and seal, locked by every append and checkpoint. */
export interface AuditChainHeadTable {
  id: number;
  sequence: number;
  hash: string;
  /** The first entry sealed with a key; the ones before it carry plain SHA-256 hashes. */
  keyed_from: number;
}
