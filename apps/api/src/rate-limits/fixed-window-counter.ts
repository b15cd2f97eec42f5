import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface WindowCount {
  hits: number;
  /** Milliseconds left in the window (0 when no window is open). */
  ttl: number;
}

/**
 * Fixed-window counters in `rate_limit_hits`, shared by every API process: the rate limits of
 * the routes and the per-account login limit. Keys are hashed by the caller.
 */
export function fixedWindowCounter(db: Kysely<Database>) {
  return {
    /** Counts one hit: a window that has ended starts again at one, otherwise the hit is added. */
    async hit(keyHash: string, windowMs: number, now: number): Promise<WindowCount> {
      const ended = sql<boolean>`rate_limit_hits.window_ends_at <= ${now}`;
      const row = await db
        .insertInto('rate_limit_hits')
        .values({ key_hash: keyHash, hits: 1, window_started_at: now, window_ends_at: now + windowMs })
        .onConflict((conflict) =>
          conflict.column('key_hash').doUpdateSet({
            hits: sql`CASE WHEN ${ended} THEN 1 ELSE rate_limit_hits.hits + 1 END`,
            window_started_at: sql`CASE WHEN ${ended} THEN ${now} ELSE rate_limit_hits.window_started_at END`,
            window_ends_at: sql`CASE WHEN ${ended} THEN ${now + windowMs} ELSE rate_limit_hits.window_ends_at END`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), ttl: Math.max(0, Number(row.window_ends_at) - now) };
    },

    /** The open window's count, without counting. */
    async peek(keyHash: string, now: number): Promise<WindowCount> {
      const row = await db
        .selectFrom('rate_limit_hits')
        .select(['hits', 'window_ends_at'])
        .where('key_hash', '=', keyHash)
        .where('window_ends_at', '>', now)
        .executeTakeFirst();
      return row ? { hits: Number(row.hits), ttl: Number(row.window_ends_at) - now } : { hits: 0, ttl: 0 };
    },

    /** Takes one hit back from the open window (a try that turned out not to count). */
    async giveBack(keyHash: string, now: number): Promise<void> {
      await db
        .updateTable('rate_limit_hits')
        .set({ hits: sql`rate_limit_hits.hits - 1` })
        .where('key_hash', '=', keyHash)
        .where('window_ends_at', '>', now)
        .where('hits', '>', 0)
        .execute();
    },

    /** Forgets the windows that have ended. */
    async sweep(now: number): Promise<void> {
      await db.deleteFrom('rate_limit_hits').where('window_ends_at', '<=', now).execute();
    },
  };
}
