/** Calls that keep the session (spec §7 Authentication, Profile). */
import { api, isApiError } from '../api.ts';
import { reportError } from '../error-bus.ts';
import { forgetPersonalLists } from '../query-persist/personal-lists.ts';
import { forgetIdentity, offlineIdentity, rememberIdentity } from './offline-identity.ts';
import type { UserInfo } from './types.ts';

const RETRY_DELAY_MS = 1000;

/**
 * Restores the session at start (spec §4). A 401 means "anonymous", silently (spec §8). Any other
 * failure is tried once more, then told to the person, who carries on as anonymous: the portal's
 * public pages stay usable while the server is unreachable, and a reload tries again.
 */
export async function fetchUserInfo(): Promise<UserInfo | null> {
  // The browser knows it has no network: asking would only wait for a failure (on some phones
  // for long), so the remembered person is used at once; asked again when the network returns.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return offlineIdentity();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const user = await api.get<UserInfo>('/auth/viisp/user-info', { on401: 'throw' });
      rememberIdentity(user);
      return user;
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        // The session ended: what this device kept of its person goes too (only if it kept any, so
        // that an anonymous visit never loads the lists' code).
        if (offlineIdentity()) void forgetPersonalLists();
        forgetIdentity();
        return null;
      }
      // Offline (the shell opened from the service worker): the person this device last knew, to
      // continue drafts kept here (offline-identity.ts), or anonymous, silently; the header says the
      // browser is offline and the session is asked again when the connection returns.
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (isApiError(error) && error.status === -1 && offline) return offlineIdentity();
      const clientError = isApiError(error) && error.status >= 400 && error.status < 500;
      if (attempt >= 2 || clientError) {
        reportError(error);
        return null;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

/** Switches the represented person by list index and answers the new user info (spec §7). */
export function changeRepresentedPerson(index: number): Promise<UserInfo> {
  return api.post<UserInfo>(`/v1/profilis/keisti/${index}`);
}

/** What else leaves the device with the session, registered by the app (app/boot.ts). */
const logoutCleanups: (() => Promise<unknown>)[] = [];

/**
 * Adds what leaves the device at logout: the app registers the anglers' wallet, whose account
 * tickets go (tickets bought on the device stay; issue 5). A failure does not stop the logout.
 */
export function onLogout(cleanup: () => Promise<unknown>): void {
  logoutCleanups.push(cleanup);
}

/**
 * Ends the session, then the home page reloads (spec §7). The person's lists and what the app
 * registered with `onLogout` (the account's tickets in the wallet) leave the device with it.
 */
export async function logout(): Promise<void> {
  try {
    forgetIdentity();
    await api.post<undefined>('/v1/auth/logout', { on401: 'throw' });
  } finally {
    // The person's lists kept for offline use leave the device with the session (issue 16).
    await forgetPersonalLists();
    for (const cleanup of logoutCleanups) await cleanup().catch(() => undefined);
    window.location.assign('/');
  }
}
