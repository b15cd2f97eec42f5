/**
 * How long the bank keeps an opening's records, and when they go: the one rule the customer's
 * erasure, the scheduled retention and the screens share.
 */

/**
 * A submitted opening's records are kept five years after the relationship ends, as the
 * anti-money-laundering law asks (article L561-12 of the Monetary and Financial Code): less is
 * never allowed.
 */
export const MINIMUM_RECORDS_KEPT_YEARS = 5;

/** An opening left before submission is purged after this many days without activity, by default. */
export const DEFAULT_ABANDONED_RETENTION_DAYS = 90;

/** The customer is reminded this many days before an abandoned opening is purged. */
export const ABANDONED_REMINDER_DAYS_BEFORE = 14;

export interface RetentionSettings {
  /** Days without activity before an opening never submitted is purged. */
  abandonedDays: number;
  /** Years after the relationship's end before a submitted opening's records are purged. */
  closedYears: number;
}

export interface RetentionFacts {
  /** Whether the opening was ever submitted to the bank (its records are then the bank's). */
  submitted: boolean;
  /** When the relationship ended (the move to `closed` or `refused`), if it did. */
  endedAt: string | null;
  /** The customer's last activity on the opening (its last change, their last sign-in). */
  lastActivityAt: string;
  /** Whether the bank put a legal hold on the opening. */
  legalHold: boolean;
}

export type RetentionOutcome =
  /** A legal hold keeps everything until the bank lifts it. */
  | { kind: 'held' }
  /** Submitted and the relationship still runs: kept, the date not known yet. */
  | { kind: 'kept_while_open' }
  /** Submitted and ended: purged on `purgeOn`. */
  | { kind: 'kept_until'; purgeOn: Date }
  /** Never submitted: purged on `purgeOn` for inactivity, the customer reminded from `remindOn`. */
  | { kind: 'abandoned'; purgeOn: Date; remindOn: Date };

const DAY_MS = 86_400_000;

/** The day a relationship's records may be erased: its end plus the keeping period. */
export function recordsKeptUntil(endedAt: string, years: number): Date {
  const until = new Date(endedAt);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}

/** What the retention says of an opening: held, kept (with its date once ended) or abandoned. */
export function retentionOf(facts: RetentionFacts, settings: RetentionSettings): RetentionOutcome {
  if (facts.legalHold) return { kind: 'held' };
  if (facts.submitted) {
    if (facts.endedAt === null) return { kind: 'kept_while_open' };
    return { kind: 'kept_until', purgeOn: recordsKeptUntil(facts.endedAt, settings.closedYears) };
  }
  const purgeOn = new Date(Date.parse(facts.lastActivityAt) + settings.abandonedDays * DAY_MS);
  const remindOn = new Date(purgeOn.getTime() - ABANDONED_REMINDER_DAYS_BEFORE * DAY_MS);
  return { kind: 'abandoned', purgeOn, remindOn };
}

/** Whether the retention's outcome says the opening's records go at `now`. */
export const isPurgeDue = (outcome: RetentionOutcome, now: Date): boolean =>
  (outcome.kind === 'kept_until' || outcome.kind === 'abandoned') &&
  outcome.purgeOn.getTime() <= now.getTime();
