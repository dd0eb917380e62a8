/**
 * The drafts feature (issue 23 item 1, ADR 0013, ADR 0038): what other features and the app use of
 * it, and nothing else. It stays light: Dexie loads on the first use of the database
 * (`drafts-db.ts`), the outbox's engine when the session gate first syncs (`syncDeviceDrafts`), so
 * a page that imports a type or a pure rule from here pulls neither.
 */
import type { SendOutcome } from './draft-sender.ts';

export type { DraftDelivery, SendOutcome } from './draft-sender.ts';
export type { DraftEvent, DraftPhase, DraftSessionState, OpenSource, SaveStatus } from './draft-session.ts';
export { draftSession, mayAutosave, openingInput, openSession } from './draft-session.ts';
export type { DraftRecord, PendingFile } from './drafts-db.ts';
export {
  deleteDraft,
  draftKey,
  dropFile,
  keepFile,
  keepServerCopy,
  markDraftSynced,
  moveNewDraft,
  openDraftsDatabase,
  patchDraft,
  pendingFiles,
  readDeviceDraft,
  readDraft,
  writeDraft,
} from './drafts-db.ts';
export type { DeviceVersion, OpenedInput, RestoredFrom, ServerVersion } from './drafts-merge.ts';
export { openedInput, openedNewInput, sameData } from './drafts-merge.ts';
export { onPageHide, writePageHideCopy } from './page-hide-copy.ts';

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

/** The open form sends its own draft now (on opening, on `online`, on Submit). */
export async function sendDraftNow(record: import('./drafts-db.ts').DraftRecord): Promise<SendOutcome> {
  try {
    return await (await outbox()).sendDraft(record);
  } catch {
    return { state: 'offline', detail: null };
  }
}

/** This draft's form is open in this tab: the outbox leaves it to the form. Returns the release. */
export { openDraft as openDraftHere } from './open-here.ts';
