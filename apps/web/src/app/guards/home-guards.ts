import type { FeatureFlags } from '@app/domain';
import type { Progress } from '../../lib/progress';
import type { GuardResult } from '../../shared/journey/guard-result';
import { paths } from '../../shared/journey/paths';

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
