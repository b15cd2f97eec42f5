import type { ComponentType } from 'react';
import type { JourneyScreenName } from '../../shared/journey/journey-routes';

/**
 * The module of each screen, loaded lazily (one chunk per screen). The journey route table
 * (shared/journey/journey-routes.ts) names the screen of each route; a screen it names and this
 * map lacks, or one this map has and nothing shows, fails the type check.
 */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export type ScreenName = JourneyScreenName | 'signup-request-list';

export const screens = {
  'account-create': () => import('../../features/account/account-create-page'),
  'account-update': () => import('../../features/account/account-update-page'),
  'account-proofs': () => import('../../features/account/account-proofs-page'),
  'company-search': () => import('../../features/company/company-search-page'),
  /** Enrollment: the company form of a company being created. */
  'company-enrollment-form': () => import('../../features/company/company-create-page'),
  /** Signup: company information (and the degraded manual mode). */
  'company-create': () => import('../../features/company/company-create-page'),
  'company-headquarter': () => import('../../features/company/company-headquarter-page'),
  'company-kyc': () => import('../../features/kyc/kyc-page'),
  'company-proofs': () => import('../../features/company/company-proofs-page'),
  'shareholders-list': () => import('../../features/shareholders/shareholders-list-page'),
  'shareholders-person-form': () => import('../../features/shareholders/person-form-page'),
  'shareholders-company-search': () => import('../../features/shareholders/company-mandate-search-page'),
  'shareholders-company-form': () => import('../../features/shareholders/company-mandate-form-page'),
  'shareholders-owner': () => import('../../features/shareholders/owner-page'),
  'shareholders-proofs': () => import('../../features/shareholders/proofs-page'),
  terms: () => import('../../features/terms/terms-page'),
  success: () => import('../../features/success/success-page'),
  /** Enrollment: the capital deposit's tracking page, after terms. */
  'capital-deposit': () => import('../../features/capital-deposit/capital-deposit-page'),
  /** After terms: "my application", its status, history and documents asked again. */
  application: () => import('../../features/application/application-page'),
  'data-rights': () => import('../../features/data-rights/data-rights-page'),
  'signup-request-list': () => import('../../features/signup-request/signup-request-list-page'),
} satisfies Record<ScreenName, ScreenLoader>;

/** The lazy route module of a screen, inside the query client (loaded with the first screen that needs it). */
export const lazyScreen = (name: ScreenName) => async () => {
  const [screen, { withQueryClient }] = await Promise.all([screens[name](), import('../with-query-client')]);
  return { Component: withQueryClient(screen.default) };
};
