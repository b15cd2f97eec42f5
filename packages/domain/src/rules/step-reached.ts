import { isLimitedLiability, type StepId, type StepsContext } from './steps';

/** What an opening has saved so far, as the API (or the journey in the browser) knows it. */
export interface SavedOpening extends StepsContext {
  /** The user's identity card and home address proof are both on file. */
  accountProofsIn: boolean;
  companySaved: boolean;
  /** The KYC questionnaire answered and every document the company is asked for on file. */
  companyFileComplete: boolean;
  /** The representatives list validated with its certification box. */
  representativesCertified: boolean;
}

const STEP_ORDER: readonly StepId[] = ['account', 'company', 'representatives', 'terms'];

/**
 * The step a customer stopped at: the first one whose saved facts are incomplete. Resuming an
 * opening lands there, and the step menu marks every earlier step done.
 */
export function stepReached(saved: SavedOpening): StepId {
  if (!saved.accountProofsIn) return 'account';
  if (!saved.companySaved || !saved.companyFileComplete) return 'company';
  if (!isLimitedLiability(saved) && !saved.representativesCertified) return 'representatives';
  return 'terms';
}

/** A step is done once the opening has reached a later one (a removed step 3 keeps the order). */
export const isStepDone = (step: StepId, reached: StepId): boolean =>
  STEP_ORDER.indexOf(step) < STEP_ORDER.indexOf(reached);

/** The further of two reached steps: what the bank has saved and what this browser has seen. */
export const furtherStep = (first: StepId, second: StepId): StepId =>
  STEP_ORDER.indexOf(first) >= STEP_ORDER.indexOf(second) ? first : second;
