/**
 * The issued felling permits and notices for the felling layer (`GET /api/public/miskai/kirtimai`,
 * src/shared/felling/api-types.ts). Public and the same for everyone, so the service worker keeps
 * the last answers (network first, a kept one when offline: sw/service-worker.ts) and marks an
 * answer from its cache with `X-Served-From-Cache: 1`, so the page can say how old it is.
 */
import { queryOptions } from '@tanstack/react-query';
import { FELLING_PERMITS_PATH, type FellingPermits } from '../../../shared/felling/api-types.ts';
import { apiFetch, isApiError } from '../../platform/api.ts';
import { isOnline } from '../../platform/offline/connection.ts';
import { SERVED_FROM_CACHE_HEADER } from '../anglers/index.ts';
import { type FellingFilters, fellingApiQuery } from './felling-query.ts';

export interface FellingAnswer {
  permits: FellingPermits;
  /** The service worker answered from its cache: the network could not be reached. */
  fromCache: boolean;
}

export function fellingPermitsQuery(filters: FellingFilters) {
  return queryOptions({
    queryKey: ['felling', 'permits', filters.municipality, filters.from, filters.to],
    queryFn: async ({ signal }): Promise<FellingAnswer> => {
      const answer = await apiFetch<FellingPermits>('GET', FELLING_PERMITS_PATH, {
        query: fellingApiQuery(filters),
        on401: 'throw',
        signal,
      });
      return { permits: answer.data, fromCache: answer.headers.get(SERVED_FROM_CACHE_HEADER) === '1' };
    },
    // The server caches five minutes; decisions are not minute by minute.
    staleTime: 5 * 60_000,
    // As the catalogue: offline the failure shows at once; a 4xx will not heal; one retry for a blip.
    retry: (failureCount, error) =>
      isOnline() && failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    // The page says what failed and what to do.
    meta: { silent: true },
  });
}
