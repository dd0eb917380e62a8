/**
 * The drafts feature (issue 23 item 1, ADR 0013, ADR 0038): what other features and the app use of
 * it, and nothing else. It stays light: Dexie loads on the first use of the database
 * (`drafts-db.ts`), the outbox's engine when the session gate first syncs (`syncDeviceDrafts`), so
 * a page that imports a type or a pure rule from here pulls neither.
 */

export { syncDeviceDrafts } from './device-sync.ts';
export type {
  FieldRefusal,
  FileCheck,
  FileToAttach,
  RunnerHost,
  RunnerState,
} from './draft-runner-deps.ts';
export { AUTOSAVE_DELAY_MS } from './draft-runner-deps.ts';
export type { DraftDelivery, SendOutcome } from './draft-sender.ts';
export type { DraftEvent, DraftPhase, DraftSessionState, OpenSource, SaveStatus } from './draft-session.ts';
export { draftSession, mayAutosave, openingInput, openSession } from './draft-session.ts';
export { DraftSessionRunner } from './draft-session-runner.ts';
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
export type { ApplicationOpening, DraftOwner, NewDraftOpening, ServerAnswer } from './open-draft.ts';
export { dropNewFormPointer, openApplicationDraft, openNewDraft } from './open-draft.ts';
/** This draft's form is open in this tab: the outbox leaves it to the form. Returns the release. */
export { openDraft as openDraftHere } from './open-here.ts';
export { onPageHide, writePageHideCopy } from './page-hide-copy.ts';
export { useDraftSession } from './use-draft-session.ts';
