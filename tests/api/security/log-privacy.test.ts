/**
 * No personal data in logs (issue 8 §4; ASVS 5.0 V16.2.5, V14.2.4): a login, a profile with an
 * e-mail and a phone, an application filed, decided and downloaded as a PDF, an angler ticket
 * bought, paid on the bank's page and fetched through the download form, and a few refusals — with
 * the log captured at its most verbose level. No line may carry a personal code, a name, an e-mail
 * address, a phone number, a session or anti-forgery token, a purchase secret or a login ticket.
 */
import { randomUUID } from 'node:crypto';
import { documents } from '../../../src/server/db/schema-permits.ts';
import type { ApplicationDetail } from '../../../src/shared/permits/api-types.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../../src/shared/permits/kinds/l13/example.ts';
import { Client, createTestApp, type TestApp } from '../../support/app.ts';
import { payFeeOnline } from '../../support/fees.ts';
import { type CapturedLog, captureLogs } from '../../support/log-capture.ts';
import { COMPANIES, loginAs, PEOPLE } from '../../support/personas.ts';
import { citizen, personCode, ticketRequest } from '../anglers-helpers.ts';

let t: TestApp;
let log: CapturedLog;
beforeAll(async () => {
  log = captureLogs('trace');
  t = await createTestApp({}, { logger: log.logger });
});
afterAll(() => t.close());

describe('personal data in logs', () => {
  it('appears in no log line of a whole login, application and purchase flow', async () => {
    const secrets: string[] = [];

    // Logged in, profile with contact details.
    const ona = await loginAs(t.app, 'ona', COMPANIES.zuvedra);
    const profile = await ona.put('/api/v1/profilis', {
      adresas: { adresasTekstas: 'Vilniaus g. 22, LT-76285 Šiauliai' },
      epastas: 'ona.petraitiene@pastas.example.lt',
      tel: '+37060011122',
      infoEpastu: true,
      infoSms: false,
      pareigos: 'Direktorė',
      vardas: '',
      pavarde: '',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    secrets.push('ona.petraitiene@pastas.example.lt', '+37060011122', '60011122', 'Vilniaus g. 22');
    // A personal code in a query string, and a refusal that names another person's code.
    await ona.get(`/api/v1/profilis?atstovaujamoAsmensKodas=${PEOPLE.jonas.code}`);
    await ona.put('/api/v1/profilis', { epastas: 'ne-el-pastas', tel: PEOPLE.tomas.code });

    // An application filed, decided by an officer, its permit downloaded.
    const draft = (await ona.post('/api/v1/paraiskos/l13', { type: 'NAUJA' })).json() as ApplicationDetail;
    for (const type of l13ExampleDocuments) {
      await t.database.db.insert(documents).values({
        applicationId: draft.id,
        ownerCode: COMPANIES.zuvedra,
        type,
        title: type,
        url: `https://dokumentai.example.lt/${type}.pdf`,
        uploadedBy: PEOPLE.ona.code,
      });
    }
    const submitted = await ona.post(`/api/v1/paraiskos/l13/${draft.id}/veiksmai/submit`, {
      data: { ...l13Example, ...companyContactsExample },
      revision: draft.revision,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const officer = await loginAs(t.app, 'officer');
    await officer.post(`/api/v1/tarnyba/paraiskos/${draft.id}/veiksmai/take`, {});
    const accepted = await officer.post(`/api/v1/tarnyba/paraiskos/${draft.id}/veiksmai/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    await payFeeOnline(t, ona, 'l13', draft.id);
    const pdf = await ona.get(`/api/v1/atsisiusti/l13/${accepted.json().permitId}`);
    expect(pdf.statusCode).toBe(200);
    secrets.push(String(companyContactsExample.contactEmail));
    await t.app.scheduler.tick();

    // An angler ticket bought anonymously, paid on the bank's page, fetched through the download form.
    const anglerCode = personCode(5101);
    const angler = {
      ...citizen(anglerCode, 'Žydrūnas', 'Šimkus'),
      useEmail: true,
      email: 'zydrunas.simkus@pastas.example.lt',
    };
    secrets.push(anglerCode, 'Žydrūnas', 'Šimkus', angler.email);
    const buyer = new Client(t.app);
    const bought = await buyer.post('/api/public/zvejyba/pirkimai', ticketRequest(angler), {
      'idempotency-key': randomUUID(),
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const { id, secret, payUrl } = bought.json() as { id: string; secret: string; payUrl: string };
    secrets.push(secret);
    const page = await buyer.get(new URL(payUrl, 'http://localhost').pathname);
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
    expect(token).toBeDefined();
    const paid = await buyer.form(`${new URL(payUrl, 'http://localhost').pathname}/moketi`, {
      token: token!,
    });
    expect(paid.statusCode).toBe(303);
    const back = await buyer.get(String(paid.headers.location));
    expect(back.statusCode).toBe(303);
    const status = (
      await buyer.get(`/api/public/zvejyba/pirkimai/${id}`, { 'x-purchase-secret': secret })
    ).json();
    expect(status.ticket?.number).toBeDefined();
    // The permit's security code is proof of holding it (ADR 0015): no log line may carry it either.
    secrets.push(status.ticket.securityCode);
    const downloaded = await new Client(t.app).post('/api/public/zvejyba/atsisiusti', {
      kind: 'l05_1',
      number: status.ticket.number,
      firstName: 'Žydrūnas',
      lastName: 'Šimkus',
      securityCode: status.ticket.securityCode,
    });
    expect(downloaded.statusCode).toBe(200);
    // A refused lookup with someone's names.
    await new Client(t.app).post('/api/public/zvejyba/bilietas', {
      kind: 'l05_1',
      number: status.ticket.number,
      firstName: 'Ona',
      lastName: 'Petraitienė',
    });

    for (const person of Object.values(PEOPLE)) secrets.push(person.code, person.last);
    for (const client of [ona, officer, buyer]) {
      for (const name of ['SESSION', 'XSRF-TOKEN']) {
        const value = client.cookies.get(name);
        if (value) secrets.push(value);
      }
    }

    const text = log.raw.join('\n');
    // The log did see the flow: every request, and the bank's failed callback (nobody listens on PUBLIC_URL).
    expect(log.raw.length).toBeGreaterThan(20);
    expect(text).toContain('sandbox bank callback not delivered');
    const found = secrets.filter((secret) => text.includes(secret));
    expect(found).toEqual([]);
    // First names only as whole words (a short name could sit inside a random id).
    for (const first of ['Ona', 'Jonas', 'Tomas', 'Mindaugas', 'Lukas'])
      expect(text, first).not.toMatch(new RegExp(`\\b${first}\\b`));
    // And no e-mail address of any kind.
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
  });
});
