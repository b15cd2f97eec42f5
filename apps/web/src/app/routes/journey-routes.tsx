import { type RouteObject, redirect } from 'react-router';
import type { Journey } from '../../lib/progress';
import { reloadProgressIfToken, resetProgress } from '../../lib/progress-store';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { guardSignupRequestUuid } from '../guards/home-guards';
import { guardJourneyRoute } from '../guards/journey-guards';
import { type JourneyRouteName, stepOfRoute } from '../guards/route-names';
import type { StepKey } from '../steps';
import { RouteLoading } from './route-loading';
import { type ScreenName, screens } from './screens';

/** Data every journey route exposes to the layout through useMatches(). */
export interface JourneyRouteHandle {
  journey: Journey;
  name: JourneyRouteName;
  step: StepKey | null;
}

function guardLoader(journey: Journey, name: JourneyRouteName) {
  return ({ request }: { request: Request }) => {
    // First, before the step's own guard can send the user elsewhere and lose the uuid.
    guardSignupRequestLink(request);
    const progress = reloadProgressIfToken();
    const result = guardJourneyRoute({
      journey,
      route: name,
      progress,
      limitedLiabilityForms: getRuntimeConfig().limitedLiabilityForms,
    });
    if (result) {
      if (result.reset) resetProgress();
      throw redirect(result.redirect);
    }
    return null;
  };
}

function child(
  journey: Journey,
  name: JourneyRouteName,
  path: string | undefined,
  screen: ScreenName,
): RouteObject {
  const handle: JourneyRouteHandle = { journey, name, step: stepOfRoute(name) };
  const base = {
    id: `${journey}-${name}`,
    handle,
    loader: guardLoader(journey, name),
    HydrateFallback: RouteLoading,
  };
  const lazy = async () => ({ Component: (await screens[screen]()).default });
  return path === undefined ? { ...base, index: true, lazy } : { ...base, path, lazy };
}

/** Children of /signup and /enrollment (spec §2.2). */
export function journeyChildren(journey: Journey): RouteObject[] {
  const signup = journey === 'signup';
  const routes: Array<RouteObject | null> = [
    child(journey, 'account-create', undefined, 'account-create'),
    child(journey, 'user', 'user', 'account-update'),
    child(journey, 'account-proofs', 'account/proofs', 'account-proofs'),
    child(journey, 'company', 'company', signup ? 'company-search' : 'company-enrollment-form'),
    signup ? child(journey, 'company-create', 'company/create', 'company-create') : null,
    signup ? child(journey, 'company-headquarter', 'company/headquarter', 'company-headquarter') : null,
    child(journey, 'company-kyc', 'company/kyc', 'company-kyc'),
    child(journey, 'company-proofs', 'company/proofs', 'company-proofs'),
    child(journey, 'shareholders', 'shareholders', 'shareholders-list'),
    child(journey, 'shareholders-create', 'shareholders/create', 'shareholders-person-form'),
    child(journey, 'shareholders-edit', 'shareholders/edit/:id', 'shareholders-person-form'),
    child(
      journey,
      'shareholders-company-create',
      'shareholders/company/create',
      'shareholders-company-search',
    ),
    child(
      journey,
      'shareholders-company-create-new',
      'shareholders/company/create/new',
      'shareholders-company-form',
    ),
    signup
      ? child(
          journey,
          'shareholders-company-edit',
          'shareholders/company/edit/:id',
          'shareholders-company-form',
        )
      : null,
    child(journey, 'shareholders-owner', 'shareholders/owner', 'shareholders-owner'),
    child(journey, 'shareholders-proofs', 'shareholders/proofs', 'shareholders-proofs'),
    child(journey, 'terms', 'terms', 'terms'),
    child(journey, 'success', 'success', 'success'),
  ];
  return routes.filter((route): route is RouteObject => route !== null);
}

/**
 * A different signup-request uuid in the URL goes home with it (spec §2.3). Each step's loader
 * runs it first: a parent loader would run beside the step's, whose redirect could win.
 */
function guardSignupRequestLink(request: Request) {
  const url = new URL(request.url);
  const result = guardSignupRequestUuid(url.searchParams, reloadProgressIfToken(), url.pathname);
  if (result) {
    if (result.reset) resetProgress();
    throw redirect(result.redirect);
  }
  return null;
}
