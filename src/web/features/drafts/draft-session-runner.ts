/**
 * The effects of one open draft (issue 23 item 1, ADR 0038, ADR 0040): what the application form
 * needs done about its draft, run in one place, with the pure session (draft-session.ts) told what
 * happened. The form (application-editor.tsx) renders the runner's state and calls its methods; it
 * holds no fetch, timer or storage call of its own.
 *
 * - Input: every change is on this device at once (IndexedDB, and the page-hide copy for the last
 *   instant) and goes to the server's autosave after a pause in typing, or when the network returns.
 * - Create on the server: a new form gets its application with its first autosave, Save, upload or
 *   Submit, once (with the draft's `clientKey`, so a retry gets the same application).
 * - Files (draft-files.ts): uploaded when there is a network; kept on the device as blobs otherwise
 *   (or when the network cuts the upload), and sent with the draft.
 * - Sends from the device (device-sends.ts: files, a submission asked for offline): one pass of this
 *   draft's outbox (the outbox engine, its steps, classification and backoff); a pass the network
 *   cut is tried again when the engine says it is due, not by a timer of its own.
 * - Save and Submit, with the server's refusals and conflicts told to the session.
 *
 * Everything the browser gives (the network's state, its events, timers, the server's API, the
 * outbox) comes in through `RunnerDeps` (draft-runner-deps.ts), so the unit tests run it over
 * fake-indexeddb in Node. The form opens on what open-draft.ts decided from the device's and the
 * server's copies.
 */
import type { ApplicationDetail, DocumentDto } from '../../../shared/permits/api-types.ts';
import { isApiError } from '../../platform/api.ts';
import { DeviceSends, type SendTrigger } from './device-sends.ts';
import { DraftFiles } from './draft-files.ts';
import {
  AUTOSAVE_DELAY_MS,
  browserDeps,
  type FieldRefusal,
  type FileCheck,
  type FileToAttach,
  type RunnerCore,
  type RunnerDeps,
  type RunnerOptions,
  type RunnerState,
} from './draft-runner-deps.ts';
import { type DraftEvent, draftSession, mayAutosave, openSession } from './draft-session.ts';
import {
  type DraftRecord,
  deleteDraft,
  draftIdentity,
  draftKey,
  keepServerCopy,
  markDraftSynced,
  moveNewDraft,
  pendingFiles,
  readDraft,
  writeDraft,
} from './drafts-db.ts';
import { openDraft } from './open-here.ts';
import { onPageHide, writePageHideCopy } from './page-hide-copy.ts';

export class DraftSessionRunner {
  private readonly deps: RunnerDeps;
  private state: RunnerState;
  private readonly listeners = new Set<() => void>();
  private live = false;
  private stopping: (() => void)[] = [];

  // Input: change times (ms) of the latest input, the one written, the one IndexedDB holds, the server's.
  private data: Record<string, unknown>;
  private changeAt: number;
  private writtenAt: number;
  private storedAt: number;
  private serverAt: number;
  private autosaveTimer: unknown;
  private autosaving: Promise<void> | null = null;

  private creating: Promise<ApplicationDetail> | null = null;
  /** Errors already shown as the refusal to create, so a save or upload does not show them twice. */
  private readonly shown = new WeakSet<object>();

  private readonly files: DraftFiles;
  private readonly sends: DeviceSends;

  constructor(private readonly options: RunnerOptions) {
    this.deps = { ...browserDeps, ...options.deps };
    // What the parts use of the runner; its own fields stay its own.
    const core: RunnerCore = {
      deps: this.deps,
      options,
      isLive: () => this.live,
      detail: () => this.detail,
      currentKey: () => this.currentKey(),
      set: (patch) => this.set(patch),
      tell: this.tell,
      flushLocal: (force) => this.flushLocal(force),
      ensureCreated: () => this.ensureCreated(),
      isQueued: () => this.state.session.phase === 'queued',
      creationSettled: async () => {
        await this.creating?.catch(() => undefined);
      },
      adopt: (created) => this.adopt(created),
      updated: (next) => this.updated(next),
      reloadWaiting: () => this.reloadWaiting(),
    };
    this.files = new DraftFiles(core);
    this.sends = new DeviceSends(core);
    this.data = options.data;
    const unsentSince = options.opened.restoredFrom === 'device' ? options.opened.restoredAt : null;
    this.changeAt = unsentSince ?? 0;
    this.writtenAt = unsentSince ?? 0;
    this.storedAt = unsentSince ?? 0;
    this.serverAt = unsentSince !== null ? -1 : 0;
    this.state = {
      session: openSession(options.opened, options.detail?.id ?? null),
      detail: options.detail,
      waiting: [],
      busy: null,
    };
  }

  // --- the state the form renders ------------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): RunnerState => this.state;

  private set(patch: Partial<RunnerState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Tells the session what happened (the form tells it the person's choices). */
  readonly tell = (event: DraftEvent): void => {
    this.set({ session: draftSession(this.state.session, event) });
  };

  private get detail(): ApplicationDetail | null {
    return this.state.detail;
  }

  private setDetail(next: ApplicationDetail): void {
    this.set({ detail: next });
    void this.keepCopy(next);
  }

  private updated(next: ApplicationDetail): void {
    this.setDetail(next);
    this.options.host.updated(next);
  }

  private currentKey(): string {
    return draftKey(this.options.kind, this.detail?.id ?? null, this.options.party);
  }

  // --- the form's life ---------------------------------------------------------------------------

  /** The form is shown: listens to the network and the page, and sends what the device holds. Returns the stop. */
  start(): () => void {
    this.live = true;
    const { events } = this.deps;
    const online = () => {
      void this.sendNow();
      void this.sendFromDevice('online');
    };
    const offline = () => {
      if (this.changeAt > this.serverAt) this.tell({ type: 'wentOffline' });
    };
    const hide = () => void this.flushLocal();
    events?.addEventListener('online', online);
    events?.addEventListener('offline', offline);
    events?.addEventListener('pagehide', hide);
    // A reload or a typed address in the instant after typing may end the IndexedDB write with the
    // page: the input not yet known to be there is also kept, synchronously, for the next opening.
    const stopPageHide = onPageHide(() => {
      if (this.changeAt > this.storedAt) writePageHideCopy(this.recordNow(this.changeAt));
    });
    // This form sends its own draft; the page's drafts outbox leaves it alone while it is open.
    const release = openDraft(this.options.clientKey);
    this.stopping = [
      () => events?.removeEventListener('online', online),
      () => events?.removeEventListener('offline', offline),
      () => events?.removeEventListener('pagehide', hide),
      stopPageHide,
      release,
    ];
    // Input restored from this device that the server has not got yet goes now.
    if (this.changeAt > this.serverAt) void this.sendNow();
    void this.keepCopy(this.detail);
    // Files waiting and a submission asked for offline are shown, and sent if the network is here.
    void (async () => {
      await this.reloadWaiting();
      const record = await readDraft(this.currentKey(), this.options.owner);
      if (this.live && record?.submitRequested) this.tell({ type: 'submitQueued' });
      if (this.live) void this.sendFromDevice('start');
    })();
    return () => this.stop();
  }

  private stop(): void {
    this.live = false;
    for (const stop of this.stopping) stop();
    this.stopping = [];
    this.deps.clearTimer(this.autosaveTimer);
    this.sends.stop();
    // Leaving the form: whatever is pending is kept, and sent if it can be.
    if (this.changeAt > this.serverAt) void this.sendNow();
  }

  // --- input ---------------------------------------------------------------------------------------

  /** The person changed the input: on this device at once, to the server after a pause in typing. */
  edited(data: Record<string, unknown>): void {
    this.changeAt = Math.max(this.deps.now(), this.changeAt + 1);
    this.data = data;
    void this.flushLocal();
    this.deps.clearTimer(this.autosaveTimer);
    this.autosaveTimer = this.deps.setTimer(() => void this.sendNow(), AUTOSAVE_DELAY_MS);
  }

  private recordNow(savedAt: number): DraftRecord {
    const detail = this.detail;
    return {
      ...draftIdentity(this.options, detail?.id ?? null),
      applicationId: detail?.id ?? null,
      data: this.data,
      baseRevision: detail?.revision ?? null,
      savedAt,
      synced: 0,
    };
  }

  /**
   * Writes pending input to the device now; returns the change time it holds. `force` writes it
   * again, as not yet on the server, even if it was written: after a refused save (409) another tab
   * of the same application may have overwritten it, and the reload must find it to offer it.
   */
  async flushLocal(force = false): Promise<number> {
    const savedAt = this.changeAt;
    if (!force && this.writtenAt >= savedAt) return this.writtenAt;
    this.writtenAt = savedAt;
    const written = await writeDraft(this.recordNow(savedAt));
    if (written) this.storedAt = Math.max(this.storedAt, savedAt);
    if (written && this.serverAt < savedAt) this.tell({ type: 'keptOnDevice' });
    return savedAt;
  }

  /** Sends pending input to the server's autosave now; one request at a time. */
  async sendNow(): Promise<void> {
    while (this.autosaving) await this.autosaving;
    this.autosaving = this.autosave().finally(() => {
      this.autosaving = null;
    });
    return this.autosaving;
  }

  private async autosave(): Promise<void> {
    this.deps.clearTimer(this.autosaveTimer);
    // After a refused create or a conflict, input typed on an old revision stays on this device.
    if (!mayAutosave(this.state.session)) return;
    if (this.changeAt <= this.serverAt) return;
    if (!this.deps.isOnline()) {
      await this.flushLocal();
      this.tell({ type: 'autosaveFailed', offline: true, message: null });
      return;
    }
    const savedAt = await this.flushLocal();
    const sent = this.data;
    this.tell({ type: 'autosaveStarted' });
    try {
      const detail = await this.ensureCreated();
      await this.deps.api.autosaveApplication(this.options.kind, detail.id, sent);
      this.serverAt = Math.max(this.serverAt, savedAt);
      await markDraftSynced(this.currentKey(), savedAt);
      this.tell({ type: 'autosaved', newerInput: this.changeAt > savedAt });
    } catch (error) {
      const offline = isApiError(error) && error.status === -1;
      this.tell({
        type: 'autosaveFailed',
        offline,
        message: !offline && isApiError(error) ? error.message : null,
      });
    }
  }

  /** After a save the server holds the input up to `savedAt`. */
  private markSaved(savedAt: number, revision: number): void {
    this.deps.clearTimer(this.autosaveTimer);
    this.serverAt = Math.max(this.serverAt, savedAt);
    if (this.detail) void markDraftSynced(this.currentKey(), savedAt, revision);
    this.tell({ type: 'autosaved', newerInput: this.changeAt > savedAt });
  }

  // --- the application on the server ---------------------------------------------------------------

  /** The server's copy stays on the device, so the form opens without a network too. */
  async keepCopy(kept: ApplicationDetail | null): Promise<void> {
    if (!kept?.editable) return;
    await keepServerCopy(draftIdentity(this.options, kept.id), kept);
  }

  /** The application the server made for this form (here or by a send from the device): the form is its. */
  private async adopt(created: ApplicationDetail): Promise<void> {
    if (this.detail?.id === created.id) return;
    const newKey = draftKey(this.options.kind, null, this.options.party);
    this.setDetail(created);
    this.tell({ type: 'created', applicationId: created.id });
    this.options.host.created(created);
    const record = await readDraft(newKey, this.options.owner);
    if (record && !record.applicationId) await moveNewDraft(newKey, record, created.id, created.revision);
    this.deps.persist();
  }

  /** The application of this form, made on the server first if it has none. */
  ensureCreated(): Promise<ApplicationDetail> {
    if (this.detail) return Promise.resolve(this.detail);
    const { kind, type, permitId, clientKey } = this.options;
    this.creating ??= (async () => {
      try {
        const created = await this.deps.api.createApplication(kind, {
          type,
          ...(permitId ? { permitId } : {}),
          clientKey,
        });
        await this.adopt(created);
        return created;
      } catch (error) {
        this.creating = null;
        // Spec §5/§8: a company must not file certain kinds; the server says which, in its words.
        if (isApiError(error) && (error.status === 400 || error.status === 403)) {
          this.tell({ type: 'createRefused', message: error.serverMessage ?? error.message });
          this.shown.add(error);
        }
        throw error;
      }
    })();
    return this.creating;
  }

  // --- sends from the device: files and a submission asked for offline (device-sends.ts) ------------

  private async reloadWaiting(): Promise<void> {
    const waiting = await pendingFiles(this.options.clientKey, this.options.owner);
    if (this.live) this.set({ waiting });
  }

  /** One pass of this draft's outbox when the device holds files or a submission (device-sends.ts). */
  sendFromDevice(trigger: SendTrigger): Promise<void> {
    return this.sends.send(trigger);
  }

  /** The person cancelled the submission waiting on this device. */
  cancelQueued(): Promise<void> {
    return this.sends.cancelQueued();
  }

  // --- Save and Submit -----------------------------------------------------------------------------

  /** What a refused Save or Submit means: told to the session, or field errors for the form. */
  private failed(error: unknown): FieldRefusal | null {
    if (error !== null && typeof error === 'object' && this.shown.has(error)) return null;
    const words = this.options.host.words();
    if (!isApiError(error)) {
      this.tell({ type: 'failed', message: words.defaultError });
      return null;
    }
    if (error.status === 409) {
      this.tell({ type: 'conflict', message: error.serverMessage ?? words.staleRevision });
      return null;
    }
    if (error.status === -1) {
      this.tell({ type: 'failed', message: words.offlineKept });
      return null;
    }
    if (error.status === 400 && error.fieldErrors.length > 0) {
      return { fieldErrors: error.fieldErrors.map((item) => ({ path: item.field, message: item.message })) };
    }
    this.tell({ type: 'failed', message: error.message });
    return null;
  }

  /** Save (the form checked it): the application as saved, the fields refused, or null (told). */
  async save(): Promise<ApplicationDetail | FieldRefusal | null> {
    this.tell({ type: 'clearAlert' });
    this.set({ busy: 'save' });
    try {
      const savedAt = await this.flushLocal();
      const current = await this.ensureCreated();
      const saved = await this.deps.api.saveApplication(this.options.kind, current.id, {
        data: this.data,
        revision: current.revision,
      });
      this.updated(saved);
      this.markSaved(savedAt, saved.revision);
      return saved;
    } catch (error) {
      return this.failed(error);
    } finally {
      this.set({ busy: null });
    }
  }

  /** Submit (the form checked it): submitted now, queued on the device, or refused. */
  async submit(): Promise<FieldRefusal | null> {
    this.tell({ type: 'clearAlert' });
    if (!this.deps.isOnline()) {
      await this.sends.queueSubmission();
      return null;
    }
    if (this.state.waiting.some((file) => file.problem === null)) {
      // Files kept on the device go first, then the submission, in one pass of the draft's outbox.
      this.set({ busy: 'submit' });
      await this.sends.queueSubmission();
      await this.sendFromDevice('saved');
      this.set({ busy: null });
      return null;
    }
    this.set({ busy: 'submit' });
    try {
      await this.flushLocal();
      const current = await this.ensureCreated();
      const submitted = await this.deps.api.applicationAction(this.options.kind, current.id, 'submit', {
        data: this.data,
        revision: current.revision,
      });
      await deleteDraft(draftKey(this.options.kind, submitted.id, this.options.party));
      this.tell({ type: 'submitted' });
      this.updated(submitted);
      this.options.host.submitted(submitted);
      return null;
    } catch (error) {
      this.set({ busy: null });
      // The network went while submitting: the submission waits on the device for it.
      if (isApiError(error) && error.status === -1) {
        await this.sends.queueSubmission();
        return null;
      }
      return this.failed(error);
    }
  }

  // --- documents (draft-files.ts) -----------------------------------------------------------------

  /**
   * Attaches a file or a link: uploaded when there is a network, a file kept on the device
   * otherwise (`check` reads a boundary file first; it throws what the person must fix).
   */
  attach(request: FileToAttach, check: FileCheck): Promise<{ kept: boolean; document: DocumentDto | null }> {
    return this.files.attach(request, check);
  }

  /** Removes a file waiting on the device (`fileId`) or a document the server holds; false if there is none. */
  removeDocument(document: DocumentDto, fileId: string | null): Promise<boolean> {
    return this.files.remove(document, fileId);
  }

  // --- the person's choices ------------------------------------------------------------------------

  /** The person kept the server's input over this device's: the device's draft goes. */
  async keepServer(): Promise<void> {
    await deleteDraft(this.currentKey());
    this.tell({ type: 'chose' });
  }

  /** Before the reload a conflict asks for: the input typed here is on the device to be offered. */
  async beforeReload(): Promise<void> {
    await this.flushLocal(true);
  }

  /** The application was withdrawn: its draft goes. */
  async withdrawn(next: ApplicationDetail): Promise<void> {
    await deleteDraft(draftKey(this.options.kind, next.id, this.options.party));
    this.updated(next);
  }
}
