import type { Kysely } from 'kysely';
import type { AuditSettings } from '../audit';
import { loadAuditKeyring } from '../audit/audit-keys';
import { createCheckpointFile } from '../audit/checkpoint-file';
import type { CheckpointStore } from '../audit/checkpoint-store';
import { type ChainCheck, verifyChain } from '../audit/verify-chain';
import type { Database } from '../db/schema';

/** A backup made before the journal wrote any checkpoint: nothing to compare with. */
const NO_CHECKPOINTS: CheckpointStore = {
  description: 'no checkpoint saved with the backup',
  append: () => Promise.reject(new Error('a restore writes no checkpoint')),
  latest: () => Promise.resolve(null),
  readAll: () => Promise.resolve([]),
};

/**
 * The restored journal checked with the configured audit keys against the checkpoints saved with
 * the backup (written before its snapshot, so each names an entry the snapshot holds). The live
 * checkpoint file is not used: against it a restore reports the entries lost since the backup,
 * which is the incident's record (docs/audit-journal.md), not a failed restore.
 */
export async function checkRestoredJournal(
  config: AuditSettings,
  db: Kysely<Database>,
  saved: { checkpoints: string | null },
): Promise<ChainCheck> {
  const keys = loadAuditKeyring(config, { create: false });
  if (keys.ids().length === 0) {
    throw new Error(
      'no audit key to verify the restored journal with: set AUDIT_KEY (and AUDIT_KEYS), or restore a backup made with --include-keys',
    );
  }
  const checkpoints = saved.checkpoints ? createCheckpointFile(saved.checkpoints) : NO_CHECKPOINTS;
  const chain = await verifyChain({ db, keys, checkpoints });
  // Without saved checkpoints the seals and links are still checked; only the anchoring is not.
  const unanchoredOnly = saved.checkpoints === null && chain.firstBroken?.problem === 'not_anchored';
  if (!chain.ok && !unanchoredOnly) {
    throw new Error(`the restored audit journal is broken: ${chain.firstBroken?.reason ?? 'unknown'}`);
  }
  return chain;
}
