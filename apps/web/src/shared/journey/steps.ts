import {
  type CompanyDocumentKind,
  isLimitedLiability as domainIsLimitedLiability,
  furtherStep,
  isStepDone,
  requiredCompanyDocumentKinds,
  type Step,
  type StepId,
  stepReached,
  stepsFor,
} from '@app/domain';
import type { Journey, Progress, StoredCompany } from '../../lib/progress';
import { paths } from './paths';

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

/**
 * The company documents this business is asked for: a company's statutes and address proof, a
 * sole trader's practice address proof only when their home (already proven) is elsewhere.
 */
export const companyDocumentKindsOf = (
  company: StoredCompany | null | undefined,
  journey: Journey,
): readonly CompanyDocumentKind[] =>
  requiredCompanyDocumentKinds({
    journey,
    legalForm: legalFormCodeOf(company),
    homeIsPractice: typeof company?.home_is_practice === 'boolean' ? company.home_is_practice : null,
  });

/** Where the journey goes once the company's documents are in: the terms, or the people first. */
export const afterCompanyDocuments = (
  company: StoredCompany | null | undefined,
  journey: Journey,
  limitedLiabilityForms: readonly string[],
): string =>
  isLimitedLiability(company, limitedLiabilityForms) ? paths.terms(journey) : paths.shareholders(journey);

/** The screen after the KYC questionnaire: the company's documents, unless none is asked. */
export const afterKyc = (
  company: StoredCompany | null | undefined,
  journey: Journey,
  limitedLiabilityForms: readonly string[],
): string =>
  companyDocumentKindsOf(company, journey).length > 0
    ? paths.companyProofs(journey)
    : afterCompanyDocuments(company, journey, limitedLiabilityForms);

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

/**
 * The step this opening has reached (the domain's stepReached): from what this browser saved,
 * or further when the API said so on resuming.
 */
export function reachedStep(
  progress: Pick<Progress, 'user' | 'company' | 'kycAnswered' | 'stepReached'>,
  journey: Journey,
  limitedLiabilityForms: readonly string[],
): StepKey {
  const { company, user } = progress;
  const documents = company?.documents ?? {};
  const local = stepReached({
    journey,
    legalForm: legalFormCodeOf(company),
    limitedLiability: company?.limited_liability ?? null,
    limitedLiabilityForms,
    accountProofsIn: Boolean(user?.identity_card_url && user.address_proof_url),
    companySaved: Boolean(company?.id),
    companyFileComplete:
      progress.kycAnswered && companyDocumentKindsOf(company, journey).every((kind) => documents[kind]),
    representativesCertified: company?.representatives_certified === true,
  });
  return progress.stepReached ? furtherStep(local, progress.stepReached) : local;
}

export type StepStatus = 'done' | 'current' | 'upcoming';

/**
 * The route's step is current; a step is done once the opening has reached a later one, or the
 * route is past it (a removed step 3 keeps the order).
 */
export function stepStatus(
  step: StepEntry,
  current: StepKey | null,
  reached: StepKey = 'account',
): StepStatus {
  if (step.id === current) return 'current';
  if (isStepDone(step.id, reached) || (current !== null && isStepDone(step.id, current))) return 'done';
  return 'upcoming';
}
