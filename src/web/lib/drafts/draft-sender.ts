/**
 * Sends one draft kept on this device to the server, step by step, when the network is there
 * (issue 7 item 3, ADR 0013): creates its application if the server has none yet (with the
 * draft's `clientKey`, so a retry or a second tab gets the same one), autosaves input the server
 * has not got (with the revision it was typed on: input typed on an older revision is left for the
 * person to choose, never written over what another device saved), uploads the files kept as blobs
 * (each with its own Idempotency-Key), and submits when the person pressed Submit offline.
 *
 * Every step may be cut by the network; nothing is removed from the device before the server
 * answered that it holds it, so the next run carries on where this one stopped. One run per draft
 * at a time across tabs (Web Locks, where the browser has them).
 */
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import {
  applicationAction,
  autosaveApplication,
  createApplication,
  getApplication,
  uploadDocument,
} from '../../features/permits/index.ts';
import { isApiError } from '../../platform/api.ts';
import {
  type DraftRecord,
  deleteDraft,
  draftKey,
  dropFile,
  markDraftSynced,
  markFileRefused,
  moveNewDraft,
  patchDraft,
  pendingFiles,
  readDraft,
} from './drafts-db.ts';

export type SendOutcome =
  /** Everything on the device is on the server (and submitted, if that was asked). */
  | { state: 'sent'; detail: ApplicationDetail | null; submitted: boolean }
  /** No network: the rest waits for the next run. */
  | { state: 'offline'; detail: ApplicationDetail | null }
  /** The server refused a step (its words); the draft keeps everything for the person to act. */
  | { state: 'refused'; detail: ApplicationDetail | null; problem: string; stale: boolean };

const isNetworkError = (error: unknown) => isApiError(error) && error.status === -1;
const messageOf = (error: unknown) =>
  isApiError(error) ? (error.fieldErrors[0]?.message ?? error.serverMessage ?? error.message) : String(error);

/** Runs `work` holding this draft's lock in every tab of the browser (or at once without Web Locks). */
function withDraftLock<T>(clientKey: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(`draft:${clientKey}`, work) as Promise<T>) : work();
}

export function sendDraft(start: DraftRecord): Promise<SendOutcome> {
  const key = start.clientKey ?? crypto.randomUUID();
  return withDraftLock(key, async () => {
    // Another tab may have moved it on while this one waited for the lock.
    let record = (await readDraft(start.key, start.owner)) ?? start;
    if (!record.clientKey) {
      record = { ...record, clientKey: key };
      await patchDraft(record.key, { clientKey: key });
    }
    let detail: ApplicationDetail | null = null;
    try {
      if (!record.applicationId) {
        detail = await createApplication(record.kind, {
          type: record.type,
          ...(record.permitId ? { permitId: record.permitId } : {}),
          clientKey: record.clientKey!,
        });
        record = await moveNewDraft(record.key, record, detail.id, detail.revision);
        // The move keeps newer input typed under the id's key meanwhile: carry on with that.
        record = (await readDraft(record.key, record.owner)) ?? record;
      }
      const id = record.applicationId!;
      if (record.synced === 0) {
        await autosaveApplication(record.kind, id, record.data, record.baseRevision);
        await markDraftSynced(record.key, record.savedAt);
      }
      for (const file of await pendingFiles(record.clientKey!, record.owner)) {
        if (file.problem !== null) continue;
        try {
          await uploadDocument(
            record.kind,
            id,
            {
              type: file.type,
              title: file.title,
              confidential: file.confidential,
              file: file.blob,
              fileName: file.name,
            },
            file.id,
          );
          await dropFile(file.id);
        } catch (error) {
          if (isNetworkError(error)) throw error;
          await markFileRefused(file.id, messageOf(error));
        }
      }
      if (record.submitRequested) {
        const refused = (await pendingFiles(record.clientKey!, record.owner)).some(
          (file) => file.problem !== null,
        );
        if (refused) {
          await patchDraft(record.key, { submitRequested: false });
          return refusal(detail, '', false);
        }
        const current = await getApplication(record.kind, id);
        const submitted = await applicationAction(record.kind, id, 'submit', {
          data: record.data,
          revision: current.revision,
        });
        await deleteDraft(draftKey(record.kind, id, record.party));
        return { state: 'sent', detail: submitted, submitted: true };
      }
      return { state: 'sent', detail, submitted: false };
    } catch (error) {
      if (isNetworkError(error)) return { state: 'offline', detail };
      const stale = isApiError(error) && error.status === 409;
      const problem = messageOf(error);
      await patchDraft(record.key, { submitRequested: false, problem });
      return refusal(detail, problem, stale);
    }
  });
}

function refusal(detail: ApplicationDetail | null, problem: string, stale: boolean): SendOutcome {
  return { state: 'refused', detail, problem, stale };
}
