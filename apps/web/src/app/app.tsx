import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createRouter } from './router';

/** The app's words need no provider (lib/use-translation.tsx); the query client wraps each screen. */
export function App() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
