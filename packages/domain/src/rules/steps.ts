import { DEFAULT_LIMITED_LIABILITY_FORMS } from '../constants/feature-flags';
import type { Journey } from '../tables/registration-types';

export type StepId = 'account' | 'company' | 'representatives' | 'terms';
export type CompanyStepLabel = 'company' | 'business' | 'association';
export type RepresentativesStepLabel =
  | 'representatives'
  | 'beneficial_owners_and_representatives'
  | 'shareholders_and_representatives';

export interface StepsContext {
  journey: Journey;
  legalForm?: string | null;
  /** The company's limited_liability flag, set by the API. */
  limitedLiability?: boolean | null;
  /** Server configuration; ASS, AE, EI by default. */
  limitedLiabilityForms?: readonly string[];
}

/** Limited-liability companies skip the representatives step (spec §2.2). */
export function isLimitedLiability(context: Omit<StepsContext, 'journey'>): boolean {
  const forms = context.limitedLiabilityForms ?? DEFAULT_LIMITED_LIABILITY_FORMS;
  return context.limitedLiability === true || (!!context.legalForm && forms.includes(context.legalForm));
}

/** "your business" for sole traders and auto-entrepreneurs, "your association" for associations. */
export function companyStepLabel(legalForm: string | null | undefined): CompanyStepLabel {
  if (legalForm === 'EI' || legalForm === 'AE') return 'business';
  if (legalForm === 'ASS') return 'association';
  return 'company';
}

/** "representatives" for a CSE; otherwise named after the journey. */
export function representativesStepLabel(
  context: Pick<StepsContext, 'journey' | 'legalForm'>,
): RepresentativesStepLabel {
  if (context.legalForm === 'CSE') return 'representatives';
  return context.journey === 'signup'
    ? 'beneficial_owners_and_representatives'
    : 'shareholders_and_representatives';
}

export interface Step {
  id: StepId;
  /** Shown number, 1-based, after removed steps. */
  number: number;
  label: StepId | CompanyStepLabel | RepresentativesStepLabel;
  /** URL path segment under /signup or /enrollment ('' for the account step). */
  path: '' | 'company' | 'shareholders' | 'terms';
}

/** The numbered steps of the sidebar: step 3 disappears for limited-liability companies. */
export function stepsFor(context: StepsContext): Step[] {
  const steps: Omit<Step, 'number'>[] = [
    { id: 'account', label: 'account', path: '' },
    { id: 'company', label: companyStepLabel(context.legalForm), path: 'company' },
  ];
  if (!isLimitedLiability(context)) {
    steps.push({ id: 'representatives', label: representativesStepLabel(context), path: 'shareholders' });
  }
  steps.push({ id: 'terms', label: 'terms', path: 'terms' });
  return steps.map((step, index) => ({ ...step, number: index + 1 }));
}
