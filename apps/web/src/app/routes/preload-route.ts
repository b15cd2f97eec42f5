import { isJourney } from '@app/domain';
import { JOURNEY_ROUTES, screenOf } from '../../shared/journey/journey-routes';
import { loadJourneyGuards } from './load-journey-guards';
import { lazyScreen } from './screens';

/** Whether a route segment (`company`, `shareholders/:id`) matches the path's rest. */
function matches(segment: string, rest: string[]): boolean {
  const parts = segment === '' ? [] : segment.split('/');
  return (
    parts.length === rest.length &&
    parts.every((part, index) => (part.startsWith(':') ? rest[index] !== '' : part === rest[index]))
  );
}

/**
 * Starts loading the modules a journey screen at `pathname` needs (its screen, the journey's
 * guards) while the page still waits for /config and its language. The router asks for the same
 * modules when it starts and finds them loaded or on their way: one round trip less before the
 * screen shows. Read from the journey's route table, not by matching the router's routes, which
 * the router does once more when it starts.
 */
export function preloadRoute(pathname: string): void {
  const [journey, ...rest] = pathname.split('/').filter(Boolean);
  if (!isJourney(journey)) return;
  const route = JOURNEY_ROUTES.find((candidate) => matches(candidate.segment, rest));
  const screen = route ? screenOf(route, journey) : null;
  if (!screen) return;
  void lazyScreen(screen)().catch(() => undefined);
  void loadJourneyGuards().catch(() => undefined);
}
