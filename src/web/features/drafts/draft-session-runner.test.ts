/**
 * The open form's draft runner without a browser (issue 23 item 1, ADR 0040): fake-indexeddb for
 * the device, a server in memory behind the permits API (the runner's own calls and the outbox's
 * steps go to it), a hand-driven clock for timers. Each test follows a journey of the form: create
 * on the server, autosave, files kept offline and sent, Submit (now, queued, cut), conflicts and
 * refusals, and the retry a cut pass gets from the outbox engine's backoff.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import { ApiError } from '../../platform/api.ts';

/** The server: applications by id, and the calls it was asked. */
const server = vi.hoisted(() => ({
  apps: new Map<
    string,
    { revision: number; data: Record<string, unknown>; state: string; documents: unknown[] }
  >(),
  byKey: new Map<string, string>(),
  calls: [] as string[],
  /** The next calls of these kinds fail with this status (-1: no answer). */
  failures: [] as { call: string; status: number; fieldErrors?: { field: string; message: string }[] }[],
  uploads: new Set<string>(),
}));

function detailOf(id: string): ApplicationDetail {
  const app = server.apps.get(id)!;
  return {
    id,
    number: `P-${id}`,
    state: app.state,
    revision: app.revision,
    data: app.data,
    documents: app.documents,
    editable: app.state === 'RUOSIAMA',
    submittedAt: app.state === 'RUOSIAMA' ? null : '2026-11-28T04:00:00Z',
    history: [],
    actions: [],
  } as unknown as ApplicationDetail;
}

function answer(call: string): void {
  server.calls.push(call);
  const index = server.failures.findIndex((failure) => failure.call === call);
  if (index < 0) return;
  const [failure] = server.failures.splice(index, 1);
  throw new ApiError(`refused ${call}`, {
    status: failure!.status,
    fieldErrors: failure!.fieldErrors ?? [],
    serverMessage: failure!.status === -1 ? undefined : `server says no to ${call}`,
  });
}

vi.mock('../permits/index.ts', () => ({
  createApplication: async (_kind: string, body: { clientKey?: string }) => {
    answer('create');
    const known = body.clientKey ? server.byKey.get(body.clientKey) : undefined;
    if (known) return detailOf(known);
    const id = `app-${server.apps.size + 1}`;
    server.apps.set(id, { revision: 1, data: {}, state: 'RUOSIAMA', documents: [] });
    if (body.clientKey) server.byKey.set(body.clientKey, id);
    return detailOf(id);
  },
  getApplication: async (_kind: string, id: string) => {
    answer('get');
    return detailOf(id);
  },
  autosaveApplication: async (_kind: string, id: string, data: Record<string, unknown>) => {
    answer('autosave');
    server.apps.get(id)!.data = data;
    return { autosavedAt: new Date().toISOString() };
  },
  saveApplication: async (_kind: string, id: string, body: { data: Record<string, unknown> }) => {
    answer('save');
    const app = server.apps.get(id)!;
    app.data = body.data;
    app.revision += 1;
    return detailOf(id);
  },
  applicationAction: async (
    _kind: string,
    id: string,
    action: string,
    body: { data?: Record<string, unknown> },
  ) => {
    answer(action);
    const app = server.apps.get(id)!;
    app.data = body.data ?? app.data;
    app.state = 'PATEIKTA';
    return detailOf(id);
  },
  uploadDocument: async (_kind: string, id: string, input: { title: string }, key?: string) => {
    answer('upload');
    const document = { id: `doc-${key}`, title: input.title };
    if (!key || !server.uploads.has(key)) server.apps.get(id)!.documents.push(document);
    if (key) server.uploads.add(key);
    return document;
  },
  deleteDocument: async () => {
    answer('deleteDocument');
  },
}));

const { DraftSessionRunner } = await import('./draft-session-runner.ts');
const { draftKey, draftsDb, pendingFiles, readDraft } = await import('./drafts-db.ts');
const { openDraftOutbox } = await import('./draft-outbox.ts');
const { runDraftSteps } = await import('./draft-sender.ts');
type Runner = InstanceType<typeof DraftSessionRunner>;

const OWNER = '38001010000';
const NEW_KEY = draftKey('l08_2', null, OWNER);

/** Timers run by hand: `due()` lists them, `fire()` runs the earliest. */
class Clock {
  private next = 1;
  readonly timers = new Map<number, { work: () => void; ms: number }>();
  set = (work: () => void, ms: number) => {
    const id = this.next++;
    this.timers.set(id, { work, ms });
    return id;
  };
  clear = (id: unknown) => {
    this.timers.delete(id as number);
  };
  waits(): number[] {
    return [...this.timers.values()].map((timer) => timer.ms);
  }
  fire(): void {
    const [id, timer] = [...this.timers.entries()].sort((a, b) => a[1].ms - b[1].ms)[0]!;
    this.timers.delete(id);
    timer.work();
  }
}

let network = true;
let clock: Clock;
let events: EventTarget;
const host = {
  created: vi.fn(),
  updated: vi.fn(),
  submitted: vi.fn(),
  words: () => ({ defaultError: 'error', offlineKept: 'kept offline', staleRevision: 'stale' }),
};

function runner(
  overrides: { detail?: ApplicationDetail | null; data?: Record<string, unknown> } = {},
): Runner {
  return new DraftSessionRunner(runnerOptions(overrides.detail ?? null, overrides.data));
}

function runnerOptions(
  detail: ApplicationDetail | null,
  data: Record<string, unknown> = {},
): ConstructorParameters<typeof DraftSessionRunner>[0] {
  return {
    kind: 'l08_2',
    schemaVersion: 1,
    owner: OWNER,
    party: OWNER,
    type: 'NAUJA',
    permitId: null,
    clientKey: crypto.randomUUID(),
    data,
    opened: { data, restoredFrom: 'none', restoredAt: null, conflict: null },
    detail,
    host,
    deps: {
      outbox: async (owner, party, clientKey) => openDraftOutbox(owner, party, clientKey),
      isOnline: () => network,
      events,
      setTimer: clock.set,
      clearTimer: clock.clear,
      persist: () => {},
    },
  };
}

/**
 * A form of application app-1 (still being prepared on the server) whose Submit was asked for
 * offline: queued. `beforeOutbox` runs when its pass asks for the draft's outbox, as another pass
 * might act between the form's read of the draft and the outbox's own look.
 */
async function queuedForm(beforeOutbox?: () => Promise<void>): Promise<Runner> {
  server.apps.set('app-1', { revision: 1, data: {}, state: 'RUOSIAMA', documents: [] });
  network = false;
  const options = runnerOptions(detailOf('app-1'));
  const form = new DraftSessionRunner(
    beforeOutbox
      ? {
          ...options,
          deps: {
            ...options.deps,
            outbox: async (owner, party, clientKey) => {
              await beforeOutbox();
              return openDraftOutbox(owner, party, clientKey);
            },
          },
        }
      : options,
  );
  form.start();
  form.edited({ plotArea: '4' });
  await form.submit();
  expect(form.getState().session.phase).toBe('queued');
  return form;
}

/** How long a journey through the engine may take on a loaded machine. */
const WAIT = { timeout: 10_000, interval: 10 };

/** Lets the runner's chains of IndexedDB and API promises settle. */
async function settle(): Promise<void> {
  for (let round = 0; round < 20; round++) await new Promise((resolve) => setTimeout(resolve, 1));
}

function file(name = 'ribos.geojson'): File {
  return new File(['{"type":"FeatureCollection","features":[]}'], name, { type: 'application/geo+json' });
}

const attachment = (title: string) => ({
  type: 'BOUNDARY',
  title,
  confidential: false,
  file: file(),
  url: '',
});
const noCheck = async () => null;

beforeEach(() => {
  network = true;
  clock = new Clock();
  events = new EventTarget();
  server.apps.clear();
  server.byKey.clear();
  server.calls.length = 0;
  server.failures.length = 0;
  server.uploads.clear();
  vi.clearAllMocks();
});

afterEach(async () => {
  const db = await draftsDb();
  await db.drafts.clear();
  await db.files.clear();
});

describe('the draft session runner', () => {
  it('creates the application once with the first autosave and moves the draft to it', async () => {
    const form = runner();
    const stop = form.start();
    form.edited({ plotArea: '2.5' });
    await vi.waitFor(() => expect(form.getState().session.save).toBe('device'), WAIT);
    expect(clock.waits()).toEqual([1500]);
    clock.fire();
    // Save and an upload at the same time do not make a second application.
    await Promise.all([
      form.sendNow(),
      form.attach({ ...attachment('map'), file: null, url: 'https://x.lt' }, noCheck),
    ]);
    await settle();
    expect(server.calls.filter((call) => call === 'create')).toHaveLength(1);
    expect(server.apps.get('app-1')!.data).toEqual({ plotArea: '2.5' });
    expect(form.getState()).toMatchObject({
      detail: { id: 'app-1' },
      session: { save: 'saved', applicationId: 'app-1' },
    });
    expect(host.created).toHaveBeenCalledTimes(1);
    expect(await readDraft(draftKey('l08_2', 'app-1', OWNER), OWNER)).toMatchObject({
      data: { plotArea: '2.5' },
      synced: 1,
    });
    stop();
  });

  it('keeps input and files on the device offline and sends them when the network returns', async () => {
    network = false;
    const form = runner();
    form.start();
    form.edited({ plotArea: '4' });
    await form.sendNow();
    expect(form.getState().session.save).toBe('offline');
    const kept = await form.attach(attachment('boundary'), noCheck);
    expect(kept).toEqual({ kept: true, document: null });
    expect(form.getState().waiting).toHaveLength(1);
    expect(server.calls).toEqual([]);

    network = true;
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(form.getState().waiting).toEqual([]), WAIT);
    expect(server.calls.filter((call) => call === 'create')).toHaveLength(1);
    expect(server.apps.get('app-1')!.documents).toHaveLength(1);
    expect(server.apps.get('app-1')!.data).toEqual({ plotArea: '4' });
    expect(form.getState().waiting).toEqual([]);
    expect(form.getState().detail?.id).toBe('app-1');
  });

  it('queues a Submit asked for offline and submits it through the outbox when the network returns', async () => {
    network = false;
    const form = runner();
    form.start();
    form.edited({ plotArea: '4' });
    await form.attach(attachment('boundary'), noCheck);
    expect(await form.submit()).toBeNull();
    expect(form.getState().session.phase).toBe('queued');
    expect((await readDraft(NEW_KEY, OWNER))?.submitRequested).toBe(true);

    network = true;
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(form.getState().session.phase).toBe('sent'), WAIT);
    expect(server.calls.slice(-1)).toEqual(['submit']);
    expect(server.apps.get('app-1')).toMatchObject({ state: 'PATEIKTA', data: { plotArea: '4' } });
    expect(form.getState().session.phase).toBe('sent');
    expect(host.submitted).toHaveBeenCalledWith(expect.objectContaining({ id: 'app-1' }));
    expect(await readDraft(draftKey('l08_2', 'app-1', OWNER), OWNER)).toBeNull();
  });

  it('submits a queued Submit whose pass starts while the form’s own create is being adopted', async () => {
    // On reconnect the autosave creates the application while the device's pass starts: the pass
    // must not look for the draft under the application's key before the draft was moved there.
    network = false;
    const form = runner();
    form.start();
    form.edited({ plotArea: '4' });
    await form.submit();
    expect(form.getState().session.phase).toBe('queued');

    network = true;
    host.created.mockImplementationOnce(() => void form.sendFromDevice('online'));
    await form.sendNow();
    await vi.waitFor(() => expect(form.getState().session.phase).toBe('sent'), WAIT);
    expect(server.apps.get('app-1')).toMatchObject({ state: 'PATEIKTA', data: { plotArea: '4' } });
    expect(server.calls.filter((call) => call === 'submit')).toHaveLength(1);
  });

  it('learns from the server that its queued Submit was sent by another pass, and says so', async () => {
    const form = await queuedForm();
    // The form this one replaced (or another tab) submitted it and removed the draft.
    server.apps.get('app-1')!.state = 'PATEIKTA';
    await (await draftsDb()).drafts.delete(draftKey('l08_2', 'app-1', OWNER));

    network = true;
    await form.sendFromDevice('online');
    expect(form.getState().session.phase).toBe('sent');
    expect(host.submitted).toHaveBeenCalledWith(expect.objectContaining({ id: 'app-1', state: 'PATEIKTA' }));
    expect(server.calls).not.toContain('submit');
  });

  it('learns it too when the draft goes while its pass is getting ready (the outbox finds nothing)', async () => {
    // On reconnect the form the page replaced may still be submitting: this form read the draft,
    // and by the time its outbox looked, that pass had submitted it and removed it.
    const form = await queuedForm(async () => {
      server.apps.get('app-1')!.state = 'PATEIKTA';
      await (await draftsDb()).drafts.delete(draftKey('l08_2', 'app-1', OWNER));
    });

    network = true;
    await form.sendFromDevice('online');
    expect(form.getState().session.phase).toBe('sent');
    expect(host.submitted).toHaveBeenCalledWith(expect.objectContaining({ id: 'app-1', state: 'PATEIKTA' }));
    expect(server.calls).not.toContain('submit');
  });

  it('shows the submission when its pass had no Submit to send but the server has it submitted', async () => {
    // The page a forester saw once in 20 runs of the L08.2 reconnect journey: the application
    // "Pateikta", the form still saying it will be submitted when there is a connection. Another
    // pass had submitted it, and this form's pass found the draft without its Submit.
    const form = await queuedForm(async () => {
      server.apps.get('app-1')!.state = 'PATEIKTA';
      await (await draftsDb()).drafts.update(draftKey('l08_2', 'app-1', OWNER), { submitRequested: false });
    });

    network = true;
    await form.sendFromDevice('online');
    expect(form.getState().session.phase).toBe('sent');
    expect(form.getState().detail).toMatchObject({ state: 'PATEIKTA' });
    expect(host.submitted).toHaveBeenCalledWith(expect.objectContaining({ id: 'app-1', state: 'PATEIKTA' }));
    expect(server.calls).not.toContain('submit');
  });

  it('a queued form whose draft lost its Submit: shows the submission made, or asks for it again', async () => {
    for (const made of [true, false]) {
      server.apps.clear();
      server.calls.length = 0;
      const form = await queuedForm();
      // A write made the draft again without the Submit (after another pass submitted it, or not).
      if (made) server.apps.get('app-1')!.state = 'PATEIKTA';
      await (await draftsDb()).drafts.update(draftKey('l08_2', 'app-1', OWNER), { submitRequested: false });

      network = true;
      await form.sendFromDevice('online');
      expect(form.getState().session.phase).toBe('sent');
      expect(server.apps.get('app-1')).toMatchObject({ state: 'PATEIKTA' });
      expect(server.calls.filter((call) => call === 'submit')).toHaveLength(made ? 0 : 1);
      expect(host.submitted).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'app-1' }));
    }
  });

  it('tries a pass the network cut again when the engine’s backoff says, not before', async () => {
    network = false;
    const form = runner();
    form.start();
    form.edited({ plotArea: '4' });
    await form.attach(attachment('boundary'), noCheck);
    await form.submit();
    network = true;
    server.failures.push({ call: 'upload', status: -1 });
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(clock.waits().filter((ms) => ms !== 1500)).toHaveLength(1), WAIT);
    // The first retry of the open form's backoff: between half a second and a second.
    const waits = clock.waits().filter((ms) => ms !== 1500);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(0);
    expect(waits[0]).toBeLessThanOrEqual(1000);
    expect(form.getState().session.phase).toBe('queued');
    const record = await readDraft(draftKey('l08_2', 'app-1', OWNER), OWNER);
    expect(record?.outbox).toMatchObject({ attempts: 1, lastProblem: 'network' });

    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const [id, timer] of clock.timers) {
      if (timer.ms === 1500) continue;
      clock.timers.delete(id);
      timer.work();
    }
    await vi.waitFor(() => expect(form.getState().session.phase).toBe('sent'), WAIT);
    expect(server.apps.get('app-1')!.documents).toHaveLength(1);
    expect(server.calls.filter((call) => call === 'submit')).toHaveLength(1);
  });

  it('submits online at once and says so to the page', async () => {
    const form = runner({ data: { plotArea: '3' } });
    form.start();
    form.edited({ plotArea: '3' });
    expect(await form.submit()).toBeNull();
    expect(server.calls).toEqual(['create', 'submit']);
    expect(form.getState().session.phase).toBe('sent');
    expect(host.submitted).toHaveBeenCalledTimes(1);
  });

  it('queues a Submit the network cut on its way', async () => {
    const form = runner();
    form.start();
    form.edited({ plotArea: '3' });
    server.failures.push({ call: 'submit', status: -1 });
    expect(await form.submit()).toBeNull();
    expect(form.getState()).toMatchObject({ busy: null, session: { phase: 'queued' } });
    expect((await readDraft(draftKey('l08_2', 'app-1', OWNER), OWNER))?.submitRequested).toBe(true);
  });

  it('gives the fields a refused Submit names back to the form, and words others as an alert', async () => {
    const form = runner();
    form.start();
    form.edited({ plotArea: '' });
    server.failures.push({
      call: 'submit',
      status: 400,
      fieldErrors: [{ field: 'plotArea', message: 'Required' }],
    });
    expect(await form.submit()).toEqual({ fieldErrors: [{ path: 'plotArea', message: 'Required' }] });
    expect(form.getState().session).toMatchObject({ phase: 'editing', alert: null });
    server.failures.push({ call: 'submit', status: 422 });
    expect(await form.submit()).toBeNull();
    expect(form.getState().session.alert).toBe('refused submit');
  });

  it('stops autosaving after a conflict, keeping the input on the device for the choice', async () => {
    const form = runner();
    form.start();
    form.edited({ plotArea: '1' });
    server.failures.push({ call: 'save', status: 409 });
    expect(await form.save()).toBeNull();
    expect(form.getState().session).toMatchObject({ phase: 'conflict', conflict: 'server says no to save' });
    form.edited({ plotArea: 'typed on an old revision' });
    await form.sendNow();
    expect(server.calls.filter((call) => call === 'autosave')).toEqual([]);
    await form.beforeReload();
    expect(await readDraft(draftKey('l08_2', 'app-1', OWNER), OWNER)).toMatchObject({
      data: { plotArea: 'typed on an old revision' },
      synced: 0,
    });
  });

  it('shows a refused create once, and sends nothing more', async () => {
    const form = runner();
    form.start();
    form.edited({ plotArea: '1' });
    server.failures.push({ call: 'create', status: 403 });
    expect(await form.save()).toBeNull();
    expect(form.getState().session).toMatchObject({
      phase: 'refused',
      createRefused: 'server says no to create',
      alert: null,
    });
    await form.sendNow();
    expect(server.calls).toEqual(['create']);
  });

  it('saves: the application as saved, the input marked as the server’s', async () => {
    const form = runner();
    form.start();
    form.edited({ plotArea: '7' });
    const saved = await form.save();
    expect(saved).toMatchObject({ id: 'app-1', revision: 2 });
    expect(form.getState()).toMatchObject({ busy: null, session: { save: 'saved' } });
    expect(host.updated).toHaveBeenCalledWith(expect.objectContaining({ revision: 2 }));
    await vi.waitFor(
      async () =>
        expect(await readDraft(draftKey('l08_2', 'app-1', OWNER), OWNER)).toMatchObject({
          synced: 1,
          baseRevision: 2,
        }),
      WAIT,
    );
  });

  it('keeps a file on the device when the network cuts its upload, and removes it when asked', async () => {
    const form = runner();
    form.start();
    await form.ensureCreated();
    server.failures.push({ call: 'upload', status: -1 });
    const result = await form.attach(attachment('boundary'), noCheck);
    expect(result.kept).toBe(true);
    const [waiting] = form.getState().waiting;
    expect(waiting).toBeDefined();
    expect(await form.removeDocument({ id: 'x' } as never, waiting!.id)).toBe(true);
    expect(form.getState().waiting).toEqual([]);
    expect(await pendingFiles(waiting!.draftClientKey, OWNER)).toEqual([]);
  });

  it('tells the session the network went while input is not on the server', async () => {
    const form = runner();
    form.start();
    form.edited({ plotArea: '1' });
    events.dispatchEvent(new Event('offline'));
    expect(form.getState().session.save).toBe('offline');
  });
});

describe('a draft run that finds its draft gone once it has the lock', () => {
  /** The draft as a run was handed it, before another run delivered it or the person dropped it. */
  const handed = (applicationId: string) => ({
    key: draftKey('l08_2', applicationId, OWNER),
    kind: 'l08_2' as const,
    applicationId,
    owner: OWNER,
    party: OWNER,
    type: 'NAUJA' as const,
    permitId: null,
    schemaVersion: 1,
    data: { plotArea: 'typed before' },
    baseRevision: 1,
    savedAt: 1,
    synced: 0 as const,
    clientKey: crypto.randomUUID(),
    submitRequested: true,
  });

  it('answers with the submission another run made, sending nothing again', async () => {
    server.apps.set('app-1', { revision: 2, data: { plotArea: '4' }, state: 'PATEIKTA', documents: [] });
    const answer = await runDraftSteps(handed('app-1'));
    expect(answer).toEqual({
      status: 200,
      body: {
        delivery: { detail: expect.objectContaining({ id: 'app-1', state: 'PATEIKTA' }), submitted: true },
      },
    });
    expect(server.calls).toEqual(['get']);
  });

  it('never writes its stale input over the server’s when the person dropped the draft', async () => {
    server.apps.set('app-1', { revision: 2, data: { plotArea: 'kept' }, state: 'RUOSIAMA', documents: [] });
    const answer = await runDraftSteps(handed('app-1'));
    expect(answer).toMatchObject({ status: 200, body: { delivery: { submitted: false } } });
    expect(server.calls).toEqual(['get']);
    expect(server.apps.get('app-1')).toMatchObject({ state: 'RUOSIAMA', data: { plotArea: 'kept' } });
  });
});
