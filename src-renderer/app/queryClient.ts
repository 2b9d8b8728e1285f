import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/ApiError';

/** Retries only what may pass on a second try: an unreachable server or a 5xx. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 2 && isApiError(error) && (error.isNetworkError || error.status >= 500),
      refetchOnWindowFocus: false,
      // The first attempt always runs, so a query restores its cached copy even with no network;
      // only the retries wait for the network to come back.
      networkMode: 'offlineFirst',
      staleTime: 60_000,
    },
    mutations: { retry: false },
  },
});
