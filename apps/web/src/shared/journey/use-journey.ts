import { useMatches } from 'react-router';
import type { Journey } from '../../lib/progress';
import type { JourneyRouteHandle } from './journey-routes';

/** The journey (signup or enrollment) and route name of the current journey screen. */
export function useJourneyRoute(): JourneyRouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as JourneyRouteHandle | undefined;
    if (handle?.journey) return handle;
  }
  throw new Error('useJourneyRoute must be used under /signup or /enrollment');
}

export const useJourney = (): Journey => useJourneyRoute().journey;
