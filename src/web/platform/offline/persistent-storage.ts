/**
 * Asks the browser to keep this site's storage (service-worker caches, later the Dexie drafts and
 * outbox) instead of evicting it — Safari drops it after 7 days without interaction otherwise.
 * Asked after a real action (architecture §5, field notes): after login, later after the first
 * saved form. Some browsers ask the person, so it is asked once per page load at most.
 */

interface StorageLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

let asked: Promise<boolean> | null = null;

/** Resolves to whether storage is persistent; never rejects. */
export function requestPersistentStorage(
  storage: StorageLike | undefined = typeof navigator === 'undefined' ? undefined : navigator.storage,
): Promise<boolean> {
  asked ??= ask(storage);
  return asked;
}

async function ask(storage: StorageLike | undefined): Promise<boolean> {
  if (!storage?.persist) return false;
  try {
    if (storage.persisted && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/** Tests only: forget that it was asked. */
export function resetPersistentStorageRequest(): void {
  asked = null;
}
