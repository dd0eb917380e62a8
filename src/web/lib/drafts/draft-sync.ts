/**
 * Sends drafts typed on this device that the server has not received (a closed tab, a lost
 * network) to the server's autosave, when the network is there (issue 4 item 2). Called when a
 * form opens and when the `online` event fires; failures leave the draft for the next time.
 */
import { isApiError } from '../api.ts';
import { autosaveApplication } from '../permits/permits-api.ts';
import { markDraftSynced, unsyncedDrafts } from './drafts-db.ts';

let running: Promise<number> | null = null;

/** Returns how many drafts were sent. One run at a time per page. */
export function syncUnsyncedDrafts(owner: string, party: string, exceptKey?: string): Promise<number> {
  running ??= run(owner, party, exceptKey).finally(() => {
    running = null;
  });
  return running;
}

async function run(owner: string, party: string, exceptKey: string | undefined): Promise<number> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 0;
  let sent = 0;
  for (const draft of await unsyncedDrafts(owner, party)) {
    if (draft.key === exceptKey || !draft.applicationId) continue;
    try {
      await autosaveApplication(draft.kind, draft.applicationId, draft.data);
      await markDraftSynced(draft.key, draft.savedAt);
      sent += 1;
    } catch (error) {
      // No network: stop and wait for the next `online`; a refusal (no longer editable) stays for the form to show.
      if (isApiError(error) && error.status === -1) break;
    }
  }
  return sent;
}
