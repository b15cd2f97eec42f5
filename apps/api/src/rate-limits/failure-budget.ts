import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { sha256 } from '../ids';
import { fixedWindowCounter } from './fixed-window-counter';

/** A try held against the budgets until its outcome is known. */
export interface BudgetedTry {
  /** The try succeeded: it is given back, so success never uses the failure budget. */
  succeeded(): Promise<void>;
}

export interface FailureBudgetRule {
  /** Names the counters, so two budgets never share one. */
  scope: string;
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

/**
 * Budgets of failures per account and per client address, in fixed windows of the shared
 * rate-limit table (keys hashed). Each try is counted before it is checked and given back when
 * it succeeds, so tries sent at once cannot all pass before their failures are counted; while a
 * budget is spent every try is refused, the right one too, so a guess cannot be confirmed.
 */
export function failureBudget(
  deps: { db: Kysely<Database>; clock: Clock; config: Pick<AppConfig, 'rateLimitEnabled'> },
  rule: FailureBudgetRule,
) {
  const counter = fixedWindowCounter(deps.db);
  const untracked: BudgetedTry = { succeeded: async () => {} };
  const keysOf = (account: string, address: string) => [
    sha256(`${rule.scope}\u0000account\u0000${account}`),
    sha256(`${rule.scope}\u0000address\u0000${address}`),
  ];
  const giveBack = (keys: string[]) =>
    Promise.all(keys.map((key) => counter.giveBack(key, deps.clock.now().getTime())));

  return {
    /** Counts a try, or answers the milliseconds to wait when a budget is spent. */
    async begin(account: string, address: string): Promise<BudgetedTry | { waitMs: number }> {
      if (!deps.config.rateLimitEnabled) return untracked;
      const now = deps.clock.now().getTime();
      const keys = keysOf(account, address);
      const byAccount = await counter.hit(keys[0] as string, rule.windowMs, now);
      const byAddress = await counter.hit(keys[1] as string, rule.windowMs, now);
      const waitMs = Math.max(
        byAccount.hits > rule.perAccount ? byAccount.ttl : 0,
        byAddress.hits > rule.perAddress ? byAddress.ttl : 0,
      );
      if (waitMs > 0) {
        // A refused try checked no credentials: it is no failure.
        await giveBack(keys);
        return { waitMs };
      }
      return { succeeded: () => giveBack(keys).then(() => undefined) };
    },
  };
}
