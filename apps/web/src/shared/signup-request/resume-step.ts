import type { StepId } from '@app/domain';
import type { Journey } from '../../lib/progress';
import { paths } from '../journey/paths';

/**
 * The first screen of the step a resumed opening had reached (the API's step_reached): the
 * account step's own screen, then each step's entry (the journey's guards take it further in).
 */
export function resumeStepPath(journey: Journey, reached: StepId): string {
  switch (reached) {
    case 'account':
      return paths.user(journey);
    case 'company':
      return paths.company(journey);
    case 'representatives':
      return paths.shareholders(journey);
    case 'terms':
      return paths.terms(journey);
  }
}
