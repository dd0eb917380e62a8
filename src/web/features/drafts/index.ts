/**
 * The drafts feature (issue 23 item 1, ADR 0013, ADR 0038): what other features and the app use of
 * it, and nothing else. It stays light: Dexie loads on the first use of the database
 * (`drafts-db.ts`), the outbox's engine when the session gate first syncs (`syncDeviceDrafts`), so
 * a page that imports a type or a pure rule from here pulls neither.
 */
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

/** Sends this person's drafts kept on the device through the drafts' outbox (loaded on first use). */
export async function syncDeviceDrafts(owner: string, party: string, online = false): Promise<number> {
  const outbox = await import('./draft-outbox.ts');
  return outbox.syncUnsyncedDrafts(owner, party, online ? 'online' : 'start');
}

/** The open form sends its own draft now (on opening, on `online`, on Submit). */
export async function sendDraftNow(record: import('./drafts-db.ts').DraftRecord) {
  const sender = await import('./draft-sender.ts');
  return sender.sendDraft(record);
}

/** This draft's form is open in this tab: the outbox leaves it to the form. Returns the release. */
export function openDraftHere(clientKey: string): () => void {
  let released = false;
  let release: (() => void) | null = null;
  void import('./draft-outbox.ts').then((outbox) => {
    if (!released) release = outbox.openDraft(clientKey);
  });
  return () => {
    released = true;
    release?.();
  };
}
