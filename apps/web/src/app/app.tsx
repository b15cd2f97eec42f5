import type { ComponentType } from 'react';
import { RouterProvider } from 'react-router';
import { createRouter } from './router';

/**
 * The app, its router made now (matching the routes and starting the first navigation take
 * tens of milliseconds: done before the first render, in a task of their own). The app's words
 * need no provider (lib/use-translation.tsx); the query client wraps each screen.
 */
export function appWithRouter(): ComponentType {
  const router = createRouter();
  return function App() {
    return <RouterProvider router={router} />;
  };
}
