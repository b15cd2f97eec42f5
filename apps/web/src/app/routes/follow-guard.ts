import { redirect } from 'react-router';
import { resetProgress } from '../../lib/progress-store';
import type { GuardResult } from '../../shared/journey/guard-result';

/** In a route loader: goes where a guard sends the user (its stored progress cleared first when it says so). */
export function followGuard(result: GuardResult): null {
  if (!result) return null;
  if (result.reset) resetProgress();
  throw redirect(result.redirect);
}
