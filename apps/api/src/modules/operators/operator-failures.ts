import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import { normalizeOperatorEmail } from '../../db/repositories/operators';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { sha256 } from '../../ids';
import { fixedWindowCounter } from '../../rate-limits/fixed-window-counter';

/** Failed sign-ins one operator account takes in a window, from any address. */
export const MAX_FAILED_OPERATOR_SIGN_INS = 5;
export const OPERATOR_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * The per-account limit of operator sign-ins (the per-address one is the route's): after five
 * failures in fifteen minutes even the right credentials are refused, so guesses from many
 * addresses stop and a right guess cannot be confirmed.
 */
export function createOperatorFailures(deps: {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'rateLimitEnabled'>;
}) {
  const keyOf = (email: string) => sha256(`operator-sign-in-failures\u0000${normalizeOperatorEmail(email)}`);
  const counter = fixedWindowCounter(deps.db);
  return {
    async assertNotLocked(email: string): Promise<void> {
      if (!deps.config.rateLimitEnabled) return;
      const { hits } = await counter.peek(keyOf(email), deps.clock.now().getTime());
      if (hits >= MAX_FAILED_OPERATOR_SIGN_INS)
        throw new AppError('too_many_requests', 'error.too_many_requests');
    },
    async recordFailure(email: string): Promise<void> {
      if (!deps.config.rateLimitEnabled) return;
      await counter.hit(keyOf(email), OPERATOR_FAILURE_WINDOW_MS, deps.clock.now().getTime());
    },
  };
}
