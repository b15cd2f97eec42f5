import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { sha256 } from '../../ids';
import { fixedWindowCounter } from '../rate-limits/fixed-window-counter';
import { normalizeEmail } from '../users/normalize-email';

/** Failed logins one account takes in a window, whatever addresses they come from. */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'rateLimitEnabled'>;
}

/**
 * Per-account login limit (the per-address limit is the route's): guessing one person's password
 * from many addresses stops after 10 failures in 15 minutes, and while it is stopped even the right
 * password is refused, so a guess cannot be confirmed. Counted in the shared rate-limit table
 * (key hashed, fixed window), so every API process sees the same count.
 */
export function createLoginFailures({ db, clock, config }: Deps) {
  const keyOf = (email: string) => sha256(`login-failures\u0000${normalizeEmail(email)}`);
  const counter = fixedWindowCounter(db);
  const tooMany = () => new AppError('too_many_requests', 'error.too_many_requests');

  return {
    async assertNotLocked(email: string): Promise<void> {
      if (!config.rateLimitEnabled) return;
      const { hits } = await counter.peek(keyOf(email), clock.now().getTime());
      if (hits >= MAX_FAILED_LOGINS_PER_ACCOUNT) throw tooMany();
    },

    async recordFailure(email: string): Promise<void> {
      if (!config.rateLimitEnabled) return;
      await counter.hit(keyOf(email), FAILED_LOGIN_WINDOW_MS, clock.now().getTime());
    },
  };
}
