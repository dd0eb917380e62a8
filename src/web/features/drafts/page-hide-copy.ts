/**
 * The last instant before a hard navigation (issue 23 item 1): input typed just before a reload or
 * a typed address is written to IndexedDB by a transaction that the browser may end with the page,
 * so it may never land. When the page is hidden (`pagehide`, `visibilitychange` to hidden) and the
 * latest input is not yet known to be in IndexedDB, it is also written synchronously to
 * `sessionStorage`, which survives the reload in the same tab; the form's next opening reads it back
 * (`readDeviceDraft`) and, when it is newer than the database's copy, writes it there and opens on
 * it. The copy holds one draft per key and is removed once it has been taken into the database.
 */
const PREFIX = 'draft-page-hide:';

/** What a copy needs of a draft record (drafts-db.ts; the server's copy is not written here). */
interface Copy {
  key: string;
  owner: string;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage disabled (some privacy settings throw on access).
    return null;
  }
}

/** Writes the copy now, synchronously (a page being hidden may not run another task). */
export function writePageHideCopy<T extends Copy>(record: T): void {
  try {
    storage()?.setItem(PREFIX + record.key, JSON.stringify(record));
  } catch {
    // Full or refused: IndexedDB's own write is still on its way.
  }
}

export function readPageHideCopy<T extends Copy>(key: string, owner: string): T | null {
  try {
    const text = storage()?.getItem(PREFIX + key);
    if (!text) return null;
    const copy = JSON.parse(text) as T;
    return copy && copy.key === key && copy.owner === owner && typeof copy.savedAt === 'number' ? copy : null;
  } catch {
    return null;
  }
}

export function dropPageHideCopy(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to do: a stale copy older than the database's is never used.
  }
}

/**
 * Calls `write` when the page is hidden or left (the form's snapshot of input not yet in
 * IndexedDB, or nothing). Returns the removal of the listeners.
 */
export function onPageHide(write: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const hidden = () => {
    if (document.visibilityState === 'hidden') write();
  };
  window.addEventListener('pagehide', write);
  document.addEventListener('visibilitychange', hidden);
  return () => {
    window.removeEventListener('pagehide', write);
    document.removeEventListener('visibilitychange', hidden);
  };
}
