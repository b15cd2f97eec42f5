import type { FeatureFlags } from '@app/domain';
import type { Progress } from '../../lib/progress';
import { paths } from '../paths';
import type { GuardResult } from './journey-guards';

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

/** Login and the request list exist only with the signup-request feature (spec §2.1). */
export function guardSignupRequestFeature(features: Pick<FeatureFlags, 'signupRequest'>): GuardResult {
  return features.signupRequest ? null : { redirect: paths.home };
}

/**
 * A signup-request uuid differing from the stored one sends the user home with that
 * parameter (spec §2.3), where the new request is loaded.
 */
export function guardSignupRequestUuid(
  search: URLSearchParams,
  progress: Progress,
  pathname: string,
): GuardResult {
  const uuid = search.get('signup-request');
  if (!uuid || pathname === paths.home) return null;
  if (progress.signupRequest?.uuid === uuid) return null;
  return { redirect: `${paths.home}?signup-request=${encodeURIComponent(uuid)}`, reset: true };
}
