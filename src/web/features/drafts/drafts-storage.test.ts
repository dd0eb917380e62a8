/**
 * The drafts' storage without a browser (fake-indexeddb stands in for IndexedDB, a Map for
 * sessionStorage): the page-hide copy read back on opening, and the drafts' outbox over the sync
 * engine (held refusals and conflicts, backoff, skipping the form open here).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { SendAnswer } from '../../platform/outbox/classify.ts';
import { createOutboxEngine } from '../../platform/outbox/engine.ts';
import { DraftOutboxStore, isHeld } from './draft-outbox.ts';
import { classifyDraftAnswer, type DraftDelivery } from './draft-sender.ts';
import {
  type DraftRecord,
  draftKey,
  keepFile,
  moveNewDraft,
  patchDraft,
  readDeviceDraft,
  readDraft,
  writeDraft,
} from './drafts-db.ts';
import { readPageHideCopy, writePageHideCopy } from './page-hide-copy.ts';
import { standInDevice } from './test-device.ts';

standInDevice();

const OWNER = '38001010000';

function draft(overrides: Partial<DraftRecord> = {}): DraftRecord {
  const applicationId = overrides.applicationId === undefined ? 'app-1' : overrides.applicationId;
  return {
    key: draftKey('l08_2', applicationId, OWNER),
    kind: 'l08_2',
    applicationId,
    owner: OWNER,
    party: OWNER,
    type: 'NAUJA',
    permitId: null,
    schemaVersion: 1,
    data: { plotArea: '1' },
    baseRevision: applicationId ? 1 : null,
    savedAt: 1000,
    synced: 0,
    clientKey: crypto.randomUUID(),
    ...overrides,
  };
}

describe('the page-hide copy', () => {
  it('opens on input typed after the database’s copy, and writes it there', async () => {
    const record = draft();
    await writeDraft(record);
    writePageHideCopy({ ...record, data: { plotArea: '12' }, savedAt: 2000, synced: 0 });
    const opened = await readDeviceDraft(record.key, OWNER);
    expect(opened).toMatchObject({ data: { plotArea: '12' }, savedAt: 2000, synced: 0 });
    expect(await readDraft(record.key, OWNER)).toMatchObject({ data: { plotArea: '12' } });
    expect(readPageHideCopy(record.key, OWNER)).toBeNull();
  });

  it('is dropped when the database holds the same or newer input', async () => {
    const record = draft({ savedAt: 3000 });
    await writeDraft(record);
    writePageHideCopy({ ...record, data: { plotArea: 'old' }, savedAt: 2000 });
    expect(await readDeviceDraft(record.key, OWNER)).toMatchObject({ data: { plotArea: '1' } });
    expect(readPageHideCopy(record.key, OWNER)).toBeNull();
  });

  it('opens a new form that never reached the database', async () => {
    const record = draft({ applicationId: null });
    writePageHideCopy(record);
    expect(await readDeviceDraft(record.key, OWNER)).toMatchObject({ data: { plotArea: '1' }, synced: 0 });
    expect(await readDraft(record.key, OWNER)).not.toBeNull();
  });

  it('is another user’s: not read', async () => {
    const record = draft();
    writePageHideCopy(record);
    expect(await readDeviceDraft(record.key, '39001010000')).toBeNull();
  });

  it('follows a new form that became an application meanwhile', async () => {
    const newForm = draft({ applicationId: null, savedAt: 1000 });
    // The database already points the new form to its application.
    await writeDraft({ ...newForm, applicationId: 'app-7', data: {}, synced: 1 });
    writePageHideCopy({ ...newForm, data: { plotArea: 'typed last' }, savedAt: 5000 });
    const pointer = await readDeviceDraft(newForm.key, OWNER);
    expect(pointer?.applicationId).toBe('app-7');
    expect(await readDraft(draftKey('l08_2', 'app-7', OWNER), OWNER)).toMatchObject({
      data: { plotArea: 'typed last' },
      applicationId: 'app-7',
      synced: 0,
    });
  });
});

describe('a new form’s draft moved to its application', () => {
  it('keeps a Submit asked offline when the form already wrote the same input under the application', async () => {
    const queued = draft({ applicationId: null, savedAt: 5, submitRequested: true });
    // The form adopted the application and wrote its input there first, without the request.
    await writeDraft(draft({ savedAt: 5 }));
    await writeDraft(queued);
    const moved = await moveNewDraft(queued.key, queued, 'app-1', 1);
    expect(moved.key).toBe(draftKey('l08_2', 'app-1', OWNER));
    expect(await readDraft(moved.key, OWNER)).toMatchObject({ savedAt: 5, submitRequested: true });
    // The new form's address no longer holds a submission.
    expect(await readDraft(queued.key, OWNER)).toMatchObject({
      applicationId: 'app-1',
      submitRequested: false,
    });
  });
});

describe('the drafts’ outbox over the sync engine', () => {
  const store = (skip?: (record: DraftRecord) => boolean) => new DraftOutboxStore(OWNER, OWNER, skip);
  const ok: SendAnswer = { status: 200, body: { delivery: { detail: null, submitted: false } } };

  it('lists drafts with something unsent, and leaves out those whose form is open here', async () => {
    const a = draft({ applicationId: 'a', key: 'l08_2:a' });
    const b = draft({ applicationId: 'b', key: 'l08_2:b', synced: 1 });
    const c = draft({ applicationId: 'c', key: 'l08_2:c', synced: 1 });
    await Promise.all([writeDraft(a), writeDraft(b), writeDraft(c)]);
    await keepFile({
      id: crypto.randomUUID(),
      draftClientKey: c.clientKey!,
      owner: OWNER,
      party: OWNER,
      type: 'KIRTIMO_SCHEMA',
      title: 'Schema',
      confidential: false,
      name: 'a.pdf',
      size: 3,
      blob: new Blob(['pdf']),
      addedAt: 1,
      problem: null,
    });
    expect((await store().entries()).map((entry) => entry.id).sort()).toEqual(['l08_2:a', 'l08_2:c']);
    expect((await store((r) => r.key === 'l08_2:a').entries()).map((entry) => entry.id)).toEqual(['l08_2:c']);
    expect(await store((r) => r.key === 'l08_2:a').beginAttempt('l08_2:a')).toBeNull();
  });

  it('delivers, counting the attempt and clearing the schedule', async () => {
    await writeDraft(draft());
    const sent: string[] = [];
    const engine = createOutboxEngine<DraftRecord, DraftDelivery>({
      store: store(),
      send: async (record) => {
        sent.push(record.key);
        // The steps mark what the server holds.
        await patchDraft(record.key, { synced: 1 });
        return ok;
      },
      classify: classifyDraftAnswer,
    });
    const result = await engine.run('start');
    expect(result).toMatchObject({ delivered: 1, attempts: 1, nextDueAt: null });
    expect(sent).toEqual(['l08_2:app-1']);
    expect((await readDraft('l08_2:app-1', OWNER))?.outbox).toBeUndefined();
  });

  it('tries again with backoff when there is no answer, a 503 or a 429, at once on news of the connection', async () => {
    await writeDraft(draft());
    const answers: SendAnswer[] = [
      { failure: 'network', message: 'down' },
      { status: 503, body: {} },
      { status: 429, body: {} },
    ];
    let now = 10_000;
    const engine = createOutboxEngine<DraftRecord, DraftDelivery>({
      store: store(),
      send: async () => answers.shift() ?? ok,
      classify: classifyDraftAnswer,
      now: () => new Date(now),
      random: () => 0,
    });
    const first = await engine.run('start');
    expect(first).toMatchObject({ postponed: 1, delivered: 0 });
    const record = await readDraft('l08_2:app-1', OWNER);
    expect(record?.outbox).toMatchObject({ attempts: 1, lastProblem: 'network' });
    expect(first.nextDueAt).toBe(now + 2_500);
    // The timer before it is due: nothing; the connection's news: at once.
    expect((await engine.run('timer')).attempts).toBe(0);
    expect(await engine.run('online')).toMatchObject({ postponed: 1 });
    now += 60_000;
    expect(await engine.run('timer')).toMatchObject({ postponed: 1 });
    expect((await readDraft('l08_2:app-1', OWNER))?.outbox).toMatchObject({
      attempts: 3,
      lastProblem: 'busy',
    });
    now += 60_000;
    // Delivered answers "sent"; the send did not mark the input synced, so it is still listed.
    expect(await engine.run('timer')).toMatchObject({ delivered: 1 });
  });

  it('holds a conflict (409) with the server’s words until the input changes', async () => {
    const record = draft();
    await writeDraft(record);
    let calls = 0;
    const engine = createOutboxEngine<DraftRecord, DraftDelivery>({
      store: store(),
      send: async () => {
        calls++;
        return { status: 409, body: { message: 'typed on an old revision' } };
      },
      classify: classifyDraftAnswer,
    });
    expect(await engine.run('start')).toMatchObject({ refused: 1, nextDueAt: null });
    const held = await readDraft(record.key, OWNER);
    expect(held).toMatchObject({ held: { conflict: true }, problem: 'typed on an old revision', synced: 0 });
    expect(held?.data).toEqual(record.data);
    expect(isHeld(held!)).toBe(true);
    expect(await engine.run('online')).toMatchObject({ attempts: 0 });
    expect(calls).toBe(1);
    // New input is tried again.
    await writeDraft({ ...record, data: { plotArea: '2' }, savedAt: 2000 });
    expect(await engine.run('online')).toMatchObject({ attempts: 1 });
    expect(calls).toBe(2);
  });

  it('holds a refusal until Submit is asked again', async () => {
    const record = draft();
    await writeDraft(record);
    const engine = createOutboxEngine<DraftRecord, DraftDelivery>({
      store: store(),
      send: async () => ({ status: 400, body: { message: 'bad' } }),
      classify: classifyDraftAnswer,
    });
    expect(await engine.run('start')).toMatchObject({ refused: 1 });
    expect((await readDraft(record.key, OWNER))?.held).toEqual({ savedAt: 1000, conflict: false });
    expect(await engine.run('online')).toMatchObject({ attempts: 0 });
    await patchDraft(record.key, { submitRequested: true, problem: null });
    expect(await engine.run('online')).toMatchObject({ attempts: 1 });
  });
});

describe('classifying a draft run', () => {
  it('judges answers as the engine needs', () => {
    expect(classifyDraftAnswer({ failure: 'network', message: '' })).toEqual({
      outcome: 'retry',
      problem: 'network',
    });
    expect(
      classifyDraftAnswer({ status: 200, body: { delivery: { detail: null, submitted: true } } }),
    ).toMatchObject({
      outcome: 'delivered',
      result: { submitted: true },
    });
    // A 2xx that is not a run's answer (a proxy's page) is not delivered.
    expect(classifyDraftAnswer({ status: 200, body: '<html>' })).toEqual({
      outcome: 'retry',
      problem: 'other',
    });
    for (const status of [400, 403, 404, 409, 422])
      expect(classifyDraftAnswer({ status, body: { message: 'm' } })).toMatchObject({
        outcome: 'refused',
        status,
        message: 'm',
      });
    for (const status of [429, 500, 502, 503])
      expect(classifyDraftAnswer({ status, body: {} })).toEqual({ outcome: 'retry', problem: 'busy' });
    expect(classifyDraftAnswer({ status: 401, body: {} })).toEqual({ outcome: 'retry', problem: 'other' });
  });
});
