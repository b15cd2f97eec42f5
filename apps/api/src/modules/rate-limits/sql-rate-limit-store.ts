import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { sha256 } from '../../ids';

/** Expired windows are swept at most this often, by whichever process counts a hit. */
const SWEEP_EVERY_MS = 60_000;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store that counts in the database, in fixed windows, so every API
 * process on the port shares one count per route and client. The key (which may be an e-mail
 * address or an IP) is stored hashed. One upsert per limited request: the limited routes are
 * the low-volume ones (login, account creation, codes, contact, search).
 */
export function sqlRateLimitStore(db: Kysely<Database>, clock: Clock): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  async function sweep(now: number): Promise<void> {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db.deleteFrom('rate_limit_hits').where('window_ends_at', '<=', now).execute();
  }

  async function count(keyHash: string, timeWindow: number): Promise<Counted> {
    const now = clock.now().getTime();
    await sweep(now);
    // A window that has ended starts again at one hit; otherwise the hit is added to it.
    const ended = sql<boolean>`rate_limit_hits.window_ends_at <= ${now}`;
    const row = await db
      .insertInto('rate_limit_hits')
      .values({ key_hash: keyHash, hits: 1, window_started_at: now, window_ends_at: now + timeWindow })
      .onConflict((conflict) =>
        conflict.column('key_hash').doUpdateSet({
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE rate_limit_hits.hits + 1 END`,
          window_started_at: sql`CASE WHEN ${ended} THEN ${now} ELSE rate_limit_hits.window_started_at END`,
          window_ends_at: sql`CASE WHEN ${ended} THEN ${now + timeWindow} ELSE rate_limit_hits.window_ends_at END`,
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_ends_at) - now) };
  }

  async function peek(keyHash: string): Promise<Counted> {
    const now = clock.now().getTime();
    const row = await db
      .selectFrom('rate_limit_hits')
      .select(['hits', 'window_ends_at'])
      .where('key_hash', '=', keyHash)
      .where('window_ends_at', '>', now)
      .executeTakeFirst();
    return row
      ? { current: Number(row.hits), ttl: Number(row.window_ends_at) - now }
      : { current: 0, ttl: 0 };
  }

  return class SqlRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    // @fastify/rate-limit constructs the store with its options; only the scope matters here.
    constructor(_options?: unknown, scope = 'global') {
      this.scope = scope;
    }

    private hashOf(key: string): string {
      return sha256(`${this.scope}\u0000${key}`);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(this.hashOf(key), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      peek(this.hashOf(key)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // Each limited route counts on its own, as the in-memory store does.
    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as RouteInfo).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new SqlRateLimitStore(undefined, `${method} ${route?.url ?? ''}`);
    }
  };
}
