import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { sha256 } from '../../ids';
import { normalizeEmail } from '../users/user.repository';

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
  const tooMany = () => new AppError('too_many_requests', 'error.too_many_requests');

  return {
    async assertNotLocked(email: string): Promise<void> {
      if (!config.rateLimitEnabled) return;
      const row = await db
        .selectFrom('rate_limit_hits')
        .select('hits')
        .where('key_hash', '=', keyOf(email))
        .where('window_ends_at', '>', clock.now().getTime())
        .executeTakeFirst();
      if (row && Number(row.hits) >= MAX_FAILED_LOGINS_PER_ACCOUNT) throw tooMany();
    },

    async recordFailure(email: string): Promise<void> {
      if (!config.rateLimitEnabled) return;
      const now = clock.now().getTime();
      const ended = sql<boolean>`rate_limit_hits.window_ends_at <= ${now}`;
      await db
        .insertInto('rate_limit_hits')
        .values({
          key_hash: keyOf(email),
          hits: 1,
          window_started_at: now,
          window_ends_at: now + FAILED_LOGIN_WINDOW_MS,
        })
        .onConflict((conflict) =>
          conflict.column('key_hash').doUpdateSet({
            hits: sql`CASE WHEN ${ended} THEN 1 ELSE rate_limit_hits.hits + 1 END`,
            window_started_at: sql`CASE WHEN ${ended} THEN ${now} ELSE rate_limit_hits.window_started_at END`,
            window_ends_at: sql`CASE WHEN ${ended} THEN ${now + FAILED_LOGIN_WINDOW_MS} ELSE rate_limit_hits.window_ends_at END`,
          }),
        )
        .execute();
    },
  };
}
