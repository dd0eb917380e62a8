/**
 * Authorization generated from the route table (issue 4 item 11): for every application, permit,
 * document, download and message route the app declares, another person and another company of the
 * same representative get 403 or 404, anonymous callers 401, and the back office only answers
 * officers. A new route under these prefixes is covered the moment it is declared.
 */

import { documents, messages } from '../../src/server/db/schema-permits.ts';
import { pdf } from '../../src/server/files/test-files.ts';
import type { ApplicationDetail, MessageDto } from '../../src/shared/permits/api-types.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../src/shared/permits/kinds/l13/example.ts';
import { Client, createTestApp, encodeForm, type TestApp } from '../support/app.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

const PREFIXES = [
  '/api/v1/paraiskos',
  '/api/v1/leidimai',
  '/api/v1/atsisiusti',
  '/api/v1/pranesimai',
  '/api/v1/tarnyba',
];

let t: TestApp;
let owner: Client;
const ids = { application: '', permit: '', document: '', message: '', number: '' };

beforeAll(async () => {
  t = await createTestApp();
  // The owner: Ona Petraitienė acting for UAB „Žuvėdra“; she also represents UAB „Miško ratas“.
  owner = await loginAs(t.app, 'ona', COMPANIES.zuvedra);
  const officer = await loginAs(t.app, 'officer');
  const draft = (await owner.post('/api/v1/paraiskos/l13', { type: 'NAUJA' })).json() as ApplicationDetail;
  // One real file through the upload route, so its download is a route with something behind it.
  const form = new FormData();
  form.append('type', 'PARAISKA_PDF');
  form.append('title', 'Paraiška');
  form.append('confidential', 'true');
  form.append('file', new Blob([new Uint8Array(pdf())]), 'paraiska.pdf');
  const uploaded = await owner.request({
    method: 'POST',
    url: `/api/v1/paraiskos/l13/${draft.id}/dokumentai`,
    ...(await encodeForm(form)),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const fileDocument = (uploaded.json() as { id: string }).id;
  for (const type of l13ExampleDocuments.filter((type) => type !== 'PARAISKA_PDF')) {
    await t.database.db.insert(documents).values({
      applicationId: draft.id,
      ownerCode: COMPANIES.zuvedra,
      type,
      title: type,
      url: `https://dokumentai.example.lt/${type}.pdf`,
      uploadedBy: '48806123455',
    });
  }
  const submitted = await owner.post(`/api/v1/paraiskos/l13/${draft.id}/veiksmai/submit`, {
    data: { ...l13Example, ...companyContactsExample },
    revision: draft.revision,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  await officer.post(`/api/v1/tarnyba/paraiskos/${draft.id}/veiksmai/take`, {});
  const accepted = (await officer.post(`/api/v1/tarnyba/paraiskos/${draft.id}/veiksmai/accept`, {})).json();
  await officer.post(`/api/v1/tarnyba/paraiskos/${draft.id}/pranesimai`, {
    subject: 'Dėl leidimo',
    body: 'Sveikiname.',
  });
  const inbox = (await owner.get('/api/v1/pranesimai/gauti')).json() as { items: MessageDto[] };
  Object.assign(ids, {
    application: draft.id,
    number: draft.number,
    permit: accepted.permitId,
    document: fileDocument,
    message: inbox.items[0]!.id,
  });
  expect(await t.database.db.select().from(messages)).not.toHaveLength(0);
});
afterAll(() => t.close());

interface Call {
  method: string;
  url: string;
  pattern: string;
}

/** Every declared route under the prefixes, with its parameters pointing at the owner's records. */
function calls(): Call[] {
  return t.app.routeList
    .filter((route) => PREFIXES.some((prefix) => route.url.startsWith(prefix)))
    .map((route) => {
      const onPermit = /^\/api\/v1\/(leidimai|atsisiusti|tarnyba\/leidimai)/.test(route.url);
      const onMessage = route.url.startsWith('/api/v1/pranesimai/');
      const url = route.url
        .replace(':kind', 'l13')
        .replace(':documentId', ids.document)
        .replace(
          ':action',
          route.url.includes('tarnyba/leidimai')
            ? 'suspend'
            : route.url.includes('tarnyba')
              ? 'return'
              : 'withdraw',
        )
        .replace(':id', onPermit ? ids.permit : onMessage ? ids.message : ids.application);
      return { method: route.method, url, pattern: route.url };
    });
}

const bodyFor = (call: Call) =>
  call.method === 'GET' || call.method === 'DELETE'
    ? undefined
    : call.pattern.endsWith('/pranesimai')
      ? { subject: 'Bandymas', body: 'Svetima žinutė' }
      : call.pattern.endsWith('/autosave')
        ? { data: { siteName: 'Svetimas' } }
        : call.method === 'PUT'
          ? { data: { siteName: 'Svetimas' }, revision: 1 }
          : { reason: 'Bandymas', data: {} };

async function send(client: Client, call: Call) {
  return client.request({ method: call.method as 'GET', url: call.url, payload: bodyFor(call) as object });
}

describe('authorization generated from the route table', () => {
  it('covers the application, permit, document, download, message and back-office routes', () => {
    const patterns = calls().map((c) => `${c.method} ${c.pattern}`);
    expect(patterns).toEqual(
      expect.arrayContaining([
        'GET /api/v1/paraiskos/:kind/:id',
        'PUT /api/v1/paraiskos/:kind/:id',
        'POST /api/v1/paraiskos/:kind/:id/veiksmai/:action',
        'GET /api/v1/paraiskos/:kind/:id/pranesimai',
        'GET /api/v1/leidimai/:kind/:id',
        'POST /api/v1/pranesimai/:id/perskaityta',
        'GET /api/v1/tarnyba/paraiskos/:id',
        'POST /api/v1/tarnyba/leidimai/:id/veiksmai/:action',
      ]),
    );
    expect(patterns.length).toBeGreaterThanOrEqual(20);
  });

  it('answers the owner on every record route it reads, so the refusals below mean something', async () => {
    for (const call of calls().filter(
      (c) => c.method === 'GET' && /:id\b/.test(c.pattern) && !c.pattern.includes('tarnyba'),
    )) {
      const res = await send(owner, call);
      expect(res.statusCode, `${call.method} ${call.pattern}`).toBe(200);
    }
  });

  for (const intruder of [
    { name: 'another person', who: 'jonas' as const, actingFor: undefined },
    {
      name: 'another company of the same representative',
      who: 'ona' as const,
      actingFor: COMPANIES.miskoRatas,
    },
    { name: 'another company', who: 'tomas' as const, actingFor: COMPANIES.baltijosAtliekos },
  ]) {
    it(`refuses ${intruder.name} on every route (403 or 404) and hides the owner's records from its lists`, async () => {
      const client = await loginAs(t.app, intruder.who, intruder.actingFor);
      for (const call of calls()) {
        const res = await send(client, call);
        const label = `${call.method} ${call.pattern}`;
        // `:kind` alone names a collection (a list, or a new draft of the caller's own).
        if (/:(id|documentId)\b/.test(call.pattern)) {
          expect([403, 404], label).toContain(res.statusCode);
        } else if (call.pattern.startsWith('/api/v1/tarnyba')) {
          expect(res.statusCode, label).toBe(403);
        } else {
          expect(res.statusCode, label).toBeLessThan(500);
          expect(res.body, label).not.toContain(ids.application);
          expect(res.body, label).not.toContain(ids.permit);
          expect(res.body, label).not.toContain(ids.number);
        }
      }
    });
  }

  it('refuses anonymous callers on every route with 401', async () => {
    const anonymous = new Client(t.app);
    for (const call of calls()) {
      const res = await send(anonymous, call);
      expect(res.statusCode, `${call.method} ${call.pattern}`).toBe(401);
    }
  });

  it('changed nothing of the owner’s while refusing', async () => {
    const app = (await owner.get(`/api/v1/paraiskos/l13/${ids.application}`)).json() as ApplicationDetail;
    expect(app.state).toBe('PRIIMTA');
    expect(app.data.siteName).toBe(l13Example.siteName);
    const permit = (await owner.get(`/api/v1/leidimai/l13/${ids.permit}`)).json();
    expect(permit.state).toBe('GALIOJANTIS');
  });
});
