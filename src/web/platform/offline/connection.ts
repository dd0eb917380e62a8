/**
 * Whether the browser has a network (`navigator.onLine` and its `online`/`offline` events), for
 * the header's indicator and for TanStack Query, which would otherwise assume "online" at start
 * (field notes, Offline).
 */
import { onlineManager } from '@tanstack/react-query';

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** For `useSyncExternalStore`. */
export function subscribeToConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** At boot, before the first query: TanStack Query then follows the same events by itself. */
export function syncQueryOnlineState(): void {
  onlineManager.setOnline(isOnline());
}
