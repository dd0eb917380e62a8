/**
 * The public fishing catalogue (`GET /api/public/zvejyba/katalogas`, ADR 0009): water bodies,
 * offers, licences and species. The fishing map, the purchase journey and the catch report form
 * all read it, so they share this one query: one key, one fetch, one cached answer. Each takes
 * the part it needs with `select` (`selectCatalogue` for the catalogue alone).
 *
 * Public and the same for everyone and in both languages, so the service worker keeps the last
 * answer (network first, the kept one when offline: `sw/service-worker.ts`) and marks an answer it
 * gave from its cache with `X-Served-From-Cache: 1`, so a page can say how old it is.
 */
import { queryOptions } from '@tanstack/react-query';
import type { FishingCatalogue } from '../../../shared/anglers/api-types.ts';
import { apiFetch, isApiError } from '../../platform/api.ts';
import { isOnline } from '../../platform/offline/connection.ts';

export const CATALOGUE_PATH = '/api/public/zvejyba/katalogas';
/** Set by the service worker on an answer from its cache (the same name in sw/service-worker.ts). */
export const SERVED_FROM_CACHE_HEADER = 'X-Served-From-Cache';

export const CATALOGUE_KEY = ['fishing', 'catalogue'] as const;

export interface CatalogueAnswer {
  catalogue: FishingCatalogue;
  /** The service worker answered from its cache: the network could not be reached. */
  fromCache: boolean;
}

/** For `select`: the catalogue without the answer's origin. One function, so the selection is kept. */
export function selectCatalogue(answer: CatalogueAnswer): FishingCatalogue {
  return answer.catalogue;
}

export function catalogueQuery() {
  return queryOptions({
    queryKey: CATALOGUE_KEY,
    queryFn: async ({ signal }): Promise<CatalogueAnswer> => {
      // A public call: a 401 only throws, there is no session to lose.
      const answer = await apiFetch<FishingCatalogue>('GET', CATALOGUE_PATH, { on401: 'throw', signal });
      return { catalogue: answer.data, fromCache: answer.headers.get(SERVED_FROM_CACHE_HEADER) === '1' };
    },
    // Licences sell out: a minute is as stale as the counts may be.
    staleTime: 60_000,
    // Offline, a retry would wait for the network (networkMode offlineFirst) and the page would
    // spin for ever; the failure is shown at once instead ("needs a connection once").
    // A 4xx will not heal; one retry covers a blip (as app/query-client.ts does for every query).
    retry: (failureCount, error) =>
      isOnline() && failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    // Each page says what failed and what to do (offline: "needs a connection once").
    meta: { silent: true },
  });
}
