import { normalizeEmail } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { sha256 } from '../../ids';
import { fixedWindowCounter } from '../../rate-limits/fixed-window-counter';

/** Failed logins one account takes in a window, whatever addresses they come from. */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 10;
/**
 * Failed logins one client address makes in a window, whatever e-mails it tries: trying one
 * common password on many accounts stops here. A practice's shared address still has room for
 * its people's typing mistakes.
 */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 20;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'rateLimitEnabled'>;
}

/**
 * Login limits on failures, per account and per client address (the route's own limit counts
 * every attempt per address and e-mail): guessing one person's password from many addresses,
 * or many people's passwords from one address, stops after a few failures in 15 minutes, and
 * while it is stopped even the right password is refused, so a guess cannot be confirmed.
 * Counted in the shared rate-limit table (keys hashed, fixed windows), so every API process sees
 * the same count.
 */
export function createLoginFailures({ db, clock, config }: Deps) {
  const accountKey = (email: string) => sha256(`login-failures\u0000${normalizeEmail(email)}`);
  const addressKey = (address: string) => sha256(`login-failures-address\u0000${address}`);
  const counter = fixedWindowCounter(db);

  return {
    /** Seconds to wait before trying again when the account or the address is stopped, else null. */
    async lockedFor(email: string, address: string): Promise<number | null> {
      if (!config.rateLimitEnabled) return null;
      const now = clock.now().getTime();
      const [account, client] = await Promise.all([
        counter.peek(accountKey(email), now),
        counter.peek(addressKey(address), now),
      ]);
      const waits = [
        account.hits >= MAX_FAILED_LOGINS_PER_ACCOUNT ? account.ttl : 0,
        client.hits >= MAX_FAILED_LOGINS_PER_ADDRESS ? client.ttl : 0,
      ];
      const wait = Math.max(...waits);
      return wait > 0 ? Math.ceil(wait / 1000) : null;
    },

    async recordFailure(email: string, address: string): Promise<void> {
      if (!config.rateLimitEnabled) return;
      const now = clock.now().getTime();
      await counter.hit(accountKey(email), FAILED_LOGIN_WINDOW_MS, now);
      await counter.hit(addressKey(address), FAILED_LOGIN_WINDOW_MS, now);
    },
  };
}
