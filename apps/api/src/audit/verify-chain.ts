import type { AuditChainBreak } from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditEntriesTable } from '../db/tables/audit';
import type { AuditKeyring } from './audit-keys';
import { type ChainBreakFacts, chainBreak } from './chain-breaks';
import { readChainHead } from './chain-head';
import { type Checkpoint, checkpointSeal } from './checkpoint';
import type { CheckpointStore } from './checkpoint-store';
import { entrySeal, GENESIS_HASH, legacyEntryHash } from './entry-seal';
import { sameSeal } from './mac';

export interface ChainCheck {
  ok: boolean;
  /** Entries checked before the first break (all of them when the journal is intact). */
  checked: number;
  /** Checkpoints whose seal holds. */
  checkpoints: number;
  /** The furthest checkpoint the journal reaches: the entries after it are sealed, not yet anchored. */
  anchor: { sequence: number; at: string } | null;
  firstBroken: AuditChainBreak | null;
  /** How many of the checked entries each key sealed (null: plain SHA-256, before keyed seals). */
  sealedBy: { keyId: string | null; entries: number }[];
}

export interface ChainSources {
  db: Kysely<Database>;
  keys: AuditKeyring;
  checkpoints: CheckpointStore;
}

type Anchor = Checkpoint & { line: number };

const PAGE = 1000;
/** Walks again while entries are being added during the check, this many times at most. */
const MAX_CATCH_UPS = 50;

/** The checkpoints whose seal holds, the first line that does not hold, and where keyed seals start. */
async function readAnchors(store: CheckpointStore, keys: AuditKeyring) {
  const anchors: Anchor[] = [];
  let problem: ChainBreakFacts | null = null;
  let keyedFrom: number | null = null;
  for (const { line, checkpoint } of await store.readAll()) {
    if (!checkpoint) {
      problem ??= { problem: 'checkpoint_unreadable', line };
      continue;
    }
    const key = keys.byId(checkpoint.key_id);
    if (!key) {
      problem ??= { problem: 'checkpoint_key_unknown', line, key_id: checkpoint.key_id };
      continue;
    }
    if (!sameSeal(checkpointSeal(checkpoint, key), checkpoint.mac)) {
      problem ??= { problem: 'checkpoint_changed', line };
      continue;
    }
    // The first checkpoint fixes where keyed seals start: the database's record of it is not believed.
    keyedFrom ??= checkpoint.keyed_from;
    if (checkpoint.keyed_from !== keyedFrom) {
      problem ??= {
        problem: 'cutover_changed',
        line,
        at: checkpoint.at,
        keyed_from: keyedFrom,
        recorded: checkpoint.keyed_from,
      };
    }
    anchors.push({ ...checkpoint, line });
  }
  return { anchors, problem, keyedFrom };
}

type EntryRow = Selectable<AuditEntriesTable>;

/** What is wrong with the entry that should come next in the chain, or null. */
function checkEntry(
  row: EntryRow,
  next: { sequence: number; previousHash: string },
  keys: AuditKeyring,
  keyedFrom: number,
): ChainBreakFacts | null {
  const sequence = Number(row.sequence);
  const entry = { sequence, id: row.id };
  if (sequence !== next.sequence)
    return { problem: 'entries_missing', sequence: next.sequence, until: sequence - 1 };
  if (row.previous_hash !== next.previousHash) return { problem: 'entry_unlinked', ...entry };
  if (row.key_id === null) {
    // Anyone can compute a plain SHA-256: it proves something only for the entries written before keys.
    if (sequence >= keyedFrom) return { problem: 'entry_unkeyed', ...entry, keyed_from: keyedFrom };
    return legacyEntryHash(row) === row.hash ? null : { problem: 'entry_changed', ...entry };
  }
  const key = keys.byId(row.key_id);
  if (!key) return { problem: 'entry_key_unknown', ...entry, key_id: row.key_id };
  return sameSeal(entrySeal(row, key), row.hash) ? null : { problem: 'entry_changed', ...entry };
}

/**
 * Checks the journal against its keys and its checkpoints: each entry's seal (an edited entry),
 * its link to the previous one and its sequence (a removed or replaced entry), each checkpoint's
 * seal (an edited checkpoint file) and the entry it names (a cut-off end, a replaced entry), and
 * the head. Reads only; names the first break in the journal's order, in an auditor's words.
 */
export async function verifyChain({ db, keys, checkpoints }: ChainSources): Promise<ChainCheck> {
  // The checkpoints first: those written during the walk name entries the walk may not reach.
  const anchors = await readAnchors(checkpoints, keys);
  let head = await readChainHead(db);
  const keyedFrom = anchors.keyedFrom ?? head.keyed_from;
  const anchorsAt = new Map<number, Anchor[]>();
  for (const anchor of anchors.anchors)
    anchorsAt.set(anchor.sequence, [...(anchorsAt.get(anchor.sequence) ?? []), anchor]);

  const next = { sequence: 1, previousHash: GENESIS_HASH };
  const sealedBy = new Map<string | null, number>();
  const result = (broken: ChainBreakFacts | null): ChainCheck => {
    const endsAt = next.sequence - 1;
    const reached = anchors.anchors.filter((anchor) => anchor.sequence <= endsAt);
    const anchor = reached.reduce<Anchor | null>(
      (furthest, each) => (!furthest || each.sequence >= furthest.sequence ? each : furthest),
      null,
    );
    return {
      ok: broken === null,
      checked: endsAt,
      checkpoints: anchors.anchors.length,
      anchor: anchor && { sequence: anchor.sequence, at: anchor.at },
      firstBroken: broken && chainBreak(broken),
      sealedBy: [...sealedBy].map(([keyId, entries]) => ({ keyId, entries })),
    };
  };

  const walk = async (): Promise<ChainBreakFacts | null> => {
    for (;;) {
      const rows = await db
        .selectFrom('audit_entries')
        .selectAll()
        .where('sequence', '>=', next.sequence)
        .orderBy('sequence')
        .limit(PAGE)
        .execute();
      for (const row of rows) {
        const broken = checkEntry(row, next, keys, keyedFrom);
        if (broken) return broken;
        const sealedOtherwise = (anchorsAt.get(next.sequence) ?? []).find((each) => each.hash !== row.hash);
        if (sealedOtherwise) {
          const { line, at } = sealedOtherwise;
          return { problem: 'checkpoint_mismatch', sequence: next.sequence, id: row.id, line, at };
        }
        sealedBy.set(row.key_id, (sealedBy.get(row.key_id) ?? 0) + 1);
        next.sequence += 1;
        next.previousHash = row.hash;
      }
      if (rows.length < PAGE) return null;
    }
  };

  // An entry and the head move in one transaction: a head read after the walk names at least the
  // entries walked, unless it was moved back. A head further on names entries added meanwhile,
  // which are walked in turn; entries it names that never appear were cut off.
  for (let catchUps = 0; ; catchUps += 1) {
    const walkedTo = next.sequence;
    const broken = await walk();
    if (broken) return result(broken);
    head = await readChainHead(db);
    if (head.sequence < next.sequence || next.sequence === walkedTo || catchUps === MAX_CATCH_UPS) break;
  }

  const endsAt = next.sequence - 1;
  const furthest = anchors.anchors.reduce<Anchor | null>(
    (max, each) => (!max || each.sequence > max.sequence ? each : max),
    null,
  );
  if (furthest && furthest.sequence > endsAt) {
    const { line, at } = furthest;
    return result({
      problem: 'entries_cut_off',
      sequence: endsAt + 1,
      until: furthest.sequence,
      ends_at: endsAt,
      line,
      at,
    });
  }
  if (head.sequence !== endsAt || head.hash !== next.previousHash) {
    return result({ problem: 'head_moved', sequence: head.sequence, ends_at: endsAt });
  }
  if (anchors.problem) return result(anchors.problem);
  if (endsAt > 0 && anchors.anchors.length === 0) return result({ problem: 'not_anchored', ends_at: endsAt });
  return result(null);
}
