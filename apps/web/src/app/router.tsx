import { createBrowserRouter, Navigate, type RouteObject, redirect } from 'react-router';
import HomePage from '../features/home/home-page';
import { getRuntimeConfig } from '../lib/runtime-config';
import { paths } from '../shared/journey/paths';
import { guardSignupRequestFeature } from './guards/home-guards';
import { JourneyLayout } from './layout/journey-layout';
import { RootLayout } from './layout/root-layout';
import { journeyChildren } from './routes/journey-children';
import { RouteError } from './routes/route-error';
import { RouteLoading } from './routes/route-loading';
import { lazyScreen } from './routes/screens';

function signupRequestFeatureLoader() {
  const result = guardSignupRequestFeature(getRuntimeConfig().features);
  if (result) throw redirect(result.redirect);
  return null;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      {
        // Errors of any screen render inside the layout (header and footer stay).
        errorElement: <RouteError />,
        children: [
          // The home screen is in the first chunk; every other screen is loaded on demand.
          { id: 'home', path: paths.home, element: <HomePage /> },
          {
            id: 'login',
            path: paths.login,
            loader: signupRequestFeatureLoader,
            HydrateFallback: RouteLoading,
            element: <HomePage loginOpen />,
          },
          {
            id: 'signup-request-login',
            path: paths.signupRequestLogin,
            loader: signupRequestFeatureLoader,
            HydrateFallback: RouteLoading,
            element: <HomePage loginOpen />,
          },
          {
            id: 'signup-request-list',
            path: paths.signupRequestList,
            loader: signupRequestFeatureLoader,
            HydrateFallback: RouteLoading,
            lazy: lazyScreen('signup-request-list'),
          },
          {
            id: 'signup',
            path: '/signup',
            HydrateFallback: RouteLoading,
            element: <JourneyLayout journey="signup" />,
            children: journeyChildren('signup'),
          },
          {
            id: 'enrollment',
            path: '/enrollment',
            HydrateFallback: RouteLoading,
            element: <JourneyLayout journey="enrollment" />,
            children: journeyChildren('enrollment'),
          },
          { id: 'fallback', path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
