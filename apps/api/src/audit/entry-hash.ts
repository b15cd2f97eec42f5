import { sha256 } from '../ids';
import { canonicalJson } from './canonical-json';

export const GENESIS_HASH = '0'.repeat(64);

/** Every stored member of an entry but its own hash: what the hash covers. */
export interface HashedAuditFields {
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
}

/** SHA-256 over the canonical serialisation of the entry, previous hash included (the chain). */
export const entryHash = (entry: HashedAuditFields): string =>
  sha256(
    canonicalJson({
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
    }),
  );
