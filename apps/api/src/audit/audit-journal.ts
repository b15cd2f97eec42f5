import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { AuditEntriesTable } from '../db/tables/audit';
import { newId } from '../ids';
import { type AuditKey, type AuditKeySource, loadAuditKeyring } from './audit-keys';
import { canonicalJson } from './canonical-json';
import { lockChainHead, moveChainHead } from './chain-head';
import { createCheckpointFile } from './checkpoint-file';
import type { CheckpointStore } from './checkpoint-store';
import { type CheckpointSchedule, createCheckpointWriter } from './checkpoint-writer';
import { entrySeal } from './entry-seal';
import { verifyChain } from './verify-chain';

export type AuditActorType = AuditEntriesTable['actor_type'];

/** What happened, by whom, to what: the caller's words; time, sequence and seals are the journal's. */
export interface AuditEntryInput {
  actor: { type: AuditActorType; id: string | null };
  /** A dotted code: operator.signed_in, case.viewed, case.document_viewed... */
  action: string;
  object: { type: string; id: string | null };
  /** The opening the entry belongs to (the company's id), for its timeline. */
  caseId?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
  /** When the change it records happened, if not now (a move timed by its caller). */
  at?: string;
}

/** The journal's settings (config.audit) and where generated keys go on the embedded default. */
export interface AuditSettings extends AuditKeySource {
  audit: AuditKeySource['audit'] & {
    checkpointFile: string;
    checkpointEveryEntries: number;
    checkpointEveryMs: number;
  };
}

/** The action of the first keyed entry of a journal that has entries hashed with plain SHA-256. */
export const KEYED_SEALS_STARTED = 'audit.keyed_seals_started';

/** Writes one sealed entry after `previous`; returns its sequence and seal. */
async function insertSealed(
  trx: Kysely<Database>,
  previous: { sequence: number; hash: string },
  entry: AuditEntryInput,
  { key, now }: { key: AuditKey; now: () => string },
) {
  const fields = {
    id: newId(),
    sequence: previous.sequence + 1,
    at: entry.at ?? now(),
    actor_type: entry.actor.type,
    actor_id: entry.actor.id,
    action: entry.action,
    object_type: entry.object.type,
    object_id: entry.object.id,
    case_id: entry.caseId ?? null,
    before_value: entry.before === undefined ? null : canonicalJson(entry.before),
    after_value: entry.after === undefined ? null : canonicalJson(entry.after),
    request_id: entry.requestId ?? null,
    previous_hash: previous.hash,
    key_id: key.id,
  };
  const hash = entrySeal(fields, key);
  await trx
    .insertInto('audit_entries')
    .values({ ...fields, hash })
    .execute();
  return { id: fields.id, sequence: fields.sequence, hash };
}

/**
 * The audit journal. `append` is its only write: there is no update or delete path in code (and
 * PostgreSQL's trigger refuses them). It runs in the caller's transaction so an entry is written
 * with the change it records, or not at all. Entries are sealed with a key held outside the
 * database (AUDIT_KEY), and `checkpoint` anchors the chain's head outside it too
 * (AUDIT_CHECKPOINT_FILE), so neither a rewritten entry nor a cut-off end goes unnoticed by `verify`.
 */
export function createAuditJournal(options: {
  db: Kysely<Database>;
  clock: Clock;
  config: AuditSettings;
  /** Where checkpoints go; the configured file by default. */
  checkpoints?: CheckpointStore;
}) {
  const { db, clock, config } = options;
  const keys = loadAuditKeyring(config, { create: true });
  const key = keys.current;
  if (!key) throw new Error('AUDIT_KEY is required');
  const store = options.checkpoints ?? createCheckpointFile(config.audit.checkpointFile);
  const schedule: CheckpointSchedule = {
    everyEntries: config.audit.checkpointEveryEntries,
    everyMs: config.audit.checkpointEveryMs,
  };
  const sealing = { key, now: () => clock.now().toISOString() };

  return {
    async append(trx: Kysely<Database>, entry: AuditEntryInput): Promise<{ id: string; sequence: number }> {
      const head = await lockChainHead(trx);
      let previous = { sequence: head.sequence, hash: head.hash };
      // The first keyed entry of a journal begun with plain SHA-256 hashes says, under the key,
      // where those end.
      if (head.keyed_from > 1 && head.sequence === head.keyed_from - 1) {
        const started = {
          actor: { type: 'system', id: null },
          action: KEYED_SEALS_STARTED,
          object: { type: 'audit_journal', id: null },
          after: { keyed_from: head.keyed_from, seal: 'HMAC-SHA-256', key_id: key.id },
        } as const;
        previous = await insertSealed(trx, previous, started, sealing);
      }
      const written = await insertSealed(trx, previous, entry, sealing);
      await moveChainHead(trx, { sequence: written.sequence, hash: written.hash });
      return { id: written.id, sequence: written.sequence };
    },

    checkpoint: createCheckpointWriter({ db, clock, key, keys, store, schedule }),

    verify: () => verifyChain({ db, keys, checkpoints: store }),
  };
}

export type AuditJournal = ReturnType<typeof createAuditJournal>;
