import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { AuditKey, AuditKeyring } from './audit-keys';
import { type ChainHead, lockChainHead, readChainHead } from './chain-head';
import { type Checkpoint, checkpointSeal, sealCheckpoint } from './checkpoint';
import type { CheckpointStore } from './checkpoint-store';
import { sameSeal } from './mac';

/**
 * Why a checkpoint is asked for: at a process's start and stop, as soon as the head moved; on the
 * schedule, once enough entries were added or enough time went by since the last checkpoint.
 */
export type CheckpointOccasion = 'start' | 'schedule' | 'stop';

export interface CheckpointSchedule {
  everyEntries: number;
  everyMs: number;
}

/** Writes a checkpoint of the chain's head when one is due; returns it, or null when none was due. */
export function createCheckpointWriter(options: {
  db: Kysely<Database>;
  clock: Clock;
  key: AuditKey;
  keys: AuditKeyring;
  store: CheckpointStore;
  schedule: CheckpointSchedule;
}) {
  const { db, clock, key, keys, store, schedule } = options;

  // A last line that is not one of ours (edited, cut short) is no reason to wait.
  const lastSealed = async (): Promise<Checkpoint | null> => {
    const last = await store.latest();
    const sealer = last && keys.byId(last.key_id);
    return last && sealer && sameSeal(checkpointSeal(last, sealer), last.mac) ? last : null;
  };

  const isDue = (head: ChainHead, last: Checkpoint | null, occasion: CheckpointOccasion): boolean => {
    if (!last) return true;
    const moved =
      head.sequence !== last.sequence || head.hash !== last.hash || head.keyed_from !== last.keyed_from;
    if (!moved) return false;
    if (occasion !== 'schedule') return true;
    return (
      head.sequence - last.sequence >= schedule.everyEntries ||
      clock.now().getTime() - Date.parse(last.at) >= schedule.everyMs
    );
  };

  return async function writeCheckpoint(occasion: CheckpointOccasion): Promise<Checkpoint | null> {
    // A look without the lock first: most scheduled looks find nothing to write.
    if (!isDue(await readChainHead(db), await lastSealed(), occasion)) return null;
    return db.transaction().execute(async (trx) => {
      // Holding the head's lock, in every process sharing the database: no entry is added while
      // the checkpoint is written, and no other process writes one at the same time.
      const head = await lockChainHead(trx);
      if (!isDue(head, await lastSealed(), occasion)) return null;
      const checkpoint = sealCheckpoint(
        {
          sequence: head.sequence,
          hash: head.hash,
          keyed_from: head.keyed_from,
          at: clock.now().toISOString(),
        },
        key,
      );
      await store.append(checkpoint);
      return checkpoint;
    });
  };
}
