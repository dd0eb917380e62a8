/**
 * What the open form's draft session runner (draft-session-runner.ts, ADR 0040, ADR 0044) is given
 * and gives: the browser and the server it uses (`RunnerDeps`, the unit tests give their own), what
 * it tells the page (`RunnerHost`), what it opens with (`RunnerOptions`), the state the form renders
 * (`RunnerState`), and what its parts (draft-files.ts, device-sends.ts) use of it (`RunnerCore`).
 */
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import type { ApplicationType } from '../../../shared/permits/engine/definition.ts';
import type { KindSegment } from '../../../shared/permits/kind-list.ts';
import { isOnline } from '../../platform/offline/connection.ts';
import { requestPersistentStorage } from '../../platform/offline/persistent-storage.ts';
import {
  applicationAction,
  autosaveApplication,
  createApplication,
  deleteDocument,
  getApplication,
  saveApplication,
  uploadDocument,
} from '../permits/index.ts';
import { loadOpenDraftOutbox } from './device-sync.ts';
import type { OpenDraftOutbox } from './draft-outbox.ts';
import type { DraftEvent, DraftSessionState } from './draft-session.ts';
import type { PendingFile } from './drafts-db.ts';
import type { OpenedInput } from './drafts-merge.ts';

/** The pause in typing after which input goes to the server's autosave. */
export const AUTOSAVE_DELAY_MS = 1500;

/** The browser and the server, as the runner uses them (the tests give their own). */
export interface RunnerDeps {
  api: {
    createApplication: typeof createApplication;
    autosaveApplication: typeof autosaveApplication;
    saveApplication: typeof saveApplication;
    applicationAction: typeof applicationAction;
    getApplication: typeof getApplication;
    uploadDocument: typeof uploadDocument;
    deleteDocument: typeof deleteDocument;
  };
  /** This draft's outbox (loaded to send). */
  outbox: (owner: string, party: string, clientKey: string) => Promise<OpenDraftOutbox>;
  isOnline: () => boolean;
  /** Where `online`, `offline` and `pagehide` come from (the window). */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  setTimer: (work: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  now: () => number;
  newId: () => string;
  /** Asks the browser to keep this site's storage (once there is something to keep). */
  persist: () => void;
}

export const browserDeps: RunnerDeps = {
  api: {
    createApplication,
    autosaveApplication,
    saveApplication,
    applicationAction,
    getApplication,
    uploadDocument,
    deleteDocument,
  },
  outbox: loadOpenDraftOutbox,
  isOnline,
  events: typeof window === 'undefined' ? null : window,
  setTimer: (work, ms) => setTimeout(work, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
  newId: () => crypto.randomUUID(),
  persist: () => void requestPersistentStorage(),
};

/** What the runner tells the page: the application changed, or the draft became a submission. */
export interface RunnerHost {
  /** The server made the application for this form (the address bar names it). */
  created(detail: ApplicationDetail): void;
  /** The application as the server has it now. */
  updated(detail: ApplicationDetail): void;
  /** The application was submitted: the page shows it. */
  submitted(detail: ApplicationDetail): void;
  /** The words for failures the server did not word (the person's language). */
  words(): { defaultError: string; offlineKept: string; staleRevision: string };
}

export interface RunnerOptions {
  kind: KindSegment;
  schemaVersion: number;
  owner: string;
  party: string;
  type: ApplicationType;
  permitId: string | null;
  /** This device's id of the draft (drafts-db.ts). */
  clientKey: string;
  /** The input the form opens on (the carried form state's, or `opened.data`). */
  data: Record<string, unknown>;
  opened: OpenedInput;
  detail: ApplicationDetail | null;
  host: RunnerHost;
  deps?: Partial<RunnerDeps>;
}

export interface RunnerState {
  session: DraftSessionState;
  detail: ApplicationDetail | null;
  /** Files kept on this device that the server has not got. */
  waiting: PendingFile[];
  busy: 'save' | 'submit' | null;
}

export interface FileToAttach {
  type: string;
  title: string;
  confidential: boolean;
  file: File | null;
  url: string;
}

/** A boundary file read on the device before it is kept (application-form's boundary-on-device.ts). */
export type FileCheck = (
  type: string,
  file: File,
) => Promise<{ areaHa: number; perimeterM?: number; warnings: readonly string[] } | null>;

/** A Save or Submit the server refused field by field: the form shows them at their fields. */
export interface FieldRefusal {
  fieldErrors: { path: string; message: string }[];
}

/**
 * What the runner's parts (the files, the sends from the device) use of the runner: its
 * dependencies and options, and the few steps they share with it.
 */
export interface RunnerCore {
  readonly deps: RunnerDeps;
  readonly options: RunnerOptions;
  /** The form is shown (between `start` and its stop). */
  isLive(): boolean;
  /** The application as the form has it; null for a new form the server has not made yet. */
  detail(): ApplicationDetail | null;
  /** The key of this draft's record now (the new form's, or the application's once it has one). */
  currentKey(): string;
  set(patch: Partial<RunnerState>): void;
  tell(event: DraftEvent): void;
  /** Writes pending input to the device (`force`: again, as not on the server); its change time. */
  flushLocal(force?: boolean): Promise<number>;
  /** The application of this form, made on the server first if it has none. */
  ensureCreated(): Promise<ApplicationDetail>;
  /** A Submit asked offline waits on this device (the session is queued). */
  isQueued(): boolean;
  /**
   * Resolves once a create of this form's application now on its way is answered and adopted (the
   * draft moved to the application's key); at once when none is. Never rejects.
   */
  creationSettled(): Promise<void>;
  /** The application the server made for this form (by a send from the device): the form is its. */
  adopt(created: ApplicationDetail): Promise<void>;
  /** The application as the server has it now: shown, kept on the device, told to the page. */
  updated(next: ApplicationDetail): void;
  /** Reads the files waiting on the device into the state. */
  reloadWaiting(): Promise<void>;
}
