/**
 * The public lookup of an angler permit by number (`GET /api/public/zvejyba/leidimai/:number`,
 * src/shared/anglers/catch-reports.ts): validity, kind, state, the holder's initials only, the water
 * body and species. The answer is about one permit's current state: never from the browser's cache.
 */
import type { AnglerPermitLookup } from '../../../../shared/anglers/catch-reports.ts';
import { api } from '../../../platform/api.ts';

export const permitLookupKey = (number: string) => ['public-permit-lookup', number] as const;

export function lookupPermit(number: string, signal?: AbortSignal): Promise<AnglerPermitLookup> {
  return api.get<AnglerPermitLookup>(`/public/zvejyba/leidimai/${encodeURIComponent(number)}`, {
    on401: 'throw',
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
}
