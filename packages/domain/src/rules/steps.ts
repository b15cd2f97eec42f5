import { DEFAULT_LIMITED_LIABILITY_FORMS } from '../constants/feature-flags';
import { type BusinessEntity, businessEntity, isSoleTrader } from '../tables/business-entity';
import type { Journey } from '../tables/registration-types';

export type StepId = 'account' | 'company' | 'representatives' | 'terms';
export type CompanyStepLabel = BusinessEntity;
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

/**
 * Limited-liability companies skip the representatives step (spec §2.2), and so does every sole
 * trader (an EIRL too): the person is the business, their own due diligence is on the business form
 * and there is no one else to declare.
 */
export function isLimitedLiability(context: Omit<StepsContext, 'journey'>): boolean {
  const forms = context.limitedLiabilityForms ?? DEFAULT_LIMITED_LIABILITY_FORMS;
  return (
    context.limitedLiability === true ||
    isSoleTrader(context.legalForm) ||
    (!!context.legalForm && forms.includes(context.legalForm))
  );
}

/**
 * "your business" for sole traders (EI, AE, EIRL), "your association" for associations: the step's
 * label, and the words of every screen, e-mail and document that speaks of the business.
 */
export const companyStepLabel = (legalForm: string | null | undefined): CompanyStepLabel =>
  businessEntity(legalForm);

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
