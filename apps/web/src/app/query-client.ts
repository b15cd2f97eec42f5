import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-errors';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The API client already handled 401/399/422; retrying would reopen modals.
      retry: (count, error) => !(error instanceof ApiError && error.status !== 0) && count < 2,
    },
    mutations: { retry: false },
  },
});
