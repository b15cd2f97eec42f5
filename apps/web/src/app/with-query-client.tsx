import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/**
 * A screen inside the app's one query client. Loaded with the screens (every query lives in a
 * lazily loaded screen), so TanStack Query is not part of the home page's JavaScript.
 */
export function withQueryClient(Screen: ComponentType): ComponentType {
  return function ScreenWithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  };
}
