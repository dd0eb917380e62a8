/**
 * The person's own lists kept on this device (issue 16: "My applications", "My permits", received
 * messages and the profile open offline after one online visit), with TanStack Query's persisted
 * cache. This module is small and on no start page's path: it only says which of the person's
 * lists were restored, and loads the persister (personal-cache.ts, with
 * `@tanstack/react-query-persist-client` and idb-keyval) with a dynamic import once a logged-in
 * person with a chosen represented person exists. The anonymous `/` never downloads it.
 *
 * What is kept: the answers of the list and profile queries whose key ends with the represented
 * person's code, for that user and that person only (one IndexedDB entry per user and person, the
 * persister's buster naming both). Switching the person restores the other person's own entry;
 * another user's entries leave the device when someone else logs in; logging out clears them all.
 */
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { afterFirstPaint } from '../../ui/after-paint.ts';

/** The same month as the offline identity (offline-identity.ts): after it, a login is needed anyway. */
export const PERSONAL_LISTS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** One entry per user and represented person. */
export function personalListsKey(userCode: string, personCode: string): string {
  return `${userCode}:${personCode}`;
}

/**
 * A query the person's lists are made of, for `personCode`: applications and permits lists,
 * message boxes and the profile, each key ending with the represented person's code.
 */
export function isPersonalListOf(queryKey: QueryKey, personCode: string): boolean {
  const [area, part] = queryKey;
  if (queryKey[queryKey.length - 1] !== personCode) return false;
  if (area === 'applications' || area === 'permits') return part === 'list';
  if (area === 'profile') return part === 'data';
  return area === 'messages';
}

let restored: string | null = null;
const listeners = new Set<() => void>();

function markRestored(key: string | null) {
  restored = key;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the lists kept for this user and person are back in the cache (or there were none, or
 * the device cannot keep them): the lists' queries wait for it, so that offline they show what
 * was kept instead of "no connection".
 */
export function usePersonalListsRestored(userCode: string | undefined, personCode: string | null): boolean {
  const current = useSyncExternalStore(
    subscribe,
    () => restored,
    () => restored,
  );
  return !!userCode && personCode !== null && current === personalListsKey(userCode, personCode);
}

/** Keeps the lists of `userCode` acting for `personCode` (SessionGate calls it while someone is logged in). */
export function useKeepPersonalLists(userCode: string | undefined, personCode: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!userCode || personCode === null) return;
    const key = personalListsKey(userCode, personCode);
    let live = true;
    // After the page's first paint: the persister (and IndexedDB's opening) is not on the path to
    // the page's header (issue 16 target 1); the lists wait for it (usePersonalListsRestored).
    const cancel = afterFirstPaint(() => {
      void import('./personal-cache.ts')
        .then((cache) => cache.keepPersonalLists(client, userCode, personCode))
        .catch(() => undefined)
        .finally(() => {
          if (live) markRestored(key);
        });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [client, userCode, personCode]);
}

/** At logout (or a 401 that ends the session): every kept list leaves the device. */
export async function forgetPersonalLists(client?: QueryClient): Promise<void> {
  markRestored(null);
  try {
    const cache = await import('./personal-cache.ts');
    await cache.forgetPersonalLists(client);
  } catch {
    // No IndexedDB (private mode) or the chunk is not on this device: nothing was kept either.
  }
}
