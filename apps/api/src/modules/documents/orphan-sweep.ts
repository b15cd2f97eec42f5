import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { DocumentStorage } from '../../storage/document-storage';

/** Longer than any upload takes: a file younger than this may belong to one under way. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

const BATCH = 500;

export interface OrphanSweepResult {
  unfinished: number;
  orphans: number;
}

/**
 * What an interrupted upload leaves (a process killed mid-write or between storing the bytes
 * and committing their row): temporary files, and stored documents that no row names. Both
 * are removed once older than the grace period; a document with a row, even an archived one,
 * is kept.
 */
export async function sweepOrphanDocuments(deps: {
  db: Kysely<Database>;
  storage: DocumentStorage;
  clock: Clock;
  graceMs?: number;
}): Promise<OrphanSweepResult> {
  const before = new Date(deps.clock.now().getTime() - (deps.graceMs ?? ORPHAN_GRACE_MS));
  const unfinished = await deps.storage.removeUnfinished(before);
  let orphans = 0;
  let batch: string[] = [];
  const sweep = async () => {
    if (batch.length === 0) return;
    const rows = await deps.db
      .selectFrom('documents')
      .select('storage_key')
      .where('storage_key', 'in', batch)
      .execute();
    const named = new Set(rows.map((row) => row.storage_key));
    for (const key of batch) {
      if (named.has(key)) continue;
      await deps.storage.delete(key);
      orphans += 1;
    }
    batch = [];
  };
  for await (const object of deps.storage.list()) {
    if (object.writtenAt >= before) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await sweep();
  }
  await sweep();
  return { unfinished, orphans };
}
