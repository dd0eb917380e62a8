/**
 * State fees through the API (issue 20, ADR 0027–0029): no permit with a fee is issued unpaid; paid
 * online through the sandbox bank or by transfer read from a camt statement; paid twice, partly,
 * with an unknown reference; the same statement twice; refused after payment; receipts, the
 * officer's list and CSV, and the administrator's amounts.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { applicationFees, bankTransfers } from '../../src/server/db/schema-fees.ts';
import type {
  BankTransferDto,
  FeePaymentPage,
  FeeRateDto,
  StatementImportDto,
} from '../../src/shared/fees/api-types.ts';
import { formatReference } from '../../src/shared/fees/reference.ts';
import type {
  ApplicationDetail,
  ApplicationSummary,
  Page,
  PermitDetail,
} from '../../src/shared/permits/api-types.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../src/shared/permits/kinds/l13/example.ts';
import { l16_2Example, l16_2ExampleDocuments } from '../../src/shared/permits/kinds/l16_2/example.ts';
import type { Client } from '../support/app.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { submitWithDocuments } from '../support/applications.ts';
import { camt053, payFeeOnline } from '../support/fees.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

let t: TestApp;
let company: Client;
let person: Client;
let officer: Client;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
  person = await loginAs(t.app, 'jonas');
  officer = await loginAs(t.app, 'officer');
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const contacts = {
  contactFirstName: 'Tomas',
  contactLastName: 'Kazlauskas',
  contactPosition: 'Direktorius',
  contactEmail: 'info@baltijos-atliekos.lt',
  contactPhone: '+37061234567',
  contactAddress: 'Minijos g. 180, Klaipėda',
  declaration: true,
};

let entry = 0;
/** A bank reference no other statement of this file uses. */
const nextKey = () => `LT7300-TEST-${String(++entry).padStart(6, '0')}`;

async function submit(client: Client, kind: string, owner: string, data: object, docs: string[]) {
  const { response } = await submitWithDocuments(t, client, {
    kind,
    owner,
    documents: docs,
    data: { ...data, ...contacts },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ApplicationDetail;
}

const decide = (id: string, action: string, body: object = {}) =>
  officer.post(`/api/v1/tarnyba/paraiskos/${id}/veiksmai/${action}`, body);

/** An L13 application accepted by the officer: its permit waits for the fee. */
async function acceptedL13(): Promise<ApplicationDetail> {
  const app = await submit(
    company,
    'l13',
    COMPANIES.baltijosAtliekos,
    { ...l13Example, ...companyContactsExample },
    l13ExampleDocuments,
  );
  expect(app.fee ?? null).toBeNull(); // L13's fee is owed at acceptance, not before
  expect((await decide(app.id, 'take')).statusCode).toBe(200);
  const accepted = await decide(app.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json() as ApplicationDetail;
}

const l13 = async (id: string) =>
  (await company.get(`/api/v1/paraiskos/l13/${id}`)).json() as ApplicationDetail;
const permitOf = async (app: ApplicationDetail) =>
  (await company.get(`/api/v1/leidimai/${app.kind}/${app.permitId}`)).json() as PermitDetail;

async function importStatement(xml: string, fileName = 'israsas.xml') {
  const res = await officer.post('/api/v1/tarnyba/mokejimai/israsai', { fileName, content: xml });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StatementImportDto;
}

async function queue(): Promise<BankTransferDto[]> {
  const res = await officer.get('/api/v1/tarnyba/mokejimai/eile');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a fee owed at acceptance (L13, €58)', () => {
  it('keeps the accepted permit a project nobody can download until the fee is paid online; then issues it once', async () => {
    const accepted = await acceptedL13();
    expect(accepted.state).toBe('PRIIMTA');
    expect(accepted.fee).toMatchObject({ state: 'DUE', due: 'acceptance', amountCents: 5800, method: null });
    expect(accepted.fee!.reference).toMatch(/^RF\d{2}AM\d{10}$/);
    expect(accepted.fee!.account).toEqual({ iban: 'LT577300010000000000', name: expect.any(String) });
    const project = await permitOf(accepted);
    expect(project.state).toBe('LEIDIMO_PROJEKTAS');
    expect(project.priceCents).toBe(5800);
    const refused = await company.get(project.downloadUrl);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/state fee is unpaid/);
    expect((await officer.get(`/api/v1/tarnyba/leidimai/${project.id}/pdf`)).statusCode).toBe(409);
    // The public check does not call a project valid.
    const check = await company.get(`/api/public/leidimai/tikrinti?numeris=${project.number}`);
    expect(check.json()).toMatchObject({ found: true, valid: false, state: 'LEIDIMO_PROJEKTAS' });

    // "My applications" shows what is due.
    const mine = (await company.get('/api/v1/paraiskos?pageSize=100')).json() as Page<ApplicationSummary>;
    expect(mine.items.find((a) => a.id === accepted.id)?.fee).toMatchObject({
      state: 'DUE',
      amountCents: 5800,
    });

    const payment = await payFeeOnline(t, company, 'l13', accepted.id);
    expect(payment.state).toBe('PAID');
    expect(payment.receiptNumber).toMatch(/^K\d{4}-\d{6}$/);
    // Settled again (a late callback, a reconciliation): nothing more happens.
    await t.app.payments.settle(payment.id, 'reconcile');
    await t.app.payments.settle(payment.id, 'return');

    const after = await l13(accepted.id);
    expect(after.fee).toMatchObject({
      state: 'PAID',
      method: 'online',
      receiptNumber: payment.receiptNumber,
    });
    expect(after.history.filter((h) => h.action === 'pay')).toHaveLength(1);
    const permit = await permitOf(after);
    expect(permit.state).toBe('GALIOJANTIS');
    expect(permit.history.filter((h) => h.action === 'issue')).toHaveLength(1);
    expect(permit.history.at(-1)?.note).toContain(payment.receiptNumber!);
    const pdf = await company.get(permit.downloadUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const receipt = await company.get(`/api/v1/paraiskos/l13/${accepted.id}/rinkliava/kvitas`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toContain(payment.receiptNumber!);
    // Another party cannot see the receipt, and a paid fee cannot be paid again online.
    expect((await person.get(`/api/v1/paraiskos/l13/${accepted.id}/rinkliava/kvitas`)).statusCode).toBe(404);
    expect((await company.post(`/api/v1/paraiskos/l13/${accepted.id}/rinkliava/moketi`, {})).statusCode).toBe(
      409,
    );
  });

  it('resumes the same open payment when the applicant presses Pay twice', async () => {
    const accepted = await acceptedL13();
    const a = await company.post(`/api/v1/paraiskos/l13/${accepted.id}/rinkliava/moketi`, {});
    const b = await company.post(`/api/v1/paraiskos/l13/${accepted.id}/rinkliava/moketi`, {});
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().payUrl).toBe(a.json().payUrl);
    expect((await l13(accepted.id)).fee?.paymentOpen).toBe(true);
  });

  it('issues the permit when the transfer with its reference arrives in the statement; the same statement twice changes nothing', async () => {
    const accepted = await acceptedL13();
    const fee = accepted.fee!;
    const key = nextKey();
    // The payer typed the reference into the free text, grouped as printed.
    const xml = camt053(
      [
        {
          key,
          amount: '58.00',
          text: `Rinkliava ${formatReference(fee.reference)}`,
          debtor: 'UAB „Baltijos atliekos“',
        },
      ],
      {
        id: 'STMT-TRANSFER-1',
      },
    );
    const first = await importStatement(xml);
    expect(first).toMatchObject({
      format: 'camt.053',
      alreadyImported: false,
      credits: 1,
      matched: 1,
      queued: 0,
      seen: 0,
    });
    const paid = await l13(accepted.id);
    expect(paid.fee).toMatchObject({ state: 'PAID', method: 'transfer' });
    expect((await permitOf(paid)).state).toBe('GALIOJANTIS');

    const again = await importStatement(xml, 'israsas-kopija.xml');
    expect(again).toMatchObject({ alreadyImported: true, matched: 0, queued: 0 });
    // The same entry in the day's camt.053 after the intraday camt.054 (another file): seen, not paid twice.
    const dayStatement = await importStatement(
      camt053([{ key, amount: '58.00', text: fee.reference }], { id: 'STMT-TRANSFER-1-DAY' }),
    );
    expect(dayStatement).toMatchObject({
      alreadyImported: false,
      credits: 1,
      matched: 0,
      queued: 0,
      seen: 1,
    });
    const history = (await l13(accepted.id)).history.filter((h) => h.action === 'pay');
    expect(history).toHaveLength(1);
    const transfers = await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.entryKey, key));
    expect(transfers).toHaveLength(1);

    const receipt = await company.get(`/api/v1/paraiskos/l13/${accepted.id}/rinkliava/kvitas`);
    expect(receipt.statusCode).toBe(200);
  });

  it('queues a second payment of a paid fee, a partial payment and an unknown reference for the officer', async () => {
    const paidTwice = await acceptedL13();
    await payFeeOnline(t, company, 'l13', paidTwice.id);
    const partial = await acceptedL13();
    const unknownFor = await acceptedL13();
    const keys = { twice: nextKey(), partial: nextKey(), unknown: nextKey() };
    const result = await importStatement(
      camt053(
        [
          { key: keys.twice, amount: '58.00', reference: paidTwice.fee!.reference },
          { key: keys.partial, amount: '30.00', reference: partial.fee!.reference },
          { key: keys.unknown, amount: '58.00', text: 'rinkliava uz licencija', debtor: 'UAB Nežinomas' },
        ],
        { id: 'STMT-QUEUE' },
      ),
    );
    expect(result).toMatchObject({ credits: 3, matched: 0, queued: 3 });
    const waiting = await queue();
    const byKey = (key: string) => waiting.find((w) => w.entryKey === key)!;
    expect(byKey(keys.twice)).toMatchObject({ problem: 'alreadyPaid', applicationNumber: paidTwice.number });
    expect(byKey(keys.partial)).toMatchObject({
      problem: 'amountMismatch',
      feeAmountCents: 5800,
      amountCents: 3000,
    });
    expect(byKey(keys.unknown)).toMatchObject({ problem: 'unknownReference', feeReference: null });
    // Nothing was issued from the partial payment.
    expect((await l13(partial.id)).fee?.state).toBe('DUE');
    expect((await permitOf(partial)).state).toBe('LEIDIMO_PROJEKTAS');

    // The partial payment cannot be assigned; it is returned with a note.
    const assignPartial = await officer.post(
      `/api/v1/tarnyba/mokejimai/eile/${byKey(keys.partial).id}/priskirti`,
      {
        reference: partial.fee!.reference,
      },
    );
    expect(assignPartial.statusCode).toBe(409);
    const returned = await officer.post(`/api/v1/tarnyba/mokejimai/eile/${byKey(keys.partial).id}/grazinti`, {
      note: 'Grąžinta 2026-11-28 į LT601010012345678901, mokėtojas sumokės visą sumą',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ state: 'RETURNED' });

    // The unknown reference is the officer's to assign: the payer named the application by phone.
    const badReference = await officer.post(
      `/api/v1/tarnyba/mokejimai/eile/${byKey(keys.unknown).id}/priskirti`,
      {
        reference: 'RF00AM2026000001',
      },
    );
    expect(badReference.statusCode).toBe(400);
    const assigned = await officer.post(
      `/api/v1/tarnyba/mokejimai/eile/${byKey(keys.unknown).id}/priskirti`,
      {
        reference: formatReference(unknownFor.fee!.reference).toLowerCase(),
        note: 'Mokėtojas patvirtino telefonu',
      },
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ state: 'ASSIGNED', applicationNumber: unknownFor.number });
    expect((await permitOf(await l13(unknownFor.id))).state).toBe('GALIOJANTIS');
    const twice = await officer.post(`/api/v1/tarnyba/mokejimai/eile/${byKey(keys.unknown).id}/grazinti`, {
      note: 'x',
    });
    expect(twice.statusCode).toBe(409);
    const left = (await queue()).map((w) => w.entryKey);
    expect(left).toContain(keys.twice);
    expect(left).not.toContain(keys.partial);
    expect(left).not.toContain(keys.unknown);
  });

  it('imports statements dropped into the folder on the scheduled job, and sets aside a file it cannot read', async () => {
    const accepted = await acceptedL13();
    const dir = t.config.fees.statementsDir;
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'diena.xml'),
      camt053([{ key: nextKey(), amount: '58.00', reference: accepted.fee!.reference }], {
        id: 'STMT-FOLDER',
      }),
    );
    writeFileSync(join(dir, 'sugadintas.xml'), '<Document>ne išrašas</Document>');
    const ran = await t.app.scheduler.tick(new Date(Date.now() + 24 * 3_600_000));
    expect(ran).toContain('bank-statements');
    expect((await l13(accepted.id)).fee?.state).toBe('PAID');
    expect(readdirSync(join(dir, 'imported'))).toEqual(['diena.xml']);
    expect(readdirSync(join(dir, 'failed')).sort()).toEqual(['sugadintas.xml', 'sugadintas.xml.error.txt']);
    expect(readdirSync(dir).filter((name) => name.endsWith('.xml'))).toEqual([]);
  });

  it('refuses a statement of another account and a file that is not a statement, in the person’s language', async () => {
    const other = await officer.post('/api/v1/tarnyba/mokejimai/israsai', {
      fileName: 'kitas.xml',
      content: camt053([{ key: nextKey(), amount: '1.00', text: 'x' }], { account: 'LT601010012345678901' }),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/another account/);
    const junk = await officer.post('/api/v1/tarnyba/mokejimai/israsai', {
      fileName: 'a.xml',
      content: '<a/>',
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toMatch(/could not be read/);
    expect(
      (await company.post('/api/v1/tarnyba/mokejimai/israsai', { fileName: 'a.xml', content: '<a/>' }))
        .statusCode,
    ).toBe(403);
  });

  it('annuls the project and cancels the fee when the accepted application is annulled unpaid', async () => {
    const accepted = await acceptedL13();
    const annulled = await decide(accepted.id, 'annul', { reason: 'Pareiškėjas atsisakė' });
    expect(annulled.statusCode, annulled.body).toBe(200);
    const after = await l13(accepted.id);
    expect(after.fee?.state).toBe('CANCELLED');
    expect((await permitOf(after)).state).toBe('NEISDUOTAS');
  });
});

describe('a fee owed at submission (L16.2, €14), refused after payment', () => {
  it('records the refund when the paid application is rejected, and shows it', async () => {
    const app = await submit(person, 'l16_2', '38703181745', l16_2Example, l16_2ExampleDocuments);
    expect(app.fee).toMatchObject({ state: 'DUE', due: 'submission', amountCents: 1400 });
    const result = await importStatement(
      camt053(
        [{ key: nextKey(), amount: '14.00', reference: app.fee!.reference, debtor: 'Jonas Jonaitis' }],
        {
          id: 'STMT-L16',
        },
      ),
    );
    expect(result.matched).toBe(1);
    expect((await decide(app.id, 'take')).statusCode).toBe(200);
    const rejected = await decide(app.id, 'reject', { reason: 'Pažymėjimas negalioja' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = (await person.get(`/api/v1/paraiskos/l16_2/${app.id}`)).json() as ApplicationDetail;
    expect(seen.state).toBe('ATMESTA');
    expect(seen.fee).toMatchObject({ state: 'REFUND_DUE', method: 'transfer' });
    expect(seen.history.some((h) => h.action === 'refund')).toBe(true);

    const refund = await officer.post(`/api/v1/tarnyba/rinkliavos/${seen.fee!.id}/grazinta`, {
      note: 'Grąžinta 2026-11-30 mokėjimo nurodymu Nr. 4471',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const final = (await person.get(`/api/v1/paraiskos/l16_2/${app.id}`)).json() as ApplicationDetail;
    expect(final.fee).toMatchObject({
      state: 'REFUNDED',
      refundNote: 'Grąžinta 2026-11-30 mokėjimo nurodymu Nr. 4471',
    });
    expect(
      (await officer.post(`/api/v1/tarnyba/rinkliavos/${seen.fee!.id}/grazinta`, { note: 'x' })).statusCode,
    ).toBe(409);
  });

  it('accepts an L16.2 application whose fee was paid at once: issued, not a project', async () => {
    const app = await submit(person, 'l16_2', '38703181745', l16_2Example, l16_2ExampleDocuments);
    await payFeeOnline(t, person, 'l16_2', app.id);
    expect((await decide(app.id, 'take')).statusCode).toBe(200);
    const accepted = (await decide(app.id, 'accept')).json() as ApplicationDetail;
    const permit = (await person.get(`/api/v1/leidimai/l16_2/${accepted.permitId}`)).json() as PermitDetail;
    expect(permit.state).toBe('GALIOJANTIS');
    expect(permit.priceCents).toBe(1400);
  });
});

describe('the officer’s payments list, CSV and the administrator’s amounts', () => {
  it('lists fee payments with filters and exports the same rows as CSV, with the bank entries of transfers', async () => {
    const list = await officer.get('/api/v1/tarnyba/mokejimai?budas=transfer');
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json() as FeePaymentPage;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((p) => p.method === 'transfer' && p.bankEntry && p.statement)).toBe(true);
    expect(page.totalCents).toBe(page.items.reduce((sum, p) => sum + p.amountCents, 0));
    const online = (
      await officer.get('/api/v1/tarnyba/mokejimai?budas=online&rusis=l13')
    ).json() as FeePaymentPage;
    expect(online.items.every((p) => p.method === 'online' && p.kind === 'l13')).toBe(true);
    const csv = await officer.get('/api/v1/tarnyba/mokejimai/csv?budas=transfer');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'receipt_number,paid_at,amount_eur,method,reference,application,kind,payer,payer_code,fee_state,surplus,bank_entry,statement',
    );
    expect(lines).toHaveLength(page.total + 1);
    for (const item of page.items)
      expect(csv.body).toContain(`${(item.amountCents / 100).toFixed(2)},transfer,${item.reference}`);
    const bad = await officer.get('/api/v1/tarnyba/mokejimai?nuo=2026-13-45x');
    expect(bad.statusCode).toBe(400);
    expect((await company.get('/api/v1/tarnyba/mokejimai')).statusCode).toBe(403);
    const receipt = await officer.get(`/api/v1/tarnyba/mokejimai/${page.items[0]!.paymentId}/kvitas`);
    expect(receipt.statusCode).toBe(200);
  });

  it('lets the administrator change a kind’s fee for fees owed from then on', async () => {
    const rates = (await admin.get('/api/v1/admin/rinkliavos')).json() as FeeRateDto[];
    expect(rates.map((r) => r.kind).sort()).toEqual(['l11', 'l12', 'l13', 'l16_1', 'l16_2', 'l16_3']);
    expect(rates.find((r) => r.kind === 'l13')).toMatchObject({
      defaultCents: 5800,
      amountCents: 5800,
      due: 'acceptance',
    });
    const set = await admin.put('/api/v1/admin/rinkliavos/l13', { amountCents: 6000 });
    expect(set.statusCode, set.body).toBe(200);
    const accepted = await acceptedL13();
    expect(accepted.fee?.amountCents).toBe(6000);
    expect((await admin.put('/api/v1/admin/rinkliavos/l01', { amountCents: 100 })).statusCode).toBe(404);
    expect((await admin.put('/api/v1/admin/rinkliavos/l13', { amountCents: 0 })).statusCode).toBe(400);
    expect((await officer.put('/api/v1/admin/rinkliavos/l13', { amountCents: 100 })).statusCode).toBe(403);
    await admin.put('/api/v1/admin/rinkliavos/l13', { amountCents: 5800 });
    const [row] = await t.database.db
      .select()
      .from(applicationFees)
      .where(eq(applicationFees.applicationId, accepted.id));
    expect(row?.amountCents).toBe(6000);
  });
});
