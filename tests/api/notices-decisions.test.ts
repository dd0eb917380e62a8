/**
 * The notices issue 21 left unwired (ADR 0034): a fee due (at submission, at the officer's
 * acceptance), an L04 quota conversion approved or rejected, an L03 licence request approved,
 * returned or rejected. Each reaches the party's profiles by the channels they ticked, once per
 * person, event and channel, in both languages, never after an opt-out.
 */
import { and, eq, like } from 'drizzle-orm';
import { optOut } from '../../src/server/adapters/mail/notify.ts';
import { profiles } from '../../src/server/db/schema.ts';
import { mailOutbox, noticeOptOuts, smsOutbox } from '../../src/server/db/schema-permits.ts';
import { ZUVEDRA } from '../../src/server/demo/lessors.ts';
import { COMMERCIAL_FISHER } from '../../src/server/demo/quotas.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import type { ApplicationDetail } from '../../src/shared/permits/api-types.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../src/shared/permits/kinds/l13/example.ts';
import { l16_2Example, l16_2ExampleDocuments } from '../../src/shared/permits/kinds/l16_2/example.ts';
import type { OfficerQuotasDto, QuotaDetailDto, QuotaDto } from '../../src/shared/quotas/api.ts';
import type { LicenceRequestDto } from '../../src/shared/water-bodies/licence-requests.ts';
import { type Client, createTestApp, type TestApp } from '../support/app.ts';
import { submitWithDocuments } from '../support/applications.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

let t: TestApp;
let company: Client;
let person: Client;
let officer: Client;
let fisher: Client;
let lessor: Client;

const JONAS = '38703181745';

beforeAll(async () => {
  t = await createTestApp();
  company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
  person = await loginAs(t.app, 'jonas');
  officer = await loginAs(t.app, 'officer');
  fisher = await loginAs(t.app, 'fisher');
  lessor = await loginAs(t.app, 'ona', COMPANIES.zuvedra);
});
afterAll(() => t.close());

/** A profile of `representedCode` (the user's own one for a person) asking for these channels. */
async function wants(
  userCode: string,
  representedCode: string,
  contact: { email: string; phone: string },
  flags = { email: true, sms: true },
) {
  const values = {
    email: contact.email,
    phone: contact.phone,
    infoByEmail: flags.email,
    infoBySms: flags.sms,
  };
  await t.database.db
    .insert(profiles)
    .values({ userCode, representedCode, ...values })
    .onConflictDoUpdate({ target: [profiles.userCode, profiles.representedCode], set: values });
}

const byKey = async (prefix: string) => ({
  mails: await t.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.noticeKey, `${prefix}%`)),
  sms: await t.database.db
    .select()
    .from(smsOutbox)
    .where(like(smsOutbox.noticeKey, `${prefix}%`)),
});

const contacts = {
  contactFirstName: 'Jonas',
  contactLastName: 'Jonaitis',
  contactPosition: '',
  contactEmail: 'jonas@example.lt',
  contactPhone: '+37061234567',
  contactAddress: 'Gedimino pr. 1, Vilnius',
  declaration: true,
};

async function submit(
  client: Client,
  kind: string,
  owner: string,
  data: object,
  docs: string[],
): Promise<ApplicationDetail> {
  const { response } = await submitWithDocuments(t, client, {
    kind,
    owner,
    documents: docs,
    data: { ...contacts, ...data },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ApplicationDetail;
}

const decide = (id: string, action: string, body: object = {}) =>
  officer.post(`/api/v1/tarnyba/paraiskos/${id}/veiksmai/${action}`, body);

describe('a fee due', () => {
  it('owed at submission (L16.2): the amount, the link and the transfer reference, once even after a resubmission', async () => {
    const EMAIL = 'jonas.rinkliava@example.lt';
    const PHONE = '+37061230031';
    await wants(JONAS, JONAS, { email: EMAIL, phone: PHONE });
    const app = await submit(person, 'l16_2', JONAS, l16_2Example, l16_2ExampleDocuments);
    expect(app.fee).toMatchObject({ state: 'DUE', amountCents: 1400 });
    const fee = app.fee!;
    const told = await byKey(`fee-due:${fee.id}:`);
    expect(told.mails.map((m) => m.noticeKey)).toEqual([`fee-due:${fee.id}:email:${EMAIL}`]);
    expect(told.sms.map((s) => s.noticeKey)).toEqual([`fee-due:${fee.id}:sms:${PHONE}`]);
    const [mail] = told.mails;
    expect(mail!.subject).toBe(
      `Sumokėkite valstybės rinkliavą už paraišką ${app.number} / Pay the state fee for application ${app.number}`,
    );
    expect(mail!.bodyText).toContain(`mokėtina valstybės rinkliava – 14,00 €`);
    expect(mail!.bodyText).toContain(`A state fee of €14.00 is due for application ${app.number}`);
    expect(mail!.bodyText).toContain(`${t.config.publicUrl}/paraiskos/l16_2/${app.id}`);
    expect(mail!.bodyText).toContain(`įmokos kodas ${fee.reference}`);
    expect(mail!.bodyText).toContain(`payment reference ${fee.reference}`);
    expect(told.sms[0]!.bodyText).toContain(`rinkliava 14,00 €`);
    expect(told.sms[0]!.bodyText).toContain(fee.reference);

    // Returned and submitted again: the same fee, told nobody twice.
    expect((await decide(app.id, 'take')).statusCode).toBe(200);
    expect((await decide(app.id, 'return', { reason: 'Patikslinkite vietą.' })).statusCode).toBe(200);
    const returned = (await person.get(`/api/v1/paraiskos/l16_2/${app.id}`)).json() as ApplicationDetail;
    const again = await person.post(`/api/v1/paraiskos/l16_2/${app.id}/veiksmai/submit`, {
      data: { ...contacts, ...l16_2Example },
      revision: returned.revision,
    });
    expect(again.statusCode, again.body).toBe(200);
    const after = await byKey(`fee-due:${fee.id}:`);
    expect(after.mails).toHaveLength(1);
    expect(after.sms).toHaveLength(1);
  });

  it("owed at the officer's acceptance (L13): told by the channels the profile ticked only", async () => {
    const EMAIL = 'rinkliava@baltijos-atliekos.lt';
    await wants(
      '37505041234',
      COMPANIES.baltijosAtliekos,
      { email: EMAIL, phone: '+37061230032' },
      {
        email: true,
        sms: false,
      },
    );
    const app = await submit(
      company,
      'l13',
      COMPANIES.baltijosAtliekos,
      { ...l13Example, ...companyContactsExample },
      l13ExampleDocuments,
    );
    expect(app.fee ?? null).toBeNull();
    expect((await byKey('fee-due:')).mails.some((m) => m.toAddress === EMAIL)).toBe(false);
    expect((await decide(app.id, 'take')).statusCode).toBe(200);
    const accepted = await decide(app.id, 'accept', { priceCents: 5800 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const fee = ((await company.get(`/api/v1/paraiskos/l13/${app.id}`)).json() as ApplicationDetail).fee!;
    expect(fee).toMatchObject({ state: 'DUE', amountCents: 5800 });
    const told = await byKey(`fee-due:${fee.id}:`);
    expect(told.mails.map((m) => m.toAddress)).toEqual([EMAIL]);
    expect(told.mails[0]!.bodyText).toContain('58,00 €');
    expect(told.sms).toEqual([]);
  });

  it('a fee the officer waives (price 0) tells nobody', async () => {
    const app = await submit(
      company,
      'l13',
      COMPANIES.baltijosAtliekos,
      { ...l13Example, ...companyContactsExample },
      l13ExampleDocuments,
    );
    expect((await decide(app.id, 'take')).statusCode).toBe(200);
    expect((await decide(app.id, 'accept', { priceCents: 0 })).statusCode).toBe(200);
    const seen = (await company.get(`/api/v1/paraiskos/l13/${app.id}`)).json() as ApplicationDetail;
    expect(seen.fee ?? null).toBeNull();
  });
});

describe('an L04 quota conversion decided', () => {
  const EMAIL = 'algirdas.kairys@example.lt';
  const PHONE = '+37061230033';
  const year = Number(todayInLithuania().slice(0, 4)) + 1;
  let mine: QuotaDto;

  beforeAll(async () => {
    await wants(COMMERCIAL_FISHER.code, COMMERCIAL_FISHER.code, { email: EMAIL, phone: PHONE });
    const body = {
      season: year,
      validFrom: `${year}-03-01`,
      validTo: `${year}-11-30`,
      type: 'L04_STINTOS',
      kind: 'RESPUBLIKINE',
      gear: 'VENTERIS',
      totalUnits: 100,
    };
    const made = await officer.post('/api/v1/tarnyba/kvotos', body);
    expect(made.statusCode, made.body).toBe(200);
    const quota = (made.json() as OfficerQuotasDto).quotas.find(
      (q) => q.season === year && q.type === body.type && q.kind === body.kind && q.gear === body.gear,
    )!;
    expect((await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/aktyvuoti`)).statusCode).toBe(200);
    const set = await officer.put('/api/v1/tarnyba/kvotu-koeficientai', {
      quotaType: 'L04_STINTOS',
      fromGear: 'VENTERIS',
      toGear: 'TRAUKIAMASIS_TINKLAS',
      coefficient: 0.5,
    });
    expect(set.statusCode, set.body).toBe(200);
    const permitNumber = ((await fisher.get('/api/v1/kvotos')).json() as { items: QuotaDto[] }).items[0]!
      .permit.number;
    const allocated = await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, {
      permitNumber,
      amount: 20,
    });
    expect(allocated.statusCode, allocated.body).toBe(200);
    mine = ((await fisher.get('/api/v1/kvotos')).json() as { items: QuotaDto[] }).items.find(
      (q) => q.type === 'L04_STINTOS' && q.gear === 'VENTERIS' && q.validFrom === `${year}-03-01`,
    )!;
  });

  it('the allocation itself: the holder is told the quota by e-mail and SMS, once, with the stop link', async () => {
    const told = await byKey('allocation:');
    const mine = told.mails.filter((m) => m.toAddress === EMAIL);
    expect(mine).toHaveLength(1);
    const key = mine[0]!.noticeKey!;
    expect(key).toMatch(new RegExp(`^allocation:[0-9a-f-]{36}:email:${EMAIL}$`));
    expect(mine[0]!.subject).toMatch(
      /^Jums paskirta verslinės žvejybos kvota pagal leidimą (\S+) \/ A commercial fishing quota has been allocated to you under permit \1$/,
    );
    expect(mine[0]!.bodyText).toContain(
      `${year} m. kvota: Stintos, 20 vnt., Venteris, galioja ${year}-03-01–${year}-11-30`,
    );
    expect(mine[0]!.bodyText).toContain(
      `a ${year} quota: Smelt, 20 units, Hoop net (venteris), valid ${year}-03-01 to ${year}-11-30`,
    );
    expect(mine[0]!.listUnsubscribe).not.toBeNull();
    const sms = told.sms.filter((m) => m.toPhone === PHONE);
    expect(sms.map((m) => m.noticeKey)).toEqual([key.replace(`:email:${EMAIL}`, `:sms:${PHONE}`)]);
    expect(sms[0]!.bodyText).toContain('Paskirta kvota pagal leidimą');
    expect(sms[0]!.bodyText).toContain('Quota allocated under permit');
  });

  async function asked(amount: number): Promise<string> {
    const res = await fisher.post(`/api/v1/kvotos/${mine.id}/konvertavimai`, {
      toGear: 'TRAUKIAMASIS_TINKLAS',
      amount,
      dateFrom: `${year}-04-01`,
      dateTo: `${year}-05-01`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as QuotaDetailDto).conversions.find((c) => c.status === 'PATEIKTA')!.id;
  }

  it('approved: the holder is told the new quota by e-mail and SMS, once', async () => {
    const id = await asked(6);
    const approved = await officer.post(`/api/v1/tarnyba/kvotu-konvertavimai/${id}/patvirtinti`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await officer.post(`/api/v1/tarnyba/kvotu-konvertavimai/${id}/patvirtinti`)).statusCode).toBe(
      409,
    );
    const told = await byKey(`conversion:${id}:`);
    expect(told.mails.map((m) => m.noticeKey)).toEqual([`conversion:${id}:email:${EMAIL}`]);
    expect(told.sms.map((s) => s.noticeKey)).toEqual([`conversion:${id}:sms:${PHONE}`]);
    expect(told.mails[0]!.subject).toBe(
      'Kvotos konvertavimo prašymas patenkintas / Your quota conversion request was approved',
    );
    expect(told.mails[0]!.bodyText).toContain(`skirta 3 vnt. kvota`);
    expect(told.mails[0]!.bodyText).toContain(`${year}-04-01–${year}-05-01`);
    expect(told.mails[0]!.bodyText).toContain(`a quota of 3 units`);
    expect(told.sms[0]!.bodyText).toContain('Kvotos konvertavimas patenkintas');
    expect(told.sms[0]!.bodyText).toContain('Quota conversion approved');
  });

  it('rejected: the holder is told why; an opted-out phone gets nothing', async () => {
    await optOut(t.database.db, 'sms', PHONE);
    const id = await asked(4);
    const res = await officer.post(`/api/v1/tarnyba/kvotu-konvertavimai/${id}/atmesti`, {
      reason: 'Traukiamųjų tinklų limitas išnaudotas',
    });
    expect(res.statusCode, res.body).toBe(200);
    const told = await byKey(`conversion:${id}:`);
    expect(told.mails).toHaveLength(1);
    expect(told.mails[0]!.subject).toContain('Kvotos konvertavimo prašymas atmestas');
    expect(told.mails[0]!.bodyText).toContain('Priežastis: Traukiamųjų tinklų limitas išnaudotas');
    expect(told.sms).toEqual([]);
    await t.database.db
      .delete(noticeOptOuts)
      .where(and(eq(noticeOptOuts.channel, 'sms'), eq(noticeOptOuts.address, PHONE)));
  });
});

describe('an L03 licence request decided', () => {
  const EMAIL = 'prasymai@zuvedra.example.lt';
  const PHONE = '+37061230034';
  const RUBIKIAI = '20010016';
  const OFFICER = '/api/v1/tarnyba/licenciju-prasymai';
  const addDays = (date: string, days: number) => {
    const d = new Date(`${date}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const request = (extra: Record<string, unknown> = {}) => ({
    speciesCode: 'lydeka',
    placeLt: 'Visas ežeras',
    placeEn: 'The whole lake',
    period: '1',
    fishingFrom: todayInLithuania(),
    fishingTo: addDays(todayInLithuania(), 60),
    conditionsLt: 'Ne daugiau kaip dvi meškerės.',
    conditionsEn: 'No more than two rods.',
    amount: 2,
    minSizeCm: 50,
    total: 3,
    priceCents: 500,
    released: false,
    ...extra,
  });
  const submitRequest = async () => {
    const res = await lessor.post(`/api/v1/telkiniai/${RUBIKIAI}/prasymai`, request());
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LicenceRequestDto;
  };
  const decideRequest = (id: string, action: string, message?: string) =>
    officer.post(`${OFFICER}/${id}/veiksmai/${action}`, message === undefined ? {} : { message });

  beforeAll(async () => {
    await wants('48806123455', ZUVEDRA.code, { email: EMAIL, phone: PHONE });
  });

  it('returned, corrected and approved: one notice per decision and channel, never two for one', async () => {
    const created = await submitRequest();
    expect((await decideRequest(created.id, 'grazinti', 'Nurodykite tikslią vietą.')).statusCode).toBe(200);
    const returned = await byKey(`licence-request:${created.id}:`);
    expect(returned.mails.map((m) => m.toAddress)).toEqual([EMAIL]);
    expect(returned.mails[0]!.bodyText).toContain('Nurodykite tikslią vietą.');
    expect(returned.sms.map((s) => s.toPhone)).toEqual([PHONE]);
    expect(returned.sms[0]!.bodyText).toContain('Licencijų prašymas telkiniui');
    expect(returned.sms[0]!.bodyText).toContain('Licence request for');

    const resubmitted = await lessor.put(
      `/api/v1/telkiniai/${RUBIKIAI}/prasymai/${created.id}`,
      request({ placeLt: 'Šiaurinė įlanka' }),
    );
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect((await decideRequest(created.id, 'patvirtinti')).statusCode).toBe(200);
    expect((await decideRequest(created.id, 'patvirtinti')).statusCode).toBe(409);
    const all = await byKey(`licence-request:${created.id}:`);
    expect(all.mails).toHaveLength(2);
    expect(all.sms).toHaveLength(2);
    expect(new Set(all.sms.map((s) => s.noticeKey)).size).toBe(2);
  });

  it('rejected: told by the channels the profile ticked only', async () => {
    await wants('48806123455', ZUVEDRA.code, { email: EMAIL, phone: PHONE }, { email: false, sms: true });
    const created = await submitRequest();
    expect(
      (await decideRequest(created.id, 'atmesti', 'Telkinyje lydekų neršto draustinis.')).statusCode,
    ).toBe(200);
    const told = await byKey(`licence-request:${created.id}:`);
    expect(told.mails).toEqual([]);
    expect(told.sms).toHaveLength(1);
    await wants('48806123455', ZUVEDRA.code, { email: EMAIL, phone: PHONE });
  });
});
