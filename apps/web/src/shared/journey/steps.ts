import {
  isLimitedLiability as domainIsLimitedLiability,
  type Step,
  type StepId,
  stepsFor,
} from '@app/domain';
import type { Journey, StoredCompany } from '../../lib/progress';

/** The numbered steps of the menu come from the domain rule `stepsFor` (spec §2.2). */
export type StepKey = StepId;

export const legalFormCodeOf = (company: StoredCompany | null | undefined): string | null =>
  company?.legal_form?.abbreviation ?? company?.legal_form?.code ?? null;

export const isLimitedLiability = (
  company: StoredCompany | null | undefined,
  limitedLiabilityForms: readonly string[],
): boolean =>
  domainIsLimitedLiability({
    legalForm: legalFormCodeOf(company),
    limitedLiability: company?.limited_liability ?? null,
    limitedLiabilityForms,
  });

export interface StepEntry extends Step {
  /** Absolute path of the step's first screen. */
  href: string;
  labelKey: `steps.${Step['label']}`;
}

export function journeySteps(
  journey: Journey,
  company: StoredCompany | null | undefined,
  limitedLiabilityForms: readonly string[],
): StepEntry[] {
  return stepsFor({
    journey,
    legalForm: legalFormCodeOf(company),
    limitedLiability: company?.limited_liability ?? null,
    limitedLiabilityForms,
  }).map((step) => ({
    ...step,
    href: `/${journey}${step.path ? `/${step.path}` : ''}`,
    labelKey: `steps.${step.label}` as const,
  }));
}

export type StepStatus = 'done' | 'current' | 'upcoming';

const ORDER: readonly StepKey[] = ['account', 'company', 'representatives', 'terms'];

/** Earlier steps are done, the route's step is current (a removed step 3 keeps the order). */
export function stepStatus(step: StepEntry, current: StepKey | null): StepStatus {
  if (current === null) return 'upcoming';
  const difference = ORDER.indexOf(step.id) - ORDER.indexOf(current);
  if (difference === 0) return 'current';
  return difference < 0 ? 'done' : 'upcoming';
}
