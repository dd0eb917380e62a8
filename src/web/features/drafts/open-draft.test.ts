/**
 * Opening a draft's form without a browser (issue 23 item 1, ADR 0044): fake-indexeddb stands in
 * for the device's IndexedDB and a Map for sessionStorage (the page-hide copy). Each test opens a
 * form from the copies that exist — the device's draft, the server's answer, the server's copy kept
 * on the device — and checks what the page is told to show and the input the form opens on.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import type { KindDefinition } from '../../../shared/permits/engine/definition.ts';
import { type DraftRecord, draftKey, readDraft, writeDraft } from './drafts-db.ts';
import { dropNewFormPointer, openApplicationDraft, openNewDraft } from './open-draft.ts';
import { writePageHideCopy } from './page-hide-copy.ts';
import { standInDevice } from './test-device.ts';

standInDevice();

const OWNER = '38001010000';
const PARTY = '304000000';

/** A kind at schema version 2: version 1 called the plot's area `area`. */
const definition = {
  segment: 'l08_2',
  schemaVersion: 2,
  migrations: {
    1: (data: Record<string, unknown>) => {
      const { area, ...rest } = data;
      return area === undefined ? rest : { ...rest, plotArea: area };
    },
  },
} as unknown as KindDefinition;

const draftOwner = { kind: 'l08_2', definition, owner: OWNER, party: PARTY };

function record(overrides: Partial<DraftRecord> = {}): DraftRecord {
  const applicationId = overrides.applicationId === undefined ? 'app-1' : overrides.applicationId;
  return {
    key: draftKey('l08_2', applicationId, PARTY),
    kind: 'l08_2',
    applicationId,
    owner: OWNER,
    party: PARTY,
    type: 'NAUJA',
    permitId: null,
    schemaVersion: 2,
    clientKey: 'device-key',
    data: { plotArea: '2' },
    baseRevision: 3,
    savedAt: 1_000,
    synced: 0,
    ...overrides,
  };
}

function detail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: 'app-1',
    type: 'NAUJA',
    state: 'RUOSIAMA',
    editable: true,
    revision: 3,
    schemaVersion: 2,
    data: { plotArea: '1' },
    updatedAt: new Date(500).toISOString(),
    autosave: null,
    ...overrides,
  } as ApplicationDetail;
}

describe('opening a new form', () => {
  it('opens on the prefill when the device has no draft', async () => {
    expect(await openNewDraft(draftOwner, { contactEmail: 'a@b.lt' })).toEqual({
      show: 'form',
      opened: { data: { contactEmail: 'a@b.lt' }, restoredFrom: 'none', restoredAt: null, conflict: null },
      clientKey: undefined,
    });
  });

  it('opens on the device’s draft, migrated, with its client key', async () => {
    await writeDraft(record({ applicationId: null, schemaVersion: 1, data: { area: '4' }, savedAt: 2_000 }));
    expect(await openNewDraft(draftOwner, {})).toEqual({
      show: 'form',
      opened: { data: { plotArea: '4' }, restoredFrom: 'device', restoredAt: 2_000, conflict: null },
      clientKey: 'device-key',
    });
  });

  it('takes input typed in the instant before a reload from the page-hide copy', async () => {
    await writeDraft(record({ applicationId: null, data: { plotArea: '4' }, savedAt: 2_000 }));
    writePageHideCopy(record({ applicationId: null, data: { plotArea: '45' }, savedAt: 3_000 }));
    const opening = await openNewDraft(draftOwner, {});
    expect(opening).toMatchObject({ show: 'form', opened: { data: { plotArea: '45' }, restoredAt: 3_000 } });
    expect((await readDraft(draftKey('l08_2', null, PARTY), OWNER))?.data).toEqual({ plotArea: '45' });
  });

  it('opens the application a new form already became', async () => {
    await writeDraft(record({ applicationId: 'app-7', key: draftKey('l08_2', null, PARTY), synced: 1 }));
    expect(await openNewDraft(draftOwner, {})).toEqual({ show: 'application', applicationId: 'app-7' });
  });

  it('never opens another user’s draft', async () => {
    await writeDraft(record({ applicationId: null, owner: 'someone-else' }));
    expect(await openNewDraft(draftOwner, {})).toMatchObject({ opened: { data: {}, restoredFrom: 'none' } });
  });
});

describe('opening an application', () => {
  const answered = (overrides: Partial<ApplicationDetail> = {}) =>
    ({ state: 'answered', detail: detail(overrides) }) as const;

  it('opens on the server’s input when the device holds nothing newer', async () => {
    await writeDraft(record({ data: { plotArea: '1' }, synced: 1 }));
    expect(await openApplicationDraft(draftOwner, 'app-1', answered())).toEqual({
      show: 'form',
      detail: detail(),
      definition,
      opened: { data: { plotArea: '1' }, restoredFrom: 'none', restoredAt: null, conflict: null },
      clientKey: 'device-key',
      offlineCopy: false,
    });
  });

  it('takes the device’s input typed on the server’s revision', async () => {
    await writeDraft(record({ data: { plotArea: '2' }, baseRevision: 3 }));
    const opening = await openApplicationDraft(draftOwner, 'app-1', answered());
    expect(opening).toMatchObject({
      show: 'form',
      opened: { data: { plotArea: '2' }, restoredFrom: 'device', restoredAt: 1_000, conflict: null },
    });
  });

  it('offers the device’s input typed on an older revision, never taking it', async () => {
    await writeDraft(record({ data: { plotArea: '2' }, baseRevision: 2 }));
    const opening = await openApplicationDraft(draftOwner, 'app-1', answered());
    expect(opening).toMatchObject({
      opened: { data: { plotArea: '1' }, restoredFrom: 'none', conflict: { data: { plotArea: '2' } } },
    });
  });

  it('opens on the server’s autosave when it is newer than the saved input', async () => {
    const autosave = { data: { plotArea: '9' }, savedAt: new Date(800).toISOString() };
    const opening = await openApplicationDraft(draftOwner, 'app-1', answered({ autosave }));
    expect(opening).toMatchObject({
      opened: { data: { plotArea: '9' }, restoredFrom: 'serverAutosave', restoredAt: 800 },
      clientKey: undefined,
    });
  });

  it('migrates the server’s input and the device’s to the kind’s schema', async () => {
    await writeDraft(record({ schemaVersion: 1, data: { area: '5' }, baseRevision: 3 }));
    const opening = await openApplicationDraft(
      draftOwner,
      'app-1',
      answered({ schemaVersion: 1, data: { area: '1' } as Record<string, unknown> }),
    );
    expect(opening).toMatchObject({ opened: { data: { plotArea: '5' }, restoredFrom: 'device' } });
  });

  it('shows what was sent for an application that cannot be edited', async () => {
    await writeDraft(record({ data: { plotArea: '2' } }));
    const opening = await openApplicationDraft(
      draftOwner,
      'app-1',
      answered({ state: 'PATEIKTA', editable: false }),
    );
    expect(opening).toMatchObject({ show: 'readOnly', opened: { data: { plotArea: '1' }, conflict: null } });
  });

  it('gives an extension request the definition of its own form', async () => {
    const opening = await openApplicationDraft(
      { ...draftOwner, definition: { ...definition, validity: { months: 12 }, filers: ['person'] } },
      'app-1',
      answered({ type: 'PRATESIMAS', schemaVersion: 1 }),
    );
    expect(opening.show === 'form' && opening.definition.applicationTypes).toEqual(['PRATESIMAS']);
  });

  it('opens from the copy kept on the device when the server cannot be reached, on the device’s input', async () => {
    const kept = detail({ data: { plotArea: '1' }, revision: 3 });
    await writeDraft(record({ data: { plotArea: '2' }, baseRevision: 1, savedAt: 4_000, detail: kept }));
    expect(await openApplicationDraft(draftOwner, 'app-1', { state: 'unreachable' })).toEqual({
      show: 'form',
      detail: kept,
      definition,
      opened: { data: { plotArea: '2' }, restoredFrom: 'device', restoredAt: 4_000, conflict: null },
      clientKey: 'device-key',
      offlineCopy: true,
    });
  });

  it('cannot open when the server cannot be reached and the device kept no copy', async () => {
    await writeDraft(record({ data: { plotArea: '2' } }));
    expect(await openApplicationDraft(draftOwner, 'app-1', { state: 'unreachable' })).toEqual({
      show: 'unavailable',
    });
  });
});

describe('the new form’s pointer', () => {
  const newKey = draftKey('l08_2', null, PARTY);

  it('is dropped once the application it points to is open', async () => {
    await writeDraft(record({ key: newKey, applicationId: 'app-1', data: {}, synced: 1 }));
    await dropNewFormPointer(draftOwner, 'app-1');
    expect(await readDraft(newKey, OWNER)).toBeNull();
  });

  it('stays when it points elsewhere or is a draft of its own', async () => {
    await writeDraft(record({ key: newKey, applicationId: 'app-2', data: {}, synced: 1 }));
    await dropNewFormPointer(draftOwner, 'app-1');
    expect(await readDraft(newKey, OWNER)).toMatchObject({ applicationId: 'app-2' });
    await writeDraft(record({ key: newKey, applicationId: null }));
    await dropNewFormPointer(draftOwner, 'app-1');
    expect(await readDraft(newKey, OWNER)).toMatchObject({ applicationId: null });
  });
});
