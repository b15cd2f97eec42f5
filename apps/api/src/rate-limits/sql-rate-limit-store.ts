import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { sha256 } from '../ids';
import { fixedWindowCounter } from './fixed-window-counter';

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
  const counter = fixedWindowCounter(db);
  let lastSweep = 0;

  async function count(keyHash: string, timeWindow: number): Promise<Counted> {
    const now = clock.now().getTime();
    if (now - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now;
      await counter.sweep(now);
    }
    const { hits, ttl } = await counter.hit(keyHash, timeWindow, now);
    return { current: hits, ttl };
  }

  async function peek(keyHash: string): Promise<Counted> {
    const { hits, ttl } = await counter.peek(keyHash, clock.now().getTime());
    return { current: hits, ttl };
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
