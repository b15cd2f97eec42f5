import { sha256 } from '../ids';
import type { AuditKey } from './audit-keys';
import { canonicalJson } from './canonical-json';
import { mac } from './mac';

/** The previous hash of the journal's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** Every stored member of an entry but its own seal: what the seal covers. */
export interface SealedAuditFields {
  id: string;
  sequence: number;
  at: string;
  actor_type: string;
  actor_id: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  case_id: string | null;
  before_value: string | null;
  after_value: string | null;
  request_id: string | null;
  previous_hash: string;
  /** The key that sealed the entry; null for the entries hashed with plain SHA-256 before keyed seals. */
  key_id: string | null;
}

const recordedMembers = (entry: SealedAuditFields) => ({
  id: entry.id,
  sequence: Number(entry.sequence),
  at: entry.at,
  actor_type: entry.actor_type,
  actor_id: entry.actor_id,
  action: entry.action,
  object_type: entry.object_type,
  object_id: entry.object_id,
  case_id: entry.case_id,
  before_value: entry.before_value,
  after_value: entry.after_value,
  request_id: entry.request_id,
  previous_hash: entry.previous_hash,
});

/** The seal of an entry: HMAC-SHA-256 under the key over its canonical serialisation, previous seal included. */
export const entrySeal = (entry: SealedAuditFields, key: AuditKey): string =>
  mac(key, 'entry', canonicalJson({ ...recordedMembers(entry), key_id: key.id }));

/**
 * The plain SHA-256 of the entries written before keyed seals, exactly as they were hashed then
 * (anyone can recompute it: it is accepted only for those entries, see verify-chain.ts).
 */
export const legacyEntryHash = (entry: SealedAuditFields): string =>
  sha256(canonicalJson(recordedMembers(entry)));
