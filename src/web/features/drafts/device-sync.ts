/**
 * Sending the device's drafts (ADR 0038): the outbox and a draft's steps load only when something
 * is sent. The app's session gate imports this file itself, not the feature's index, so that the
 * chunk it loads lazily holds only this.
 */
/**
 * The outbox and the draft's steps load when first needed, to send (precached, so a form drafted
 * offline sends as soon as the network returns). Nothing loads them while the browser says it is
 * offline, and a load that fails counts as a send the network cut.
 */
const outbox = () =>
  typeof navigator !== 'undefined' && navigator.onLine === false
    ? Promise.reject(new Error('offline'))
    : import('./draft-outbox.ts');

/** Sends this person's drafts kept on the device through the drafts' outbox. Never rejects. */
export async function syncDeviceDrafts(owner: string, party: string, online = false): Promise<number> {
  try {
    return await (await outbox()).syncUnsyncedDrafts(owner, party, online ? 'online' : 'start');
  } catch {
    return 0;
  }
}

/** The outbox of the draft whose form is open here (draft-session-runner.ts), loaded to send. */
export async function loadOpenDraftOutbox(
  owner: string,
  party: string,
  clientKey: string,
): Promise<import('./draft-outbox.ts').OpenDraftOutbox> {
  return (await outbox()).openDraftOutbox(owner, party, clientKey);
}
