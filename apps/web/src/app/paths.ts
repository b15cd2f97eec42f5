import type { Journey } from '../lib/progress';

/** Every URL of the app (spec §2.1/§2.2); screens navigate with these, never with literals. */
const j = (journey: Journey, child = '') => `/${journey}${child ? `/${child}` : ''}`;

export const paths = {
  home: '/',
  login: '/login',
  signupRequestLogin: '/signup-request',
  signupRequestList: '/signup-request/list',
  account: (journey: Journey) => j(journey),
  user: (journey: Journey) => j(journey, 'user'),
  accountProofs: (journey: Journey) => j(journey, 'account/proofs'),
  company: (journey: Journey) => j(journey, 'company'),
  companyCreate: (journey: Journey) => j(journey, 'company/create'),
  companyHeadquarter: (journey: Journey) => j(journey, 'company/headquarter'),
  companyKyc: (journey: Journey) => j(journey, 'company/kyc'),
  companyProofs: (journey: Journey) => j(journey, 'company/proofs'),
  shareholders: (journey: Journey) => j(journey, 'shareholders'),
  shareholdersCreate: (journey: Journey) => j(journey, 'shareholders/create'),
  /** `id` is 1-based (spec §2.2). */
  shareholdersEdit: (journey: Journey, id: number | string) => j(journey, `shareholders/edit/${id}`),
  shareholdersCompanyCreate: (journey: Journey) => j(journey, 'shareholders/company/create'),
  shareholdersCompanyCreateNew: (journey: Journey) => j(journey, 'shareholders/company/create/new'),
  shareholdersCompanyEdit: (journey: Journey, id: number | string) =>
    j(journey, `shareholders/company/edit/${id}`),
  shareholdersOwner: (journey: Journey) => j(journey, 'shareholders/owner'),
  shareholdersProofs: (journey: Journey) => j(journey, 'shareholders/proofs'),
  terms: (journey: Journey) => j(journey, 'terms'),
  success: (journey: Journey) => j(journey, 'success'),
} as const;

export const isJourneyPath = (pathname: string): boolean => /^\/(signup|enrollment)(\/|$)/.test(pathname);
