/**
 * Sends what drafts typed on this device hold for the server (a closed tab, a lost network, a
 * notice prepared in the forest: issue 4 item 2, issue 7 item 3) when the network is there: new
 * forms become applications, input is autosaved, files kept as blobs are uploaded and drafts
 * submitted offline are submitted (draft-sender.ts). Called when a form opens, when the portal
 * starts for a logged-in person and when the `online` event fires; what fails waits for the next
 * time. A form open in this tab (or whose page is loading: its address) sends its own draft and is
 * left out (`openDraft`): sending it from here too would race the form's own loading, which could
 * open on the server's copy from before the autosave landed with the device's copy already marked
 * as sent.
 */
import { sendDraft } from './draft-sender.ts';
import { type DraftRecord, unsyncedDrafts } from './drafts-db.ts';

let running: Promise<number> | null = null;
/** `clientKey`s of the drafts whose form is open in this tab. */
const open = new Set<string>();

/** The form of this draft is open here and sends it itself; returns the release. */
export function openDraft(clientKey: string): () => void {
  open.add(clientKey);
  return () => open.delete(clientKey);
}

/** Returns how many drafts were sent. One run at a time per page. */
export function syncUnsyncedDrafts(owner: string, party: string): Promise<number> {
  running ??= run(owner, party).finally(() => {
    running = null;
  });
  return running;
}

/** The page open in this tab is this draft's form (`/paraiskos/{kind}[/{id}]`), loaded or loading. */
function isFormHere(draft: DraftRecord): boolean {
  if (typeof window === 'undefined') return false;
  const here = window.location.pathname.replace(/\/$/, '');
  return here === `/paraiskos/${draft.kind}${draft.applicationId ? `/${draft.applicationId}` : ''}`;
}

async function run(owner: string, party: string): Promise<number> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 0;
  let sent = 0;
  for (const draft of await unsyncedDrafts(owner, party)) {
    if ((draft.clientKey && open.has(draft.clientKey)) || isFormHere(draft)) continue;
    const outcome = await sendDraft(draft);
    // No network: stop and wait for the next `online`; a refusal stays for the form to show.
    if (outcome.state === 'offline') break;
    if (outcome.state === 'sent') sent += 1;
  }
  return sent;
}
