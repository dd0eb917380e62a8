/**
 * Who is working on this device while it has no network (issue 7 item 3, ADR 0013): a forester
 * who logged in once opens the portal in the forest, and the drafts on the device are theirs to
 * continue. The last user info the server confirmed is kept in this browser's storage while the
 * person is logged in, and used only when the session cannot be asked because the device is
 * offline. It gives no access to anything on the server: every request still needs the session
 * cookie, and an answer of 401 once the network is back forgets it. Logging out forgets it too.
 */
import type { UserInfo } from './types.ts';

const STORAGE_KEY = 'aplinkos-leidimai:tapatybe';
/** A device left unused this long asks for a login even offline. */
export const OFFLINE_IDENTITY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

interface Stored {
  user: UserInfo;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberIdentity(user: UserInfo | null, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    if (user) store.setItem(STORAGE_KEY, JSON.stringify({ user, savedAt: now } satisfies Stored));
    else store.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused: the offline identity is a convenience, the session is the truth.
  }
}

export function forgetIdentity(): void {
  rememberIdentity(null);
}

/** The person last confirmed by the server on this device, unless too old. */
export function offlineIdentity(now = Date.now()): UserInfo | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    if (!stored.user?.asmensKodas || now - stored.savedAt > OFFLINE_IDENTITY_MAX_AGE_MS) return null;
    return { ...stored.user, offline: true };
  } catch {
    return null;
  }
}
