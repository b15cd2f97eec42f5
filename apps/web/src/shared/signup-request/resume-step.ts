import type { StepId } from '@app/domain';
import type { Journey } from '../../lib/progress';
import { paths } from '../journey/paths';

/**
 * The first screen of the step a resumed opening had reached (the API's step_reached): the
 * account step's own screen, then each step's entry. Step 3 starts with the user's own entry
 * (as saved, first of the company's people): landing there directly, not through a guard's
 * redirect, keeps the navigation's state that names the opening's company.
 */
export function resumeStepPath(journey: Journey, reached: StepId): string {
  switch (reached) {
    case 'account':
      return paths.user(journey);
    case 'company':
      return paths.company(journey);
    case 'representatives':
      return paths.shareholdersEdit(journey, 1);
    case 'terms':
      return paths.terms(journey);
  }
}
