import { matchRoutes } from 'react-router';
import { routes } from '../router';
import { loadJourneyGuards } from './journey-children';

/**
 * Starts loading the modules the screen at `pathname` needs (its lazy route, the journey's
 * guards) while the page still waits for /config and its language. The router asks for the
 * same modules when it starts and finds them loaded or on their way: one round trip less
 * before the screen shows.
 */
export function preloadRoute(pathname: string): void {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
    if (route.handle && typeof route.handle === 'object' && 'journey' in route.handle)
      void loadJourneyGuards().catch(() => undefined);
  }
}
