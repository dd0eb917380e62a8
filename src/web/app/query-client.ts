/**
 * TanStack Query for server state. Failures reach the fixed error modal (spec §8) unless the query
 * says it shows them itself; a 401 was already told to the person by the API client.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../platform/api.ts';
import '../platform/query-meta.ts';
import { reportError } from '../platform/error-bus.ts';

function report(error: unknown, silent: boolean | undefined) {
  if (silent) return;
  if (isApiError(error) && error.sessionExpired) return;
  reportError(error);
}

/** Client errors will not heal by retrying; one retry covers a network blip. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.silent) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta?.silent),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // Offline, a query still tries once: the service worker may answer it (content already
        // seen, architecture §5); only its retries wait for the network to return.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}
