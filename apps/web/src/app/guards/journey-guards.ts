import { SOLE_TRADER_FORMS } from '@app/domain';
import type { Journey, Progress } from '../../lib/progress';
import { paths } from '../paths';
import { isLimitedLiability, legalFormCodeOf } from '../steps';
import { isShareholdersRoute, type JourneyRouteName } from './route-names';

/** Where to go instead; `reset` clears the stored progress first. */
export interface GuardRedirect {
  redirect: string;
  reset?: boolean;
}
export type GuardResult = GuardRedirect | null;

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
    return { redirect: paths.account('signup'), reset: true };
  if (journey === 'enrollment' && type === 'existing_company')
    return { redirect: paths.account('enrollment'), reset: true };
  return null;
}

const AFTER_ACCOUNT: readonly JourneyRouteName[] = [
  'company',
  'company-create',
  'company-headquarter',
  'company-kyc',
  'company-proofs',
  'shareholders',
  'shareholders-create',
  'shareholders-edit',
  'shareholders-company-create',
  'shareholders-company-create-new',
  'shareholders-company-edit',
  'shareholders-owner',
  'shareholders-proofs',
  'terms',
];

/** Routes that need the saved company ("kyc result" of spec §2.3). */
const NEED_SAVED_COMPANY: readonly JourneyRouteName[] = AFTER_ACCOUNT.filter(
  (name) => name !== 'company' && name !== 'company-create' && name !== 'company-headquarter',
);

/** Routes that need the account user's own representative form to have been submitted. */
const NEED_REPRESENTATIVE_FORM: readonly JourneyRouteName[] = [
  'shareholders',
  'shareholders-owner',
  'shareholders-proofs',
  'terms',
];

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

  const mismatch = flowMismatch(context);
  if (mismatch) return mismatch;

  switch (route) {
    case 'success':
      return user?.complete ? null : { redirect: paths.terms(journey) };
    case 'account-create':
      return token ? { redirect: paths.accountProofs(journey) } : null;
    case 'user':
      return token ? null : { redirect: paths.home };
    case 'account-proofs':
      return token ? null : { redirect: paths.account(journey) };
    default:
      break;
  }

  if (!token && AFTER_ACCOUNT.includes(route)) return { redirect: paths.account(journey) };

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

  if (NEED_SAVED_COMPANY.includes(route) && !company?.id) return { redirect: paths.company(journey) };

  const limited = isLimitedLiability(company, limitedLiabilityForms);
  if (isShareholdersRoute(route) && limited) {
    const associationProofsException =
      journey === 'signup' && route === 'shareholders-proofs' && code === 'ASS';
    if (!associationProofsException) return { redirect: paths.terms(journey) };
  }

  if (isShareholdersRoute(route) || (route === 'terms' && !limited)) {
    const documents = company?.documents ?? {};
    const statusDocument = journey === 'enrollment' ? documents.status_project : documents.status;
    const addressDocument = code === 'CSE' ? documents.gm_minutes : documents.proof_of_address;
    if (!statusDocument || !addressDocument) return { redirect: paths.companyProofs(journey) };
  }

  if (NEED_REPRESENTATIVE_FORM.includes(route) && !limited && !progress.representativeFormSubmitted) {
    return { redirect: paths.shareholdersEdit(journey, 1) };
  }

  if (route === 'terms' && !limited && progress.representatives.length === 0) {
    return { redirect: paths.shareholdersProofs(journey) };
  }

  return null;
}
