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
 *
 * The steps answer as a transport of the outbox engine does (`SendAnswer`, never a throw), and
 * `classifyDraftAnswer` says what an answer means, so the open form (`sendDraft`) and the drafts'
 * outbox (`draft-outbox.ts`, the engine with its backoff and lock) judge a run the same way:
 * - every step answered: delivered;
 * - no answer (-1), 429, 5xx and any status that is not the draft's fate: tried again;
 * - 409 (input typed on a revision the server no longer has): a conflict, the person chooses;
 * - 400, 403, 404, 422: refused, in the server's words, for the person to act.
 */
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import { isApiError } from '../../platform/api.ts';
import type { Outcome, SendAnswer } from '../../platform/outbox/classify.ts';
import {
  applicationAction,
  autosaveApplication,
  createApplication,
  getApplication,
  uploadDocument,
} from '../permits/index.ts';
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
  /** No network (or a server that could not answer now): the rest waits for the next run. */
  | { state: 'offline'; detail: ApplicationDetail | null }
  /** The server refused a step (its words); the draft keeps everything for the person to act. */
  | { state: 'refused'; detail: ApplicationDetail | null; problem: string; stale: boolean };

/** What a delivered draft keeps: the application it is (null when it had nothing to send). */
export interface DraftDelivery {
  detail: ApplicationDetail | null;
  submitted: boolean;
}

const isNetworkError = (error: unknown) => isApiError(error) && error.status === -1;
const messageOf = (error: unknown) =>
  isApiError(error) ? (error.fieldErrors[0]?.message ?? error.serverMessage ?? error.message) : String(error);

/** Statuses that are the draft's fate (the person acts); anything else is tried again. */
const REFUSING = new Set([400, 403, 404, 409, 422]);

/** The body of a draft run's answer, as `runDraftSteps` builds it. */
interface RunBody {
  delivery?: DraftDelivery;
  /** The application the run had made or found before it stopped. */
  detail?: ApplicationDetail | null;
  message?: string;
}

function runBody(answer: SendAnswer): RunBody {
  return 'failure' in answer || answer.body === null || typeof answer.body !== 'object'
    ? {}
    : (answer.body as RunBody);
}

/** What an answer of a draft run means (the engine's `classify` for drafts). */
export function classifyDraftAnswer(answer: SendAnswer): Outcome<DraftDelivery> {
  if ('failure' in answer) return { outcome: 'retry', problem: 'network' };
  const body = runBody(answer);
  if (answer.status >= 200 && answer.status < 300 && body.delivery) {
    return { outcome: 'delivered', result: body.delivery };
  }
  if (REFUSING.has(answer.status)) {
    return {
      outcome: 'refused',
      status: answer.status,
      message: body.message ?? '',
      refusal: null,
      fieldErrors: [],
    };
  }
  if (answer.status === 429 || answer.status >= 500) return { outcome: 'retry', problem: 'busy' };
  return { outcome: 'retry', problem: 'other' };
}

/** Runs `work` holding this draft's lock in every tab of the browser (or at once without Web Locks). */
function withDraftLock<T>(clientKey: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(`draft:${clientKey}`, work) as Promise<T>) : work();
}

/**
 * One run of a draft's steps under its lock, answered as a transport answers: `{ status: 200 }` with
 * the delivery when every step is done, the failing step's status (with the server's words and the
 * application made so far) when one was refused, `{ failure }` when one got no answer. A refused
 * file does not stop the run: it stays listed with the server's reason.
 */
export function runDraftSteps(start: DraftRecord): Promise<SendAnswer> {
  const key = start.clientKey ?? crypto.randomUUID();
  return withDraftLock(key, async () => {
    // Another tab may have moved it on while this one waited for the lock.
    const found = await readDraft(start.key, start.owner);
    // Gone while this run waited: another run delivered it (its Submit included), or the person
    // dropped it. What this run was given is stale; sending it could write over the server's input.
    if (!found) return goneAnswer(start);
    let record = found;
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
          if (!isApiError(error) || !REFUSING.has(error.status)) throw error;
          await markFileRefused(file.id, messageOf(error));
        }
      }
      if (record.submitRequested) {
        const refused = (await pendingFiles(record.clientKey!, record.owner)).some(
          (file) => file.problem !== null,
        );
        if (refused) {
          // A file the server refused cancels the submission waiting for it (ADR 0013).
          await patchDraft(record.key, { submitRequested: false });
          return { status: 422, body: { detail, message: '' } satisfies RunBody };
        }
        const current = await getApplication(record.kind, id);
        const submitted = await applicationAction(record.kind, id, 'submit', {
          data: record.data,
          revision: current.revision,
        });
        await deleteDraft(draftKey(record.kind, id, record.party));
        return { status: 200, body: { delivery: { detail: submitted, submitted: true } } satisfies RunBody };
      }
      return { status: 200, body: { delivery: { detail, submitted: false } } satisfies RunBody };
    } catch (error) {
      if (isNetworkError(error) || !isApiError(error)) {
        return { failure: 'network', message: messageOf(error), detail } as SendAnswer;
      }
      const problem = messageOf(error);
      if (REFUSING.has(error.status)) await patchDraft(record.key, { submitRequested: false, problem });
      return { status: error.status, body: { detail, message: problem } satisfies RunBody };
    }
  });
}

/**
 * The answer for a draft that was gone when its run got the lock: delivered, as the server has its
 * application now (submitted or not), so that an open form waiting on its Submit shows the outcome.
 */
async function goneAnswer(start: DraftRecord): Promise<SendAnswer> {
  if (!start.applicationId) return { status: 200, body: { delivery: { detail: null, submitted: false } } };
  try {
    const now = await getApplication(start.kind, start.applicationId);
    const submitted = !now.editable && now.submittedAt !== null;
    return { status: 200, body: { delivery: { detail: now, submitted } } satisfies RunBody };
  } catch (error) {
    if (isNetworkError(error) || !isApiError(error)) {
      return { failure: 'network', message: messageOf(error), detail: null } as SendAnswer;
    }
    // A busy server is asked again (the next run finds nothing to send, or the form asks it).
    if (error.status === 429 || error.status >= 500) return { status: error.status, body: {} };
    // The application is gone too (withdrawn, or not the person's): nothing is left to send.
    return { status: 200, body: { delivery: { detail: null, submitted: false } } satisfies RunBody };
  }
}

/** The application a run made or found, whatever its answer. */
export function detailOf(answer: SendAnswer): ApplicationDetail | null {
  if ('failure' in answer) return (answer as { detail?: ApplicationDetail | null }).detail ?? null;
  const body = runBody(answer);
  return body.delivery?.detail ?? body.detail ?? null;
}

/** What a run's judged answer means for the open form (`answer` null: the attempt timed out). */
export function sendOutcomeOf(outcome: Outcome<DraftDelivery>, answer: SendAnswer | null): SendOutcome {
  const detail = answer ? detailOf(answer) : null;
  switch (outcome.outcome) {
    case 'delivered':
      return { state: 'sent', detail: outcome.result.detail ?? detail, submitted: outcome.result.submitted };
    case 'refused':
      return { state: 'refused', detail, problem: outcome.message, stale: outcome.status === 409 };
    case 'retry':
      return { state: 'offline', detail };
  }
}
