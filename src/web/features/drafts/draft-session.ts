/**
 * One draft's session (issue 23 item 1, ADR 0013, ADR 0038): what the form shows about its draft,
 * as a pure state machine. The draft session runner (draft-session-runner.ts) runs the effects
 * (writes to the device, the autosave, the drafts' outbox, Submit) and tells the session what
 * happened; the form (application-editor.tsx) renders it. The session alone decides what that
 * means for the person.
 *
 *   open ──▶ editing ──Submit offline──▶ queued ──sent──▶ sent
 *              │  ▲ autosave: device → sending → saved | offline | failed
 *              │  └──────── cancel / refused file ◀──┘
 *              ├──Submit online──▶ submitting ──▶ sent | refused | conflict | queued (network lost)
 *              ├──409 on a save or a send──▶ conflict (the person reloads and chooses; never overwritten)
 *              └──400/403 on create or a send──▶ refused (the server's words)
 *
 * Rules (ADR 0013):
 * - it opens on the input `openedInput`/`openedNewInput` choose (drafts-merge.ts); input of this
 *   device that differs and is not obviously newer is offered as a choice (the banner), not taken;
 * - nothing is autosaved once the server refused to create the application or a save met a newer
 *   revision (a conflict): input typed on an old revision stays on the device for the choice;
 * - a conflict is never cleared by the machine itself: only a reload (a new session) ends it;
 * - a submission asked for offline is `queued` until a send settles it.
 */
import type { SendOutcome } from './draft-sender.ts';
import {
  type DeviceVersion,
  type OpenedInput,
  openedInput,
  openedNewInput,
  type ServerVersion,
} from './drafts-merge.ts';

/** Where the input is: on this device, on its way, saved by the server, waiting for the network. */
export type SaveStatus = 'idle' | 'device' | 'sending' | 'saved' | 'offline' | 'failed';

export type DraftPhase = 'editing' | 'queued' | 'submitting' | 'conflict' | 'refused' | 'sent';

export interface DraftSessionState {
  phase: DraftPhase;
  save: SaveStatus;
  /** Why the last autosave failed (the server's words), for the status line. */
  saveFailure: string | null;
  /** "Restored your input" or the choice between this device's input and the server's. */
  banner: OpenedInput | null;
  /** The server refused to create the application for this filer (its words). */
  createRefused: string | null;
  /** A save or send met a newer revision (its words): the person reloads and chooses. */
  conflict: string | null;
  /** The last refusal or failure to show. */
  alert: string | null;
  /** The application the draft is, once the server made it. */
  applicationId: string | null;
}

export type DraftEvent =
  /** The person changed the input (already written, or being written, to this device). */
  | { type: 'edited' }
  /** The input is on this device; the server does not hold it yet. */
  | { type: 'keptOnDevice' }
  | { type: 'autosaveStarted' }
  /** The server holds the input sent; `newerInput`: the person typed again meanwhile. */
  | { type: 'autosaved'; newerInput: boolean }
  | { type: 'autosaveFailed'; offline: boolean; message: string | null }
  /** The browser says the network went, with input the server has not got (the view checks that). */
  | { type: 'wentOffline' }
  | { type: 'created'; applicationId: string }
  | { type: 'createRefused'; message: string }
  /** A save or Submit was refused (not a conflict): the server's words or the form's. */
  | { type: 'failed'; message: string }
  /** A save or a send met a newer revision. */
  | { type: 'conflict'; message: string }
  | { type: 'submitStarted' }
  /** Submit without a network, or the network lost while submitting: kept until sent. */
  | { type: 'submitQueued' }
  /** The person cancelled the submission waiting on this device. */
  | { type: 'cancelQueued' }
  /** What a send of the draft from this device came to (draft-sender.ts). */
  | { type: 'sendOutcome'; outcome: SendOutcome }
  /** The application was submitted by the form itself. */
  | { type: 'submitted' }
  /** The person chose between the inputs, or dismissed the banner. */
  | { type: 'chose' }
  /** The person moved to another step: "restored" has been read; a choice still open stays. */
  | { type: 'stepChanged' }
  | { type: 'clearAlert' };

export interface OpenSource {
  /** The application as the server (or its copy on this device) has it; null for a new form. */
  server: ServerVersion | null;
  /** The draft on this device (IndexedDB, or the page-hide copy if that is newer). */
  device: DeviceVersion | null;
  /** A new form's first input (prefilled from a permit or the filer). */
  prefill?: Record<string, unknown>;
  applicationId: string | null;
  /**
   * `server` is the copy this device kept because the server cannot be reached: what the device
   * last had is then the newest input it knows (ADR 0013).
   */
  offlineCopy?: boolean;
}

/** The input a session opens on, and whether "restored" or a choice is shown. */
export function openingInput(source: OpenSource): OpenedInput {
  const { server, device } = source;
  if (!server) return openedNewInput(source.prefill ?? {}, device);
  if (source.offlineCopy && device && Object.keys(device.data).length > 0) {
    return { data: device.data, restoredFrom: 'device', restoredAt: device.savedAt || null, conflict: null };
  }
  return openedInput(server, device);
}

/** A session opened on `opened` (openingInput). */
export function openSession(
  opened: OpenedInput,
  applicationId: string | null,
  queued = false,
): DraftSessionState {
  return {
    phase: queued ? 'queued' : 'editing',
    save: opened.restoredFrom === 'device' ? 'device' : 'idle',
    saveFailure: null,
    banner: opened.restoredFrom !== 'none' || opened.conflict ? opened : null,
    createRefused: null,
    conflict: null,
    alert: null,
    applicationId,
  };
}

/** Input may go to the server's autosave (not after a refused create or a conflict). */
export function mayAutosave(state: DraftSessionState): boolean {
  return state.createRefused === null && state.conflict === null && state.phase !== 'sent';
}

export function draftSession(state: DraftSessionState, event: DraftEvent): DraftSessionState {
  switch (event.type) {
    case 'edited':
    case 'keptOnDevice':
      // A request on its way says so until it is answered.
      return state.save === 'sending' ? state : { ...state, save: 'device' };
    case 'autosaveStarted':
      return { ...state, save: 'sending' };
    case 'autosaved':
      return { ...state, save: event.newerInput ? 'device' : 'saved', saveFailure: null };
    case 'autosaveFailed':
      return event.offline
        ? { ...state, save: 'offline' }
        : { ...state, save: 'failed', saveFailure: event.message };
    case 'wentOffline':
      return { ...state, save: 'offline' };
    case 'created':
      return { ...state, applicationId: event.applicationId };
    case 'createRefused':
      return { ...state, phase: 'refused', createRefused: event.message };
    case 'failed':
      return {
        ...state,
        phase: state.phase === 'submitting' ? 'editing' : state.phase,
        alert: event.message,
      };
    case 'conflict':
      return { ...state, phase: 'conflict', conflict: event.message };
    case 'submitStarted':
      return { ...state, phase: 'submitting', alert: null };
    case 'submitQueued':
      return { ...state, phase: 'queued', alert: null };
    case 'cancelQueued':
      return state.phase === 'queued' ? { ...state, phase: 'editing' } : state;
    case 'submitted':
      return { ...state, phase: 'sent', save: 'saved' };
    case 'sendOutcome':
      return afterSend(state, event.outcome);
    case 'chose':
      return { ...state, banner: null };
    case 'stepChanged':
      return state.banner?.conflict ? state : { ...state, banner: null };
    case 'clearAlert':
      return { ...state, alert: null };
  }
}

function afterSend(state: DraftSessionState, outcome: SendOutcome): DraftSessionState {
  const withId = outcome.detail ? { ...state, applicationId: outcome.detail.id } : state;
  switch (outcome.state) {
    case 'sent':
      return outcome.submitted
        ? { ...withId, phase: 'sent', save: 'saved' }
        : { ...withId, phase: withId.phase === 'submitting' ? 'editing' : withId.phase };
    case 'offline':
      // Everything stays on the device; a queued submission stays queued.
      return { ...withId, phase: withId.phase === 'submitting' ? 'queued' : withId.phase };
    case 'refused':
      if (outcome.stale) return { ...withId, phase: 'conflict', conflict: outcome.problem };
      return {
        ...withId,
        phase: 'editing',
        alert: outcome.problem ? outcome.problem : withId.alert,
      };
  }
}
