import type { FeatureFlags } from '@app/domain';
import type { Progress } from '../../lib/progress';
import type { GuardResult } from '../../shared/journey/guard-result';
import { paths } from '../../shared/journey/paths';

/** Home (spec §2.1): forced login without a signup-request parameter goes to login. */
export function guardHome(
  search: URLSearchParams,
  features: Pick<FeatureFlags, 'forcedLogin' | 'signupRequest'>,
): GuardResult {
  if (features.forcedLogin && features.signupRequest && !search.get('signup-request'))
    return { redirect: paths.login };
  return null;
}

/** Home resets stored data when the stored user already finished (spec §2.1). */
export const shouldResetOnHome = (progress: Progress): boolean => Boolean(progress.user?.complete);
