/**
 * Authorization generated from the declared routes (issue 4 item 11, issue 17 item 3): every route
 * is declared with its `auth` (src/server/core/route.ts), and
 *   - every route that is not 'anonymous' answers anonymous callers 401;
 *   - every route declared with a role answers 403 to a plain person and to a holder of another role;
 *   - on every record route, another person and another company of the same representative get 403
 *     or 404, and the lists and other person routes never show the owner's records.
 * A new route is covered the moment it is declared; a route registered without a declaration fails
 * the first test (the web build's own files are the one allow-list, tests/support/declared-routes.ts).
 */

import { documents, messages } from '../../src/server/db/schema-permits.ts';
import { ZUVEDRA } from '../../src/server/demo/lessors.ts';
import { issueL04 } from '../../src/server/demo/quotas.ts';
import { pdf } from '../../src/server/files/test-files.ts';
import { createQuotaService } from '../../src/server/modules/quotas/index.ts';
import type { ApplicationDetail, MessageDto } from '../../src/shared/permits/api-types.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../src/shared/permits/kinds/l13/example.ts';
import { Client, createTestApp, encodeForm, type TestApp } from '../support/app.ts';
import { type DeclaredRoute, declaredRoutes, undeclaredRoutes } from '../support/declared-routes.ts';
import { payFeeOnline } from '../support/fees.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

let t: TestApp;
let owner: Client;
const ids = { application: '', permit: '', document: '', message: '', number: '', quota: '' };

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
  // The licence's state fee, paid online (issue 20): the permit is issued and the receipt exists.
  await payFeeOnline(t, owner, 'l13', draft.id);
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
  // An L04 quota of the owner's (issue 19): its page and its conversion route are record routes too.
  const l04 = await issueL04(t.database.db, ZUVEDRA, { code: '48806123455', name: 'Ona Petraitienė' });
  const quotas = createQuotaService({ db: t.database.db });
  const officerActor = { code: '36502262349', name: 'Mindaugas Stankevičius' };
  const year = new Date().getFullYear() + 2;
  const prepared = await quotas.createSeasonQuota(
    {
      season: year,
      type: 'L04_NEGES',
      kind: 'PIRMINE',
      gear: 'VENTERIS',
      totalUnits: 10,
      validFrom: `${year}-01-01`,
      validTo: `${year}-12-31`,
    },
    officerActor,
    'lt',
  );
  await quotas.changeStatus(prepared.quotas[0]!.id, 'activate', officerActor);
  await quotas.allocate(prepared.quotas[0]!.id, { permitNumber: l04.number, amount: 5 }, officerActor, 'lt');
  ids.quota = (await quotas.list(ZUVEDRA.code, {}))[0]!.id;
});
afterAll(() => t.close());

interface Call {
  method: string;
  url: string;
  pattern: string;
  auth: DeclaredRoute['declaration']['auth'];
}

const isRole = (auth: Call['auth']) => auth !== 'anonymous' && auth !== 'person';

/** Every route declared for a person or a role, with its parameters pointing at the owner's records. */
function calls(): Call[] {
  return declaredRoutes(t.app)
    .filter((route) => route.declaration.auth !== 'anonymous')
    .map((route) => {
      const onPermit = /^\/api\/v1\/(leidimai|atsisiusti|tarnyba\/leidimai)/.test(route.url);
      const onMessage = route.url.startsWith('/api/v1/pranesimai/');
      const onQuota = route.url.startsWith('/api/v1/kvotos/');
      const url = route.url
        .replace(':kind', 'l13')
        // Luodis, one of the water bodies the owner's company leases under its L03 permit.
        .replace(':code', '20010014')
        .replace(':documentId', ids.document)
        .replace(
          ':action',
          route.url.includes('tarnyba/leidimai')
            ? 'suspend'
            : route.url.includes('tarnyba')
              ? 'return'
              : 'withdraw',
        )
        .replace(
          ':id',
          onPermit ? ids.permit : onMessage ? ids.message : onQuota ? ids.quota : ids.application,
        );
      return { method: route.method, url, pattern: route.url, auth: route.declaration.auth };
    });
}

const bodyFor = (call: Call) =>
  call.method === 'GET' || call.method === 'DELETE'
    ? undefined
    : call.pattern.endsWith('/pranesimai')
      ? { subject: 'Bandymas', body: 'Svetima žinutė' }
      : call.pattern.endsWith('/konvertavimai')
        ? { toGear: 'BUCIUKAS', amount: 1, dateFrom: '2030-01-01', dateTo: '2030-01-02' }
        : call.pattern.endsWith('/autosave')
          ? { data: { siteName: 'Svetimas' } }
          : call.method === 'PUT'
            ? { data: { siteName: 'Svetimas' }, revision: 1 }
            : { reason: 'Bandymas', data: {} };

async function send(client: Client, call: Call) {
  return client.request({ method: call.method as 'GET', url: call.url, payload: bodyFor(call) as object });
}

describe('authorization generated from the declared routes', () => {
  it('finds every registered route declared, with its auth', () => {
    expect(undeclaredRoutes(t.app)).toEqual([]);
    const auths = new Set(declaredRoutes(t.app).map((r) => r.declaration.auth));
    expect([...auths].sort()).toEqual(['admin', 'anonymous', 'lessor', 'officer', 'person']);
    // The hand-written checks these declarations replaced: the back office, the content admin.
    for (const route of declaredRoutes(t.app)) {
      const label = `${route.method} ${route.url}`;
      if (route.url.startsWith('/api/v1/tarnyba/')) expect(route.declaration.auth, label).toBe('officer');
      if (route.url.startsWith('/api/content/admin/')) expect(route.declaration.auth, label).toBe('admin');
      if (route.url.startsWith('/api/v1/telkiniai')) expect(route.declaration.auth, label).toBe('lessor');
      if (/^\/api\/v1\/(paraiskos|leidimai|atsisiusti|pranesimai|profilis)\b/.test(route.url))
        expect(route.declaration.auth, label).toBe('person');
    }
  });

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
    expect(patterns.length).toBeGreaterThanOrEqual(50);
  });

  it('answers the owner on every record route it reads, so the refusals below mean something', async () => {
    for (const call of calls().filter(
      (c) => c.method === 'GET' && ((/:id\b/.test(c.pattern) && c.auth === 'person') || c.auth === 'lessor'),
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
        if (isRole(call.auth)) {
          expect(res.statusCode, label).toBe(403);
        } else if (/:(id|documentId)\b/.test(call.pattern)) {
          expect([403, 404], label).toContain(res.statusCode);
        } else {
          expect(res.statusCode, label).toBeLessThan(500);
          expect(res.body, label).not.toContain(ids.application);
          expect(res.body, label).not.toContain(ids.permit);
          expect(res.body, label).not.toContain(ids.number);
        }
      }
    });
  }

  it('refuses a plain person, and a holder of another role, on every route declared with a role: 403', async () => {
    const person = await loginAs(t.app, 'jonas');
    const holders = {
      officer: await loginAs(t.app, 'officer'),
      admin: await loginAs(t.app, 'admin'),
      // ROLE_L03 comes from the L03 permit of the party acted for (the demo's UAB „Žuvėdra“).
      lessor: owner,
    };
    const roleCalls = calls().filter((c) => isRole(c.auth));
    expect(new Set(roleCalls.map((c) => c.auth))).toEqual(new Set(['officer', 'admin', 'lessor']));
    for (const call of roleCalls) {
      const label = `${call.method} ${call.pattern}`;
      const others = Object.entries(holders).filter(([role]) => role !== call.auth);
      for (const client of [person, ...others.map(([, client]) => client)]) {
        const res = await send(client, call);
        expect(res.statusCode, label).toBe(403);
      }
    }
  });

  it('refuses anonymous callers on every route declared for a person or a role: 401', async () => {
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
