import { lazy, Suspense } from 'react';

// Its words come from the domain's catalogue: loaded when a screen fails, not with the first screen.
const RouteError = lazy(() => import('./route-error'));

export function LazyRouteError() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}
