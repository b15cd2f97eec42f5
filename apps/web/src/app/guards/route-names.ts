import type { StepKey } from '../steps';

/** Child routes of /signup and /enrollment; the route id is `${journey}-${name}` (spec §2.1). */
export const JOURNEY_ROUTE_NAMES = [
  'account-create',
  'user',
  'account-proofs',
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
  'success',
] as const;
export type JourneyRouteName = (typeof JOURNEY_ROUTE_NAMES)[number];

export function stepOfRoute(name: JourneyRouteName): StepKey | null {
  if (name === 'account-create' || name === 'user' || name === 'account-proofs') return 'account';
  if (name.startsWith('company')) return 'company';
  if (name.startsWith('shareholders')) return 'representatives';
  if (name === 'terms') return 'terms';
  return null;
}

export const isShareholdersRoute = (name: JourneyRouteName): boolean => name.startsWith('shareholders');
