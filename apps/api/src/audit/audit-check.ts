import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditSettings } from './audit-journal';
import { loadAuditKeyring } from './audit-keys';
import { createCheckpointFile } from './checkpoint-file';
import { type ChainCheck, verifyChain } from './verify-chain';

export interface AuditCheckReport {
  check: ChainCheck;
  /** What an auditor reads, line by line. */
  lines: string[];
}

/**
 * The check `npm run audit:verify` runs: the journal in `db` against the configured keys and
 * checkpoint file. It never generates a key (a new key would verify nothing) and writes nothing.
 */
export async function checkAuditJournal(
  config: AuditSettings,
  db: Kysely<Database>,
): Promise<AuditCheckReport> {
  const keys = loadAuditKeyring(config, { create: false });
  if (keys.ids().length === 0) {
    throw new Error('No audit key to verify with: set AUDIT_KEY (and AUDIT_KEYS for earlier keys).');
  }
  const check = await verifyChain({
    db,
    keys,
    checkpoints: createCheckpointFile(config.audit.checkpointFile),
  });
  return { check, lines: describeCheck(check, { keys: keys.ids(), sealing: keys.current?.id ?? null }) };
}

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

function describeCheck(check: ChainCheck, given: { keys: string[]; sealing: string | null }): string[] {
  const lines = check.firstBroken
    ? [
        `Audit journal BROKEN: ${check.firstBroken.reason}`,
        `${entries(check.checked)} checked before this finding.`,
      ]
    : [`Audit journal intact: ${entries(check.checked)} and ${check.checkpoints} checkpoints checked.`];
  if (check.anchor) {
    const after = check.checked - check.anchor.sequence;
    lines.push(
      `Anchored up to entry #${check.anchor.sequence} by the checkpoint of ${check.anchor.at}` +
        (after > 0 ? `; ${entries(after)} after it sealed, not yet anchored.` : '.'),
    );
  }
  for (const { keyId, entries: count } of check.sealedBy) {
    lines.push(
      keyId
        ? `Sealed with key ${keyId}: ${entries(count)}.`
        : `Plain SHA-256, before keyed seals: ${entries(count)}.`,
    );
  }
  lines.push(
    `Keys given: ${given.keys.map((id) => (id === given.sealing ? `${id} (sealing)` : id)).join(', ')}.`,
  );
  return lines;
}
