/**
 * What offline drafting needs from the server (issue 7 item 3): a draft made on a device without a
 * network is created, autosaved and given its files when the network returns, perhaps several
 * times over (a lost answer, a second tab). The device's keys make every step happen once:
 * creating with the draft's key answers the same application, an upload repeated with its
 * Idempotency-Key answers the same document, and an autosave typed on an older revision (the
 * draft was changed on another device) is refused with 409 instead of overwriting it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { applications, documents } from '../../src/server/db/schema-permits.ts';
import { pdf } from '../../src/server/files/test-files.ts';
import type { ApplicationDetail, DocumentDto } from '../../src/shared/permits/api-types.ts';
import { type Client, createTestApp, encodeForm, type TestApp } from '../support/app.ts';
import { loginAs } from '../support/personas.ts';

let t: TestApp;
let jonas: Client;
let ona: Client;
beforeAll(async () => {
  t = await createTestApp();
  jonas = await loginAs(t.app, 'jonas');
  ona = await loginAs(t.app, 'ona');
});
afterAll(() => t.close());

async function upload(client: Client, applicationId: string, key: string | undefined, content: Uint8Array) {
  const form = new FormData();
  form.append('type', 'KIRTIMO_SCHEMA');
  form.append('title', 'Kirtimo schema');
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), 'israsas.pdf');
  const body = await encodeForm(form);
  return client.request({
    method: 'POST',
    url: `/api/v1/paraiskos/l08_2/${applicationId}/dokumentai`,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
}

describe('creating a draft with the device key', () => {
  it('answers the same application however many times and however concurrently it is sent', async () => {
    const clientKey = randomUUID();
    const first = await jonas.post('/api/v1/paraiskos/l08_2', { type: 'NAUJA', clientKey });
    expect(first.statusCode, first.body).toBe(201);
    const again = await Promise.all(
      Array.from({ length: 6 }, () => jonas.post('/api/v1/paraiskos/l08_2', { type: 'NAUJA', clientKey })),
    );
    for (const res of again) expect((res.json() as ApplicationDetail).id).toBe(first.json().id);
    const rows = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.clientKey, clientKey));
    expect(rows).toHaveLength(1);
  });

  it('makes one application from six concurrent first attempts', async () => {
    const clientKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => jonas.post('/api/v1/paraiskos/l08_2', { type: 'NAUJA', clientKey })),
    );
    const ids = new Set(answers.map((res) => (res.json() as ApplicationDetail).id));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(201));
    expect(ids.size).toBe(1);
  });

  it('never answers another person the application of a key they learnt', async () => {
    const clientKey = randomUUID();
    const mine = (await jonas.post('/api/v1/paraiskos/l08_2', { type: 'NAUJA', clientKey })).json();
    const theirs = await ona.post('/api/v1/paraiskos/l08_2', { type: 'NAUJA', clientKey });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().id).not.toBe(mine.id);
    expect(theirs.json().number).not.toBe(mine.number);
  });

  it('refuses a key that is not a UUID, in the person’s language', async () => {
    const res = await jonas.post('/api/v1/paraiskos/l08_2', { type: 'NAUJA', clientKey: 'x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('autosave with the revision the input was typed on', () => {
  it('keeps input typed on the current revision and refuses input typed on an older one', async () => {
    const draft = (
      await jonas.post('/api/v1/paraiskos/l08_2', { type: 'NAUJA' })
    ).json() as ApplicationDetail;
    const url = `/api/v1/paraiskos/l08_2/${draft.id}`;
    const ok = await jonas.put(`${url}/autosave`, {
      data: { municipality: 'ALYTAUS_R_SAV' },
      revision: draft.revision,
    });
    expect(ok.statusCode, ok.body).toBe(200);

    // Another device saves: the revision moves on.
    const saved = await jonas.put(url, { data: { municipality: 'BIRZU_R_SAV' }, revision: draft.revision });
    expect(saved.statusCode, saved.body).toBe(200);

    // The first device comes back online with input typed on the old revision.
    const stale = await jonas.put(`${url}/autosave`, {
      data: { municipality: 'ALYTAUS_R_SAV' },
      revision: draft.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('changed elsewhere');
    const now = (await jonas.get(url)).json() as ApplicationDetail;
    expect(now.data.municipality).toBe('BIRZU_R_SAV');
    expect(now.autosave).toBeNull();

    // Without a revision (the form open on the current one) autosave keeps working as before.
    const plain = await jonas.put(`${url}/autosave`, { data: { municipality: 'AKMENES_R_SAV' } });
    expect(plain.statusCode).toBe(200);
  });
});

describe('uploading a file kept on the device with its Idempotency-Key', () => {
  it('stores one document however many times the same upload arrives', async () => {
    const draft = (
      await jonas.post('/api/v1/paraiskos/l08_2', { type: 'NAUJA' })
    ).json() as ApplicationDetail;
    const key = randomUUID();
    const content = pdf({ text: 'Israsas' });
    const first = await upload(jonas, draft.id, key, content);
    expect(first.statusCode, first.body).toBe(201);
    const repeats = await Promise.all([1, 2, 3].map(() => upload(jonas, draft.id, key, content)));
    for (const res of repeats) {
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as DocumentDto).id).toBe((first.json() as DocumentDto).id);
    }
    const rows = await t.database.db
      .select({ id: documents.id, storageKey: documents.storageKey })
      .from(documents)
      .where(and(eq(documents.applicationId, draft.id)));
    expect(rows).toHaveLength(1);

    // Another file under another key is another document.
    const other = await upload(jonas, draft.id, randomUUID(), content);
    expect(other.statusCode).toBe(201);
    expect((await jonas.get(`/api/v1/paraiskos/l08_2/${draft.id}`)).json().documents).toHaveLength(2);
  });

  it('refuses a malformed key before storing anything', async () => {
    const draft = (
      await jonas.post('/api/v1/paraiskos/l08_2', { type: 'NAUJA' })
    ).json() as ApplicationDetail;
    const res = await upload(jonas, draft.id, 'not-a-key', pdf({ text: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid Idempotency-Key: it must be a UUID.');
    expect((await jonas.get(`/api/v1/paraiskos/l08_2/${draft.id}`)).json().documents).toHaveLength(0);
  });
});
