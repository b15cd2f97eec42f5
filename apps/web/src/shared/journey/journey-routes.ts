import type { Journey } from '../../lib/progress';
import type { StepKey } from './steps';

/**
 * What a route needs before it is shown (spec §2.3), read by the shell's journey guard; rules
 * about one route alone (its own redirect) stay in the guard.
 */
export interface RouteNeeds {
  /** A signed-in account; else back to account creation. */
  account?: true;
  /** The saved company (the "kyc result"); else back to the company step. */
  savedCompany?: true;
  /** The account user's own representative form was submitted (unless limited liability). */
  representativeForm?: true;
}

/** The screen a route shows: one for both journeys, or per journey (a journey without one lacks the route). */
type RouteScreen = string | { readonly signup?: string; readonly enrollment?: string };

interface JourneyRouteEntry {
  /** The route id is `${journey}-${name}` (spec §2.1). */
  readonly name: string;
  /** Below /signup or /enrollment; '' is the journey's index route; `:id` is a 1-based position. */
  readonly segment: string;
  /** The step of the menu the route belongs to. */
  readonly step: StepKey | null;
  /** Which lazy screen renders it (the shell maps screen names to their modules). */
  readonly screen: RouteScreen;
  readonly needs: RouteNeeds;
}

const AFTER_ACCOUNT = { account: true } as const;
const AFTER_COMPANY = { account: true, savedCompany: true } as const;
const AFTER_OWN_FORM = { account: true, savedCompany: true, representativeForm: true } as const;

/** Every child route of /signup and /enrollment (spec §2.2), in the journey's order. */
export const JOURNEY_ROUTES = [
  { name: 'account-create', segment: '', step: 'account', screen: 'account-create', needs: {} },
  { name: 'user', segment: 'user', step: 'account', screen: 'account-update', needs: {} },
  { name: 'account-proofs', segment: 'account/proofs', step: 'account', screen: 'account-proofs', needs: {} },
  {
    name: 'company',
    segment: 'company',
    step: 'company',
    // Signup searches the register; enrollment's company is being created.
    screen: { signup: 'company-search', enrollment: 'company-enrollment-form' },
    needs: AFTER_ACCOUNT,
  },
  {
    name: 'company-create',
    segment: 'company/create',
    step: 'company',
    screen: { signup: 'company-create' },
    needs: AFTER_ACCOUNT,
  },
  {
    name: 'company-headquarter',
    segment: 'company/headquarter',
    step: 'company',
    screen: { signup: 'company-headquarter' },
    needs: AFTER_ACCOUNT,
  },
  {
    name: 'company-kyc',
    segment: 'company/kyc',
    step: 'company',
    screen: 'company-kyc',
    needs: AFTER_COMPANY,
  },
  {
    name: 'company-proofs',
    segment: 'company/proofs',
    step: 'company',
    screen: 'company-proofs',
    needs: AFTER_COMPANY,
  },
  {
    name: 'shareholders',
    segment: 'shareholders',
    step: 'representatives',
    screen: 'shareholders-list',
    needs: AFTER_OWN_FORM,
  },
  {
    name: 'shareholders-create',
    segment: 'shareholders/create',
    step: 'representatives',
    screen: 'shareholders-person-form',
    needs: AFTER_COMPANY,
  },
  {
    name: 'shareholders-edit',
    segment: 'shareholders/edit/:id',
    step: 'representatives',
    screen: 'shareholders-person-form',
    needs: AFTER_COMPANY,
  },
  {
    name: 'shareholders-company-create',
    segment: 'shareholders/company/create',
    step: 'representatives',
    screen: 'shareholders-company-search',
    needs: AFTER_COMPANY,
  },
  {
    name: 'shareholders-company-create-new',
    segment: 'shareholders/company/create/new',
    step: 'representatives',
    screen: 'shareholders-company-form',
    needs: AFTER_COMPANY,
  },
  {
    name: 'shareholders-company-edit',
    segment: 'shareholders/company/edit/:id',
    step: 'representatives',
    screen: { signup: 'shareholders-company-form' },
    needs: AFTER_COMPANY,
  },
  {
    name: 'shareholders-owner',
    segment: 'shareholders/owner',
    step: 'representatives',
    screen: 'shareholders-owner',
    needs: AFTER_OWN_FORM,
  },
  {
    name: 'shareholders-proofs',
    segment: 'shareholders/proofs',
    step: 'representatives',
    screen: 'shareholders-proofs',
    needs: AFTER_OWN_FORM,
  },
  { name: 'terms', segment: 'terms', step: 'terms', screen: 'terms', needs: AFTER_OWN_FORM },
  { name: 'success', segment: 'success', step: null, screen: 'success', needs: {} },
  {
    // Enrollment after terms: the shareholders' capital transfers, then the certificate and the Kbis.
    name: 'capital-deposit',
    segment: 'capital-deposit',
    step: null,
    screen: { enrollment: 'capital-deposit' },
    needs: {},
  },
  // After terms: the application's status, history and the documents the bank asks again.
  { name: 'application', segment: 'application', step: null, screen: 'application', needs: {} },
  // The customer's data rights: download everything the bank holds, ask for an opening's erasure.
  { name: 'data-rights', segment: 'my-data', step: null, screen: 'data-rights', needs: {} },
] as const satisfies readonly JourneyRouteEntry[];

export type JourneyRoute = (typeof JOURNEY_ROUTES)[number];
export type JourneyRouteName = JourneyRoute['name'];

type ScreenOf<Screen> = Screen extends string ? Screen : Screen[keyof Screen] & string;
/** Every screen a journey route shows. */
export type JourneyScreenName = ScreenOf<JourneyRoute['screen']>;

const byName = new Map<JourneyRouteName, JourneyRoute>(JOURNEY_ROUTES.map((route) => [route.name, route]));

export const journeyRoute = (name: JourneyRouteName): JourneyRoute => byName.get(name) as JourneyRoute;

/** The routes of the representatives step (the shareholders screens). */
export const isShareholdersRoute = (name: JourneyRouteName): boolean =>
  journeyRoute(name).step === 'representatives';

/** The screen of a route in a journey; null when the journey has no such route. */
export function screenOf(route: JourneyRoute, journey: Journey): JourneyScreenName | null {
  const screen: RouteScreen = route.screen;
  if (typeof screen === 'string') return screen as JourneyScreenName;
  return (screen[journey] ?? null) as JourneyScreenName | null;
}

/** Data every journey route exposes to the layout through useMatches(). */
export interface JourneyRouteHandle {
  journey: Journey;
  name: JourneyRouteName;
  step: StepKey | null;
}
