/**
 * The drafts whose form is open in this tab (`clientKey`s): the form sends its own draft, and the
 * drafts' outbox leaves it alone. Kept apart from the outbox, which loads only when a send needs
 * it: a form opened offline registers here without loading it.
 */
import type { BackoffOptions } from '../../platform/outbox/backoff.ts';

const open = new Set<string>();

/**
 * The open form's schedule of retries: the person is looking at it, so the first comes within a
 * second and the longest wait is half a minute (the page's drafts outbox waits up to five minutes).
 */
export const OPEN_FORM_BACKOFF: BackoffOptions = { baseMs: 1_000, capMs: 30_000 };

/** The form of this draft is open here and sends it itself; returns the release. */
export function openDraft(clientKey: string): () => void {
  open.add(clientKey);
  return () => open.delete(clientKey);
}

export function isOpenHere(clientKey: string | undefined): boolean {
  return clientKey !== undefined && open.has(clientKey);
}
