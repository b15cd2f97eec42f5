import type { RouteObject } from 'react-router';
import type { Journey } from '../../lib/progress';
import { reloadProgressIfToken } from '../../lib/progress-store';
import { getRuntimeConfig } from '../../lib/runtime-config';
import {
  JOURNEY_ROUTES,
  type JourneyRoute,
  type JourneyRouteHandle,
  type JourneyRouteName,
  screenOf,
} from '../../shared/journey/journey-routes';
import { guardSignupRequestUuid } from '../guards/home-guards';
import { followGuard } from './follow-guard';
import { loadJourneyGuards } from './load-journey-guards';
import { StepLoading } from './route-loading';
import { lazyScreen } from './screens';

function guardLoader(journey: Journey, name: JourneyRouteName) {
  return async ({ request }: { request: Request }) => {
    // First, before the step's own guard can send the user elsewhere and lose the uuid.
    guardSignupRequestLink(request);
    const { guardJourneyRoute } = await loadJourneyGuards();
    return followGuard(
      guardJourneyRoute({
        journey,
        route: name,
        progress: reloadProgressIfToken(),
        limitedLiabilityForms: getRuntimeConfig().limitedLiabilityForms,
      }),
    );
  };
}

function child(journey: Journey, route: JourneyRoute): RouteObject | null {
  const screen = screenOf(route, journey);
  if (!screen) return null;
  const handle: JourneyRouteHandle = { journey, name: route.name, step: route.step };
  const base = {
    id: `${journey}-${route.name}`,
    handle,
    loader: guardLoader(journey, route.name),
    HydrateFallback: StepLoading,
    lazy: lazyScreen(screen),
  };
  return route.segment === '' ? { ...base, index: true } : { ...base, path: route.segment };
}

/** Children of /signup and /enrollment (spec §2.2): the journey route table's routes of the journey. */
export function journeyChildren(journey: Journey): RouteObject[] {
  return JOURNEY_ROUTES.map((route) => child(journey, route)).filter(
    (route): route is RouteObject => route !== null,
  );
}

/**
 * A different signup-request uuid in the URL goes home with it (spec §2.3). Each step's loader
 * runs it first: a parent loader would run beside the step's, whose redirect could win.
 */
function guardSignupRequestLink(request: Request) {
  const url = new URL(request.url);
  return followGuard(guardSignupRequestUuid(url.searchParams, reloadProgressIfToken(), url.pathname));
}
