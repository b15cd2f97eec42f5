import { z } from 'zod';

const int = z.number().int();
/** The same words in English, as `npm run audit:verify` prints them. */
const reason = { reason: z.string() };
/** An entry of the journal, by its sequence number and id. */
const entry = { sequence: int, id: z.string() };
/** A line of the checkpoint file (from 1) and when that checkpoint was written. */
const checkpoint = { line: int, at: z.string() };

/**
 * What the journal's check found first, with the facts an auditor needs to look into it. The
 * entries' problems come in the journal's order; then the end of the journal (checkpoints, head),
 * then the checkpoint file itself.
 */
export const AuditChainBreakSchema = z.discriminatedUnion('problem', [
  /** Its seal no longer matches what it records (who, what, when, the values). */
  z.object({ problem: z.literal('entry_changed'), ...entry, ...reason }),
  /** It does not name the seal of the entry before it: that entry, or earlier ones, were replaced. */
  z.object({ problem: z.literal('entry_unlinked'), ...entry, ...reason }),
  /** Entries `sequence` to `until` are not in the journal (removed from the middle). */
  z.object({ problem: z.literal('entries_missing'), sequence: int, until: int, ...reason }),
  /** Sealed with a key the verification is not given (AUDIT_KEY, AUDIT_KEYS): it cannot be checked. */
  z.object({ problem: z.literal('entry_key_unknown'), ...entry, key_id: z.string(), ...reason }),
  /** A plain SHA-256 hash where keyed seals are required (from entry `keyed_from` on). */
  z.object({ problem: z.literal('entry_unkeyed'), ...entry, keyed_from: int, ...reason }),
  /** A checkpoint sealed another entry at this place: it, or entries before it, were replaced. */
  z.object({ problem: z.literal('checkpoint_mismatch'), ...entry, ...checkpoint, ...reason }),
  /** A checkpoint names entry `until`; the journal ends at `ends_at`: entries from `sequence` on were removed. */
  z.object({
    problem: z.literal('entries_cut_off'),
    sequence: int,
    until: int,
    ends_at: int,
    ...checkpoint,
    ...reason,
  }),
  /** The chain's head names entry `sequence`, the journal ends at `ends_at` (or with another seal). */
  z.object({ problem: z.literal('head_moved'), sequence: int, ends_at: int, ...reason }),
  /** The line's seal does not match what it says: the checkpoint file was edited. */
  z.object({ problem: z.literal('checkpoint_changed'), line: int, ...reason }),
  /** The line is not a checkpoint. */
  z.object({ problem: z.literal('checkpoint_unreadable'), line: int, ...reason }),
  /** The line was sealed with a key the verification is not given. */
  z.object({ problem: z.literal('checkpoint_key_unknown'), line: int, key_id: z.string(), ...reason }),
  /** The line says keyed seals start at `recorded`, the first checkpoint at `keyed_from`. */
  z.object({
    problem: z.literal('cutover_changed'),
    ...checkpoint,
    keyed_from: int,
    recorded: int,
    ...reason,
  }),
  /** The journal has entries and no checkpoint: entries cut off its end could not be told. */
  z.object({ problem: z.literal('not_anchored'), ends_at: int, ...reason }),
]);
export type AuditChainBreak = z.infer<typeof AuditChainBreakSchema>;
export type AuditChainProblem = AuditChainBreak['problem'];

/** The audit journal's check: entries and checkpoints checked, how far it is anchored, the first break. */
export const AuditVerifyReplySchema = z.object({
  ok: z.boolean(),
  /** Entries whose seal and link were checked before the first break (all of them when intact). */
  checked: int,
  /** Checkpoints read from the checkpoint file. */
  checkpoints: int,
  /** The furthest checkpoint the journal reaches: entries after it are sealed, not yet anchored. */
  anchor: z.object({ sequence: int, at: z.string() }).nullable(),
  first_broken: AuditChainBreakSchema.nullable(),
});
export type AuditVerifyReply = z.infer<typeof AuditVerifyReplySchema>;
