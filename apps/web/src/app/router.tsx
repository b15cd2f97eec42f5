import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, redirect } from 'react-router';
import HomePage from '../features/home/home-page';
import type { Journey } from '../lib/progress';
import { getRuntimeConfig } from '../lib/runtime-config';
import { paths } from '../shared/journey/paths';
import { guardSignupRequestFeature } from './guards/home-guards';
import { RootLayout } from './layout/root-layout';
import { followGuard } from './routes/follow-guard';
import { journeyChildren } from './routes/journey-children';
import { LazyRouteError } from './routes/lazy-route-error';
import { RouteLoading } from './routes/route-loading';
import { lazyScreen } from './routes/screens';

/** A journey's layout (step menu beside the screen), loaded with its first screen, not with home. */
const journeyLayout = (journey: Journey) => async () => {
  const { JourneyLayout } = await import('./layout/journey-layout');
  return { element: <JourneyLayout journey={journey} /> };
};

/** Login and the request list exist only with the signup-request feature (spec §2.1). */
const signupRequestFeature = {
  loader: () => followGuard(guardSignupRequestFeature(getRuntimeConfig().features)),
  HydrateFallback: RouteLoading,
};

/** The home screen with the login modal open. */
const loginRoute = (id: string, path: string): RouteObject => ({
  id,
  path,
  ...signupRequestFeature,
  element: <HomePage loginOpen />,
});

/** A Pro Santé Connect screen, loaded on demand; home when the bank does not offer it. */
const pscRoute = (
  id: string,
  path: string,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject => ({
  id,
  path,
  HydrateFallback: RouteLoading,
  loader: () => (getRuntimeConfig().features.proSanteConnect ? null : redirect(paths.home)),
  lazy: async () => {
    const [screen, { withQueryClient }] = await Promise.all([load(), import('./with-query-client')]);
    return { Component: withQueryClient(screen.default) };
  },
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      {
        // Errors of any screen render inside the layout (header and footer stay).
        errorElement: <LazyRouteError />,
        children: [
          // The home screen is in the first chunk; every other screen is loaded on demand.
          { id: 'home', path: paths.home, element: <HomePage /> },
          loginRoute('login', paths.login),
          loginRoute('signup-request-login', paths.signupRequestLogin),
          {
            id: 'signup-request-list',
            path: paths.signupRequestList,
            ...signupRequestFeature,
            lazy: lazyScreen('signup-request-list'),
          },
          {
            id: 'signup',
            path: '/signup',
            HydrateFallback: RouteLoading,
            lazy: journeyLayout('signup'),
            children: journeyChildren('signup'),
          },
          {
            id: 'enrollment',
            path: '/enrollment',
            HydrateFallback: RouteLoading,
            lazy: journeyLayout('enrollment'),
            children: journeyChildren('enrollment'),
          },
          {
            id: 'accessibility',
            path: paths.accessibility,
            HydrateFallback: RouteLoading,
            lazy: async () => ({
              Component: (await import('../features/accessibility/accessibility-statement-page')).default,
            }),
          },
          {
            // The partner's link: a link that can no longer be used, and a form for a new one.
            id: 'link-unavailable',
            path: paths.linkUnavailable,
            HydrateFallback: RouteLoading,
            lazy: async () => ({
              Component: (await import('../features/link-renewal/link-unavailable-page')).default,
            }),
          },
          {
            id: 'legal-notice',
            path: paths.legalNotice,
            HydrateFallback: RouteLoading,
            lazy: async () => ({
              Component: (await import('../features/legal/legal-notice-page')).default,
            }),
          },
          // Pro Santé Connect: the federation's return, the practice choice, the phone approval.
          pscRoute(
            'psc-return',
            paths.pscReturn,
            () => import('../features/pro-sante-connect/psc-return-page'),
          ),
          pscRoute(
            'psc-practice',
            paths.pscPractice,
            () => import('../features/pro-sante-connect/psc-practice-page'),
          ),
          pscRoute(
            'psc-phone',
            paths.pscPhone,
            () => import('../features/pro-sante-connect/psc-decoupled-page'),
          ),
          { id: 'fallback', path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
