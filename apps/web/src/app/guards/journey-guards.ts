import { isStepDone, SOLE_TRADER_FORMS } from '@app/domain';
import type { Journey, Progress } from '../../lib/progress';
import type { GuardResult } from '../../shared/journey/guard-result';
import {
  isShareholdersRoute,
  type JourneyRouteName,
  journeyRoute,
  type RouteNeeds,
} from '../../shared/journey/journey-routes';
import { paths } from '../../shared/journey/paths';
import {
  companyDocumentKindsOf,
  isLimitedLiability,
  legalFormCodeOf,
  reachedStep,
} from '../../shared/journey/steps';

export interface JourneyGuardContext {
  journey: Journey;
  route: JourneyRouteName;
  progress: Progress;
  limitedLiabilityForms: readonly string[];
}

/** A new_company user on a signup route (unless sole trader), or the reverse (spec §2.3). */
export function flowMismatch({
  journey,
  progress,
}: Pick<JourneyGuardContext, 'journey' | 'progress'>): GuardResult {
  const type = progress.user?.registration_type;
  if (!type) return null;
  const code = legalFormCodeOf(progress.company);
  const soleTrader = code !== null && (SOLE_TRADER_FORMS as readonly string[]).includes(code);
  if (journey === 'signup' && type === 'new_company' && !soleTrader)
    return { redirect: paths.accountCreate('signup'), reset: true };
  if (journey === 'enrollment' && type === 'existing_company')
    return { redirect: paths.accountCreate('enrollment'), reset: true };
  return null;
}

/**
 * The guard of one journey route (spec §2.3), as a pure function of the stored progress.
 * Returns null when the route may be shown.
 */
export function guardJourneyRoute(context: JourneyGuardContext): GuardResult {
  const { journey, route, progress, limitedLiabilityForms } = context;
  const user = progress.user;
  const token = user?.token;
  const company = progress.company;
  const code = legalFormCodeOf(company);
  const needs: RouteNeeds = journeyRoute(route).needs;

  const mismatch = flowMismatch(context);
  if (mismatch) return mismatch;

  switch (route) {
    case 'success':
    case 'capital-deposit':
      return user?.complete ? null : { redirect: paths.terms(journey) };
    case 'account-create':
      return token ? { redirect: paths.accountProofs(journey) } : null;
    case 'user':
      return token ? null : { redirect: paths.home };
    case 'account-proofs':
      return token ? null : { redirect: paths.accountCreate(journey) };
    default:
      break;
  }

  if (!token && needs.account) return { redirect: paths.accountCreate(journey) };

  if (
    route === 'company-create' &&
    journey === 'signup' &&
    !(user?.identity_card_url && user?.address_proof_url)
  ) {
    return { redirect: paths.accountProofs(journey) };
  }
  if (route === 'company-headquarter' && code !== 'CSE' && !company?.siret && !company?.siren) {
    return { redirect: paths.company(journey) };
  }

  if (needs.savedCompany && !company?.id) return { redirect: paths.company(journey) };

  const limited = isLimitedLiability(company, limitedLiabilityForms);
  if (isShareholdersRoute(route) && limited) {
    const associationProofsException =
      journey === 'signup' && route === 'shareholders-proofs' && code === 'ASS';
    if (!associationProofsException) return { redirect: paths.terms(journey) };
  }

  // A resumed opening has what the API saved, not what this browser saw: its steps done are done.
  const reached = reachedStep(progress, journey, limitedLiabilityForms);
  const companyDone = isStepDone('company', reached);
  const representativesDone = isStepDone('representatives', reached);

  if (!companyDone && (isShareholdersRoute(route) || (route === 'terms' && !limited))) {
    const documents = company?.documents ?? {};
    const required = companyDocumentKindsOf(company, journey);
    if (!required.every((kind) => documents[kind])) return { redirect: paths.companyProofs(journey) };
  }

  if (needs.representativeForm && !limited && !representativesDone && !progress.representativeFormSubmitted) {
    return { redirect: paths.shareholdersEdit(journey, 1) };
  }

  if (route === 'terms' && !limited && !representativesDone && progress.representatives.length === 0) {
    return { redirect: paths.shareholdersProofs(journey) };
  }

  return null;
}
