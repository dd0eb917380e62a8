/**
 * The persister behind personal-lists.ts, loaded only for a logged-in person: TanStack Query's
 * persisted cache (`@tanstack/react-query-persist-client`) over one IndexedDB store (idb-keyval),
 * one entry per user and represented person.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, keys, set } from 'idb-keyval';
import { isPersonalListOf, PERSONAL_LISTS_MAX_AGE_MS, personalListsKey } from './personal-lists.ts';

/** Bumped when the kept answers' shape changes: older entries are then dropped, not misread. */
const FORMAT = 'sarasai-1';
const store = createStore('aplinkos-leidimai-sarasai', 'sarasai');

/**
 * What is written: the answers only. A list refetched offline keeps its answer but carries the
 * failed attempt (an error object, a fetch state); that is this visit's news, not the list's.
 */
function answersOnly(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      mutations: [],
      queries: client.clientState.queries
        .filter((query) => query.state.data !== undefined)
        .map(({ promise: _promise, ...query }) => ({
          ...query,
          state: {
            ...query.state,
            status: 'success',
            fetchStatus: 'idle',
            error: null,
            errorUpdateCount: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        })),
    },
  };
}

function persisterFor(key: string): Persister {
  return {
    persistClient: (client: PersistedClient) => set(key, answersOnly(client), store),
    restoreClient: () => get<PersistedClient>(key, store),
    removeClient: () => del(key, store),
  };
}

let current: { key: string; stop: () => void } | null = null;

export async function keepPersonalLists(client: QueryClient, userCode: string, personCode: string) {
  const key = personalListsKey(userCode, personCode);
  if (current?.key === key) return;
  current?.stop();
  current = null;
  // Another user's lists never stay on a device someone else logs in on.
  for (const stored of await keys(store)) {
    if (!String(stored).startsWith(`${userCode}:`)) await del(stored, store);
  }
  // Kept queries stay in memory while the page lives, or the next write would drop those no page
  // shows now. Infinity, not the persisted age: a timer above 2^31 ms fires at once.
  for (const prefix of [['applications', 'list'], ['permits', 'list'], ['messages'], ['profile', 'data']]) {
    client.setQueryDefaults(prefix, { gcTime: Number.POSITIVE_INFINITY });
  }
  const persister = persisterFor(key);
  const buster = `${FORMAT}:${key}`;
  await persistQueryClientRestore({
    queryClient: client,
    persister,
    buster,
    maxAge: PERSONAL_LISTS_MAX_AGE_MS,
  });
  const stop = persistQueryClientSubscribe({
    queryClient: client,
    persister,
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.data !== undefined && isPersonalListOf(query.queryKey, personCode),
      shouldDehydrateMutation: () => false,
    },
  });
  current = { key, stop };
}

export async function forgetPersonalLists(client?: QueryClient) {
  current?.stop();
  current = null;
  if (client) {
    for (const area of ['applications', 'permits', 'messages', 'profile'])
      client.removeQueries({ queryKey: [area] });
  }
  await clear(store);
}
