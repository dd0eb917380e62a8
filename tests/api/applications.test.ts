/**
 * The permit engine through its API (issue 4): who may file what, draft saving with server-side
 * validation, submit with documents, the officer's decisions, permits issued, amended, changed and
 * suspended, messages left by decisions, and the expiry job.
 */
import { eq } from 'drizzle-orm';
import { documents, mailOutbox, permits } from '../../src/server/db/schema-permits.ts';
import type {
  ApplicationDetail,
  MessageDto,
  Page,
  PermitDetail,
  PermitSummary,
} from '../../src/shared/permits/api-types.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../src/shared/permits/kinds/l13/example.ts';
import { isValidPermitNumber } from '../../src/shared/permits/permit-number.ts';
import { REGISTERED_KINDS } from '../../src/shared/permits/registry.ts';
import type { Client } from '../support/app.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { payFeeOnline } from '../support/fees.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

let t: TestApp;
let company: Client;
let officer: Client;
beforeAll(async () => {
  t = await createTestApp();
  company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
  officer = await loginAs(t.app, 'officer');
  const profile = await company.put(
    `/api/v1/profilis?atstovaujamoAsmensKodas=${COMPANIES.baltijosAtliekos}`,
    {
      adresas: { adresasTekstas: 'Minijos g. 180, Klaipėda' },
      epastas: 'info@baltijos-atliekos.lt',
      tel: '+37061234567',
      infoEpastu: true,
      infoSms: false,
      pareigos: 'Direktorius',
      vardas: 'Tomas',
      pavarde: 'Kazlauskas',
    },
  );
  expect(profile.statusCode, profile.body).toBe(200);
});
afterAll(() => t.close());

const full = { ...l13Example, ...companyContactsExample };

/** Documents are uploaded through their own routes (tests/api/documents.test.ts); here they are rows. */
async function attach(applicationId: string, types: string[]) {
  for (const type of types) {
    await t.database.db.insert(documents).values({
      applicationId,
      ownerCode: COMPANIES.baltijosAtliekos,
      type,
      title: type,
      url: `https://dokumentai.example.lt/${type}.pdf`,
      uploadedBy: '37505041234',
    });
  }
}

async function newL13(client = company): Promise<ApplicationDetail> {
  const res = await client.post('/api/v1/paraiskos/l13', { type: 'NAUJA' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function submitted(): Promise<ApplicationDetail> {
  const draft = await newL13();
  await attach(draft.id, l13ExampleDocuments);
  const res = await company.post(`/api/v1/paraiskos/l13/${draft.id}/veiksmai/submit`, {
    data: full,
    revision: draft.revision,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function decide(id: string, action: string, body: object = {}) {
  return officer.post(`/api/v1/tarnyba/paraiskos/${id}/veiksmai/${action}`, body);
}

async function issued(): Promise<{ application: ApplicationDetail; permit: PermitDetail }> {
  const app = await submitted();
  expect((await decide(app.id, 'take')).statusCode).toBe(200);
  const accepted = await decide(app.id, 'accept', { priceCents: 5800 });
  expect(accepted.statusCode, accepted.body).toBe(200);
  // L13's state fee is owed at acceptance (issue 20): paid online, the licence is issued.
  await payFeeOnline(t, company, 'l13', app.id);
  const application = (await company.get(`/api/v1/paraiskos/l13/${app.id}`)).json() as ApplicationDetail;
  const permit = (await company.get(`/api/v1/leidimai/l13/${application.permitId}`)).json() as PermitDetail;
  return { application, permit };
}

describe('who may file what (issue 4 item 1)', () => {
  it('lets a company file L13 and starts its contact details from the profile', async () => {
    const draft = await newL13();
    expect(draft).toMatchObject({
      kind: 'l13',
      type: 'NAUJA',
      state: 'RUOSIAMA',
      editable: true,
      revision: 1,
    });
    expect(draft.number).toMatch(/^L13-\d{4}-\d{6}$/);
    expect(draft.applicant).toEqual({
      code: COMPANIES.baltijosAtliekos,
      kind: 'company',
      name: expect.any(String),
    });
    expect(draft.actions).toEqual(['submit', 'withdraw']);
    expect(draft.history).toMatchObject([{ action: 'create', toState: 'RUOSIAMA', actorRole: 'applicant' }]);
  });

  it('refuses a person filing the company-only L13, and a company filing a person-only kind, with the spec message', async () => {
    const jonas = await loginAs(t.app, 'jonas', undefined, 'lt');
    const res = await jonas.post('/api/v1/paraiskos/l13', { type: 'NAUJA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Šią paraišką galima teikti tik įmonės vardu.');
    const personOnly = REGISTERED_KINDS.find((k) => !k.definition.filers.includes('company'));
    expect(personOnly, 'a kind a company must not file').toBeDefined();
    const refused = await company.post(`/api/v1/paraiskos/${personOnly!.segment}`, { type: 'NAUJA' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A company cannot file this type of application.');
  });

  it('refuses application types a kind does not offer, and changes without a permit', async () => {
    expect(
      (await company.post('/api/v1/paraiskos/l13', { type: 'PRATESIMAS', permitId: crypto.randomUUID() }))
        .statusCode,
    ).toBe(400);
    const change = await company.post('/api/v1/paraiskos/l13', { type: 'LEIDIMO_KEITIMAS' });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe('Choose the permit this application changes.');
    expect((await company.post('/api/v1/paraiskos/l99', { type: 'NAUJA' })).statusCode).toBe(404);
  });
});

describe('drafts (issue 4 item 2)', () => {
  it('saves filled-in values, refuses wrong ones with field errors, and detects a stale revision', async () => {
    const draft = await newL13();
    const saved = await company.put(`/api/v1/paraiskos/l13/${draft.id}`, {
      data: { siteName: '  Aikštelė  ' },
      revision: draft.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ revision: 2, data: { siteName: 'Aikštelė' } });

    const wrong = await company.put(`/api/v1/paraiskos/l13/${draft.id}`, {
      data: { siteName: 'Aikštelė', flows: [{ wasteCode: '13 02 05' }] },
      revision: 2,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.fieldErrors).toEqual([
      { field: 'flows[0].wasteCode', message: 'Enter a hazardous waste code, e.g. 16 06 01*' },
    ]);

    const stale = await company.put(`/api/v1/paraiskos/l13/${draft.id}`, { data: {}, revision: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps autosaved raw input and hands it back while it is newer than the last save', async () => {
    const draft = await newL13();
    const raw = { siteName: 'Pusiau įvest', flows: [{ wasteCode: '13 0' }] };
    expect((await company.put(`/api/v1/paraiskos/l13/${draft.id}/autosave`, { data: raw })).statusCode).toBe(
      200,
    );
    const back = (await company.get(`/api/v1/paraiskos/l13/${draft.id}`)).json() as ApplicationDetail;
    expect(back.autosave?.data).toEqual(raw);
  });

  it('cannot submit with errors or missing documents, and says which', async () => {
    const draft = await newL13();
    const res = await company.post(`/api/v1/paraiskos/l13/${draft.id}/veiksmai/submit`, {
      data: { ...full, employees: [], declaration: false },
      revision: draft.revision,
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors.fieldErrors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['employees', 'declaration', 'documents.PARAISKA', 'documents.KVALIFIKACIJA']),
    );
  });
});

describe('the lifecycle through the back office (issue 4 items 3 and 7)', () => {
  it('goes submit → return with a message → fix and resubmit → take → accept, with a permit, history and messages', async () => {
    const app = await submitted();
    expect(app.state).toBe('PATEIKTA');
    expect(app.editable).toBe(false);

    const queue = (await officer.get('/api/v1/tarnyba/paraiskos?kind=l13')).json() as Page<ApplicationDetail>;
    expect(queue.items.map((a) => a.id)).toContain(app.id);
    const found = (
      await officer.get(`/api/v1/tarnyba/paraiskos?q=${app.number}`)
    ).json() as Page<ApplicationDetail>;
    expect(found.items.map((a) => a.id)).toEqual([app.id]);
    // The search text is taken literally: a LIKE wildcard matches nothing.
    expect(
      ((await officer.get('/api/v1/tarnyba/paraiskos?q=%25')).json() as Page<ApplicationDetail>).total,
    ).toBe(0);

    const noReason = await decide(app.id, 'return', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const returned = await decide(app.id, 'return', {
      reason: 'Pridėkite antrojo darbuotojo kvalifikacijos pažymėjimą.',
    });
    expect(returned.json()).toMatchObject({ state: 'GRAZINTA' });

    const inbox = (await company.get('/api/v1/pranesimai/gauti')).json() as Page<MessageDto>;
    const message = inbox.items.find((m) => m.applicationId === app.id)!;
    // The company's profile asks for e-mail: the return reached its outbox too (issue 4 item 8).
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails.find((m) => m.subject.includes(app.number))).toMatchObject({
      toAddress: 'info@baltijos-atliekos.lt',
    });
    expect(message.body).toBe('Pridėkite antrojo darbuotojo kvalifikacijos pažymėjimą.');
    expect(message.readAt).toBeNull();
    expect((await company.post(`/api/v1/pranesimai/${message.id}/perskaityta`)).statusCode).toBe(204);

    const again = (await company.get(`/api/v1/paraiskos/l13/${app.id}`)).json() as ApplicationDetail;
    expect(again.editable).toBe(true);
    const second = {
      asmensKodas: '39001010238',
      vardas: 'Petras',
      pavarde: 'Petraitis',
      pareigos: 'Operatorius',
      dirbaNuoData: '2020-01-15',
    };
    const resubmitted = await company.post(`/api/v1/paraiskos/l13/${app.id}/veiksmai/submit`, {
      data: { ...full, employees: [...(l13Example.employees as object[]), second] },
      revision: again.revision,
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);

    expect((await decide(app.id, 'accept')).statusCode).toBe(409); // must be taken first
    expect((await decide(app.id, 'take')).json()).toMatchObject({ state: 'VERTINAMA' });
    const accepted = (await decide(app.id, 'accept', { priceCents: 5800 })).json() as ApplicationDetail;
    expect(accepted.state).toBe('PRIIMTA');
    expect(accepted.permitNumber).toSatisfy(isValidPermitNumber);
    expect(accepted.history.map((h) => h.action)).toEqual([
      'create',
      'submit',
      'return',
      'submit',
      'take',
      'accept',
    ]);
    expect(accepted.history[2]).toMatchObject({ actorRole: 'officer', actorName: 'Mindaugas Stankevičius' });
    // Accepted, the licence waits for the state fee as a project (issue 20); paid, it is issued.
    const project = (await company.get(`/api/v1/leidimai/l13/${accepted.permitId}`)).json() as PermitDetail;
    expect(project.state).toBe('LEIDIMO_PROJEKTAS');
    await payFeeOnline(t, company, 'l13', app.id);
    const paid = (await company.get(`/api/v1/paraiskos/l13/${app.id}`)).json() as ApplicationDetail;
    expect(paid.history.map((h) => h.action).slice(-2)).toEqual(['accept', 'pay']);

    const mine = (await company.get('/api/v1/leidimai?kind=l13')).json() as Page<PermitSummary>;
    const permit = mine.items.find((p) => p.id === accepted.permitId)!;
    expect(permit).toMatchObject({ state: 'GALIOJANTIS', validUntil: null, priceCents: 5800 });
    const detail = (await company.get(`/api/v1/leidimai/l13/${permit.id}`)).json() as PermitDetail;
    expect((detail.data.employees as object[]).length).toBe(2);
    expect(detail.requests).toEqual(['LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS']);
    expect(detail.downloadUrl).toBe(`/api/v1/atsisiusti/l13/${permit.id}`);
  });

  it('lets the applicant recall a submitted application and withdraw it, and refuses the other side’s actions', async () => {
    const app = await submitted();
    expect((await company.post(`/api/v1/paraiskos/l13/${app.id}/veiksmai/accept`, {})).statusCode).toBe(409);
    expect((await decide(app.id, 'submit')).statusCode).toBe(409);
    const recalled = await company.post(`/api/v1/paraiskos/l13/${app.id}/veiksmai/recall`, {});
    expect(recalled.json()).toMatchObject({ state: 'RUOSIAMA', editable: true });
    const withdrawn = await company.post(`/api/v1/paraiskos/l13/${app.id}/veiksmai/withdraw`, {});
    expect(withdrawn.json()).toMatchObject({ state: 'ATSAUKTA', actions: [] });
    expect((await company.post(`/api/v1/paraiskos/l13/${app.id}/veiksmai/submit`, {})).statusCode).toBe(409);
  });

  it('rejects with a reason that reaches the applicant', async () => {
    const app = await submitted();
    await decide(app.id, 'take');
    const rejected = await decide(app.id, 'reject', { reason: 'Veikla neatitinka teisės aktų reikalavimų.' });
    expect(rejected.json()).toMatchObject({ state: 'ATMESTA' });
    const inbox = (await company.get('/api/v1/pranesimai/gauti')).json() as Page<MessageDto>;
    expect(inbox.items.find((m) => m.applicationId === app.id)?.subject).toMatch(/atmesta/);
  });

  it('suspends, renews and annuls a permit with reasons in its history', async () => {
    const { permit } = await issued();
    const act = (action: string, body: object = {}) =>
      officer.post(`/api/v1/tarnyba/leidimai/${permit.id}/veiksmai/${action}`, body);
    expect((await act('suspend')).statusCode).toBe(400); // reason required
    expect((await act('suspend', { reason: 'Patikrinimo metu rasta pažeidimų.' })).json()).toMatchObject({
      state: 'SUSTABDYTAS',
    });
    expect((await act('renew')).json()).toMatchObject({ state: 'GALIOJANTIS' });
    expect((await act('expire')).statusCode).toBe(409);
    const annulled = (await act('annul', { reason: 'Įmonė likviduota.' })).json() as PermitDetail;
    expect(annulled.state).toBe('PANAIKINTAS');
    expect(annulled.history.map((h) => [h.action, h.toState, h.note ? h.note.slice(0, 1) : null])).toEqual([
      // The project awaiting the fee, then issued when it was paid (the note names the receipt).
      ['project', 'LEIDIMO_PROJEKTAS', null],
      ['issue', 'GALIOJANTIS', 'K'],
      ['suspend', 'SUSTABDYTAS', 'P'],
      ['renew', 'GALIOJANTIS', null],
      ['annul', 'PANAIKINTAS', 'Į'],
    ]);
    expect(annulled.history.at(1)?.note).toMatch(/^K\d{4}-\d{6} · 58\.00 EUR · RF/);
    expect(annulled.history.at(-1)?.note).toBe('Įmonė likviduota.');
    const holderView = (await company.get(`/api/v1/leidimai/l13/${permit.id}`)).json() as PermitDetail;
    expect(holderView.requests).toEqual([]);
  });

  it('amends a permit in place (LEIDIMO_TIKSLINIMAS) and replaces it on a change (LEIDIMO_KEITIMAS)', async () => {
    const { permit } = await issued();
    const amend = await company.post('/api/v1/paraiskos/l13', {
      type: 'LEIDIMO_TIKSLINIMAS',
      permitId: permit.id,
    });
    expect(amend.statusCode, amend.body).toBe(201);
    const draft = amend.json() as ApplicationDetail;
    expect(draft.data.siteName).toBe(l13Example.siteName); // prefilled from the permit
    expect(draft.relatedPermit).toEqual({ id: permit.id, number: permit.number, kind: 'l13' });
    await attach(draft.id, l13ExampleDocuments);
    const submittedAmend = await company.post(`/api/v1/paraiskos/l13/${draft.id}/veiksmai/submit`, {
      data: { ...full, siteName: 'Klaipėdos aikštelė Nr. 2' },
      revision: draft.revision,
    });
    expect(submittedAmend.statusCode, submittedAmend.body).toBe(200);
    await decide(draft.id, 'take');
    expect((await decide(draft.id, 'accept')).json()).toMatchObject({
      state: 'PRIIMTA',
      permitId: permit.id,
    });
    const amended = (await company.get(`/api/v1/leidimai/l13/${permit.id}`)).json() as PermitDetail;
    expect(amended).toMatchObject({
      number: permit.number,
      state: 'GALIOJANTIS',
      data: { siteName: 'Klaipėdos aikštelė Nr. 2' },
    });
    expect(amended.history.at(-1)).toMatchObject({ action: 'amend', note: draft.number });

    const change = (
      await company.post('/api/v1/paraiskos/l13', { type: 'LEIDIMO_KEITIMAS', permitId: permit.id })
    ).json() as ApplicationDetail;
    await attach(change.id, l13ExampleDocuments);
    await company.post(`/api/v1/paraiskos/l13/${change.id}/veiksmai/submit`, {
      data: full,
      revision: change.revision,
    });
    await decide(change.id, 'take');
    const changed = (await decide(change.id, 'accept')).json() as ApplicationDetail;
    expect(changed.permitId).not.toBe(permit.id);
    const old = (await company.get(`/api/v1/leidimai/l13/${permit.id}`)).json() as PermitDetail;
    expect(old.state).toBe('ARCHYVINIS');
  });

  it('extends a permit with an end date and lets the expiry job end it once, on one node', async () => {
    const kind = REGISTERED_KINDS.find(
      (k) =>
        'months' in k.definition.validity && k.definition.filers.includes('company') && !k.definition.journey,
    );
    expect(kind, 'a company kind whose permits end').toBeDefined();
    const [row] = await t.database.db
      .insert(permits)
      .values({
        number: '99260000011',
        kind: kind!.segment,
        state: 'GALIOJANTIS',
        holderCode: COMPANIES.baltijosAtliekos,
        holderKind: 'company',
        holderName: 'UAB „Baltijos atliekos“',
        issuedAt: new Date('2025-01-01T10:00:00Z'),
        validFrom: '2025-01-01',
        validUntil: '2026-01-01',
        schemaVersion: 1,
        data: {},
      })
      .returning();
    const ext = await company.post(`/api/v1/paraiskos/${kind!.segment}`, {
      type: 'PRATESIMAS',
      permitId: row!.id,
    });
    expect(ext.statusCode, ext.body).toBe(201);
    expect((ext.json() as ApplicationDetail).data.currentValidUntil).toBe('2026-01-01');

    const ran = await t.app.scheduler.tick();
    const twice = await t.app.scheduler.tick();
    expect(ran).toContain('permit-expiry');
    expect(twice).not.toContain('permit-expiry'); // not due again for an hour
    const [after] = await t.database.db.select().from(permits).where(eq(permits.id, row!.id));
    expect(after?.state).toBe('PASIBAIGES');
  });
});
