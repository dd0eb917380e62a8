/**
 * The draft session's transitions (draft-session.ts), each without a browser: open from the
 * device's or the server's copy, edit, autosave, submit online and offline, conflict, refused, sent.
 */
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import type { SendOutcome } from './draft-sender.ts';
import {
  type DraftEvent,
  type DraftSessionState,
  draftSession,
  mayAutosave,
  openingInput,
  openSession,
} from './draft-session.ts';
import type { ServerVersion } from './drafts-merge.ts';

const server: ServerVersion = {
  data: { name: 'server' },
  revision: 3,
  updatedAt: '2026-11-21T10:00:00.000Z',
  autosave: null,
  editable: true,
};
const detail = { id: 'app-1' } as ApplicationDetail;

function run(state: DraftSessionState, ...events: DraftEvent[]): DraftSessionState {
  return events.reduce(draftSession, state);
}

const fresh = () => openSession(openingInput({ server: null, device: null, applicationId: null }), null);

describe('opening', () => {
  it('opens a new form on its prefill, idle, nothing to show', () => {
    const opened = openingInput({ server: null, device: null, prefill: { a: 1 }, applicationId: null });
    expect(opened).toMatchObject({ data: { a: 1 }, restoredFrom: 'none' });
    expect(openSession(opened, null)).toMatchObject({ phase: 'editing', save: 'idle', banner: null });
  });

  it('opens a new form on the device copy, as input the server has not got', () => {
    const device = { data: { a: 2 }, baseRevision: null, savedAt: 5, synced: false };
    const opened = openingInput({ server: null, device, prefill: {}, applicationId: null });
    const state = openSession(opened, null);
    expect(state).toMatchObject({ save: 'device', banner: { restoredFrom: 'device', data: { a: 2 } } });
  });

  it('opens on the server copy when the device has nothing unsent', () => {
    const device = { data: { name: 'server' }, baseRevision: 3, savedAt: 5, synced: true };
    const state = openSession(openingInput({ server, device, applicationId: 'app-1' }), 'app-1');
    expect(state).toMatchObject({ save: 'idle', banner: null, applicationId: 'app-1' });
  });

  it('opens on the device copy typed on the current revision', () => {
    const device = { data: { name: 'device' }, baseRevision: 3, savedAt: 5, synced: false };
    const opened = openingInput({ server, device, applicationId: 'app-1' });
    expect(opened).toMatchObject({ data: { name: 'device' }, restoredFrom: 'device', conflict: null });
  });

  it('offers the choice when the device copy was typed on an older revision (never taken silently)', () => {
    const device = { data: { name: 'device' }, baseRevision: 2, savedAt: 5, synced: false };
    const state = openSession(openingInput({ server, device, applicationId: 'app-1' }), 'app-1');
    expect(state.banner).toMatchObject({ data: { name: 'server' }, conflict: { data: { name: 'device' } } });
    // Moving on keeps an open choice; choosing ends it.
    expect(run(state, { type: 'stepChanged' }).banner).not.toBeNull();
    expect(run(state, { type: 'chose' }).banner).toBeNull();
  });

  it('a "restored" banner is read once the person moves on', () => {
    const device = { data: { name: 'device' }, baseRevision: 3, savedAt: 5, synced: false };
    const state = openSession(openingInput({ server, device, applicationId: 'app-1' }), 'app-1');
    expect(state.banner).not.toBeNull();
    expect(run(state, { type: 'stepChanged' }).banner).toBeNull();
  });

  it('opens on the device’s input when the server cannot be reached and only its kept copy is known', () => {
    const device = { data: { name: 'device' }, baseRevision: 2, savedAt: 5, synced: true };
    const opened = openingInput({ server, device, applicationId: 'app-1', offlineCopy: true });
    expect(opened).toEqual({
      data: { name: 'device' },
      restoredFrom: 'device',
      restoredAt: 5,
      conflict: null,
    });
    const empty = { ...device, data: {} };
    expect(openingInput({ server, device: empty, applicationId: 'app-1', offlineCopy: true }).data).toEqual(
      server.data,
    );
  });

  it('opens queued when a submission waits on the device', () => {
    expect(openSession(openingInput({ server, device: null, applicationId: 'x' }), 'x', true).phase).toBe(
      'queued',
    );
  });
});

describe('editing and autosave', () => {
  it('goes device → sending → saved', () => {
    const state = run(fresh(), { type: 'edited' });
    expect(state.save).toBe('device');
    const sending = run(state, { type: 'autosaveStarted' });
    expect(sending.save).toBe('sending');
    // A change typed while the request is on its way does not hide it.
    expect(run(sending, { type: 'edited' }).save).toBe('sending');
    expect(run(sending, { type: 'keptOnDevice' }).save).toBe('sending');
    expect(run(sending, { type: 'autosaved', newerInput: false }).save).toBe('saved');
    expect(run(sending, { type: 'autosaved', newerInput: true }).save).toBe('device');
  });

  it('waits for the network, or shows the failure', () => {
    const offline = run(
      fresh(),
      { type: 'edited' },
      { type: 'autosaveFailed', offline: true, message: null },
    );
    expect(offline.save).toBe('offline');
    const failed = run(fresh(), { type: 'autosaveFailed', offline: false, message: 'no' });
    expect(failed).toMatchObject({ save: 'failed', saveFailure: 'no' });
    expect(run(failed, { type: 'autosaved', newerInput: false })).toMatchObject({
      save: 'saved',
      saveFailure: null,
    });
    expect(run(fresh(), { type: 'wentOffline' }).save).toBe('offline');
  });

  it('learns the application the server made', () => {
    expect(run(fresh(), { type: 'created', applicationId: 'app-9' }).applicationId).toBe('app-9');
  });
});

describe('refusals and conflicts', () => {
  it('a refused create stops the autosave and shows the server’s words', () => {
    const state = run(fresh(), { type: 'createRefused', message: 'a company may not' });
    expect(state).toMatchObject({ phase: 'refused', createRefused: 'a company may not' });
    expect(mayAutosave(state)).toBe(false);
  });

  it('a conflict stops the autosave and stays until a new session', () => {
    const state = run(fresh(), { type: 'conflict', message: 'newer elsewhere' });
    expect(state).toMatchObject({ phase: 'conflict', conflict: 'newer elsewhere' });
    expect(mayAutosave(state)).toBe(false);
    const later = run(state, { type: 'edited' }, { type: 'clearAlert' }, { type: 'stepChanged' });
    expect(later.conflict).toBe('newer elsewhere');
    expect(mayAutosave(fresh())).toBe(true);
  });

  it('a failed save shows its words and ends a submission in progress', () => {
    const state = run(fresh(), { type: 'submitStarted' }, { type: 'failed', message: 'bad' });
    expect(state).toMatchObject({ phase: 'editing', alert: 'bad' });
    expect(run(state, { type: 'clearAlert' }).alert).toBeNull();
    // A submission waiting on the device stays waiting.
    expect(run(fresh(), { type: 'submitQueued' }, { type: 'failed', message: 'x' }).phase).toBe('queued');
  });
});

describe('submitting', () => {
  const outcome = (o: SendOutcome) => ({ type: 'sendOutcome', outcome: o }) as const;

  it('submitted online: sent', () => {
    expect(run(fresh(), { type: 'submitStarted' }, { type: 'submitted' })).toMatchObject({ phase: 'sent' });
    expect(mayAutosave(run(fresh(), { type: 'submitted' }))).toBe(false);
  });

  it('offline: queued, cancellable, sent when a send submits it', () => {
    const queued = run(fresh(), { type: 'submitQueued' });
    expect(queued.phase).toBe('queued');
    expect(run(queued, { type: 'cancelQueued' }).phase).toBe('editing');
    expect(run(fresh(), { type: 'cancelQueued' }).phase).toBe('editing');
    const sent = run(queued, outcome({ state: 'sent', detail, submitted: true }));
    expect(sent).toMatchObject({ phase: 'sent', applicationId: 'app-1', save: 'saved' });
  });

  it('a send cut by the network keeps the submission queued; one that only synced keeps the phase', () => {
    const queued = run(fresh(), { type: 'submitQueued' });
    expect(run(queued, outcome({ state: 'offline', detail: null })).phase).toBe('queued');
    expect(run(fresh(), { type: 'submitStarted' }, outcome({ state: 'offline', detail })).phase).toBe(
      'queued',
    );
    expect(run(queued, outcome({ state: 'sent', detail, submitted: false })).phase).toBe('queued');
    expect(
      run(fresh(), { type: 'submitStarted' }, outcome({ state: 'sent', detail: null, submitted: false }))
        .phase,
    ).toBe('editing');
  });

  it('a send refused: editing with the words, or a conflict on a stale revision', () => {
    const queued = run(fresh(), { type: 'submitQueued' });
    const refused = run(queued, outcome({ state: 'refused', detail, problem: 'file refused', stale: false }));
    expect(refused).toMatchObject({ phase: 'editing', alert: 'file refused' });
    const silent = run(queued, outcome({ state: 'refused', detail: null, problem: '', stale: false }));
    expect(silent).toMatchObject({ phase: 'editing', alert: null });
    const stale = run(queued, outcome({ state: 'refused', detail, problem: 'newer', stale: true }));
    expect(stale).toMatchObject({ phase: 'conflict', conflict: 'newer' });
  });
});
