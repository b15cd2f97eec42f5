/**
 * Replies kept per subject (a company) with the stamp they were built at: a reply is given again
 * only for the same stamp (the database's revision of everything it was built from, and the day),
 * so any change, made by any API process, is seen on the next read. A kept reply holds personal
 * data: it is forgotten `lifetimeMs` after it was built, swept even when never asked for again, and
 * at most `capacity` are kept, the least recently used forgotten first.
 */
export interface KeptReplies {
  get(subject: string, stamp: string): string | undefined;
  keep(subject: string, stamp: string, reply: string): void;
  /** Forgets everything (the process stops, or a test starts afresh). */
  clear(): void;
  readonly size: number;
}

interface Kept {
  stamp: string;
  reply: string;
  keptAt: number;
}

export function createKeptReplies(options: {
  capacity: number;
  lifetimeMs: number;
  now?: () => number;
}): KeptReplies {
  const { capacity, lifetimeMs } = options;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept>();
  const expired = (entry: Kept, at: number) => at - entry.keptAt >= lifetimeMs;

  // The sweep holds the replies weakly and never keeps the process alive: a service (and its
  // replies) dropped is collected, and its sweep then stops.
  const held = new WeakRef(kept);
  const sweep = setInterval(
    () => {
      const replies = held.deref();
      if (!replies) {
        clearInterval(sweep);
        return;
      }
      const at = now();
      for (const [subject, entry] of replies) if (expired(entry, at)) replies.delete(subject);
    },
    Math.max(1000, lifetimeMs / 2),
  );
  sweep.unref();

  return {
    get(subject, stamp) {
      const entry = kept.get(subject);
      if (!entry) return undefined;
      if (entry.stamp !== stamp || expired(entry, now())) {
        kept.delete(subject);
        return undefined;
      }
      // Most recently used last: the first in the map is the one to forget.
      kept.delete(subject);
      kept.set(subject, entry);
      return entry.reply;
    },
    keep(subject, stamp, reply) {
      kept.delete(subject);
      if (kept.size >= capacity) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(subject, { stamp, reply, keptAt: now() });
    },
    clear() {
      kept.clear();
    },
    get size() {
      return kept.size;
    },
  };
}
