import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import { normalizeOperatorEmail } from '../../db/repositories/operators';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { type BudgetedTry, failureBudget } from '../../rate-limits/failure-budget';

/** Failed sign-ins one operator account takes in a window, from any address. */
export const MAX_FAILED_OPERATOR_SIGN_INS = 5;
/** Failed sign-ins one address takes in a window, whatever the accounts tried. */
export const MAX_FAILED_SIGN_INS_PER_ADDRESS = 10;
export const OPERATOR_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * The limits of operator sign-ins count failures only: per account, guesses from many addresses
 * stop; per address, one address cannot try many accounts; a team behind one office address
 * signs in as often as it needs. A spent budget answers 429 with the wait, in minutes.
 */
export function createOperatorFailures(deps: {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'rateLimitEnabled'>;
}) {
  const budget = failureBudget(deps, {
    scope: 'operator-sign-in-failures',
    perAccount: MAX_FAILED_OPERATOR_SIGN_INS,
    perAddress: MAX_FAILED_SIGN_INS_PER_ADDRESS,
    windowMs: OPERATOR_FAILURE_WINDOW_MS,
  });
  return {
    async begin(email: string, address: string): Promise<BudgetedTry> {
      const counted = await budget.begin(normalizeOperatorEmail(email), address);
      if ('succeeded' in counted) return counted;
      const minutes = Math.max(1, Math.ceil(counted.waitMs / 60_000));
      throw new AppError(
        'too_many_requests',
        { key: 'error.operator_sign_in_locked', params: { minutes: String(minutes) } },
        undefined,
        { retry_after_seconds: Math.ceil(counted.waitMs / 1000) },
      );
    },
  };
}
