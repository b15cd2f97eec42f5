import type { AuditChainBreak } from '@app/domain';

type WithoutReason<T> = T extends unknown ? Omit<T, 'reason'> : never;
/** What the check found, before it is put in words. */
export type ChainBreakFacts = WithoutReason<AuditChainBreak>;

const checkpointAt = (at: string, line: number) =>
  `the checkpoint of ${at} (line ${line} of the checkpoint file)`;
const UNKNOWN_KEY = 'which this check is not given (AUDIT_KEY, AUDIT_KEYS)';

/** The break in an auditor's words (English: `npm run audit:verify` and the API's `reason`). */
function describe(facts: ChainBreakFacts): string {
  switch (facts.problem) {
    case 'entry_changed':
      return `Entry #${facts.sequence} (${facts.id}) was changed after it was sealed: its seal no longer matches what it records (who, what, when or the values).`;
    case 'entry_unlinked':
      return `Entry #${facts.sequence} (${facts.id}) does not follow the entry before it: that entry, or entries before it, were replaced or rewritten.`;
    case 'entries_missing':
      return facts.sequence === facts.until
        ? `Entry #${facts.sequence} was removed from the journal.`
        : `Entries #${facts.sequence} to #${facts.until} were removed from the journal.`;
    case 'entry_key_unknown':
      return `Entry #${facts.sequence} (${facts.id}) was sealed with the key ${facts.key_id}, ${UNKNOWN_KEY}: it cannot be checked.`;
    case 'entry_unkeyed':
      return `Entry #${facts.sequence} (${facts.id}) carries a plain SHA-256 hash, but keyed seals start at entry #${facts.keyed_from}: it was forged or rewritten.`;
    case 'checkpoint_mismatch':
      return `Entry #${facts.sequence} (${facts.id}) is not the entry ${checkpointAt(facts.at, facts.line)} sealed: it, or entries before it, were replaced.`;
    case 'entries_cut_off':
      return `Entries from #${facts.sequence} on were removed: ${checkpointAt(facts.at, facts.line)} names entry #${facts.until}, and the journal now ends at entry #${facts.ends_at}.`;
    case 'head_moved':
      return `The chain's head does not match the journal's end: it names entry #${facts.sequence} (with its seal), the journal ends at entry #${facts.ends_at}. The head was moved, or entries were removed from the end.`;
    case 'checkpoint_changed':
      return `Line ${facts.line} of the checkpoint file was edited: its seal does not match what it says.`;
    case 'checkpoint_unreadable':
      return `Line ${facts.line} of the checkpoint file is not a checkpoint.`;
    case 'checkpoint_key_unknown':
      return `Line ${facts.line} of the checkpoint file was sealed with the key ${facts.key_id}, ${UNKNOWN_KEY}.`;
    case 'cutover_changed':
      return `The checkpoint of ${facts.at} (line ${facts.line} of the checkpoint file) says keyed seals start at entry #${facts.recorded}, the first checkpoint says #${facts.keyed_from}: the start of keyed seals recorded in the database was changed.`;
    case 'not_anchored':
      return `No checkpoint anchors the journal's ${facts.ends_at} entries (the checkpoint file is missing or empty): entries removed from its end could not be told.`;
  }
}

export const chainBreak = (facts: ChainBreakFacts): AuditChainBreak =>
  ({ ...facts, reason: describe(facts) }) as AuditChainBreak;
