/**
 * Payments through the embedded sandbox bank (architecture §6, issue 5 §4): the hosted page in both
 * languages, Pay and Cancel, the browser's return, signed callbacks arriving twice, late and out of
 * order, forged ones, a wrong amount, a crowd of racing settles, the reconciliation job and the
 * callback redelivery job; and no sandbox in production. A tiny purpose stands in for the anglers'
 * purchase and counts what it is told.
 *
 * The app listens on a real port so that the bank's callbacks travel over HTTP as they would from
 * a bank.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { transaction } from '../../src/server/db/index.ts';
import { paymentEvents, payments, sandboxPayments } from '../../src/server/db/schema-anglers.ts';
import type { PaymentPurpose, PaymentRow } from '../../src/server/modules/payments/types.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxPay,
  signSandboxBody,
} from '../../src/server/modules/sandbox-bank/provider.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { freePort } from '../support/server-process.ts';
import { PRODUCTION_ENV } from './security/production-app.ts';

const SECRET = 'payments-test-sandbox-secret-0123456789';
const PURPOSE = 'test-purchase';
const CALLBACK = '/api/public/mokejimai/sandbox/callback';

let t: TestApp;
const paidCalls: PaymentRow[] = [];
const closedCalls: PaymentRow[] = [];

const testPurpose: PaymentPurpose = {
  name: PURPOSE,
  async onPaid(_tx, payment) {
    paidCalls.push(payment);
  },
  async onClosed(_tx, payment) {
    closedCalls.push(payment);
  },
  async returnPath(payment) {
    if (payment.state === 'PAID') return `/payment-success-notification/test/${payment.subjectId}`;
    if (payment.state === 'CREATED') return `/laukiama/${payment.subjectId}`;
    return `/payment-cancel-notification?pirkimas=${payment.subjectId}`;
  },
};

const paidCount = (id: string) => paidCalls.filter((p) => p.id === id).length;
const closedCount = (id: string) => closedCalls.filter((p) => p.id === id).length;

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, PAYMENT_SANDBOX_SECRET: SECRET });
  t.app.payments.register(testPurpose);
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function newPayment(
  amountCents = 130,
  method: 'BANK' | 'CARD' | 'SMS' = 'BANK',
  lang: 'lt' | 'en' = 'lt',
) {
  const subjectId = randomUUID();
  const payment = await transaction(t.database.db, (tx) =>
    t.app.payments.create(tx, { purpose: PURPOSE, subjectId, amountCents, method }),
  );
  const payUrl = await t.app.payments.start(payment, 'Mėgėjų žvejybos bilietas 1 dienai', lang);
  const ref = payUrl.split('/').pop()!;
  return { id: payment.id, payment, payUrl, ref, subjectId };
}

async function current(id: string): Promise<PaymentRow> {
  return (await t.app.payments.find(id))!;
}

async function bankRow(ref: string) {
  const [row] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
  return row!;
}

async function events(id: string, source?: 'callback' | 'return' | 'reconcile' | 'cancel' | 'create') {
  return t.database.db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, id), source ? eq(paymentEvents.source, source) : undefined));
}

function formToken(html: string): string {
  const match = /name="token" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('no form token on the page');
  return match[1]!;
}

function callback(body: unknown, signature?: string, contentType = 'application/json') {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: CALLBACK,
    payload: raw,
    headers: {
      'content-type': contentType,
      [SANDBOX_SIGNATURE_HEADER]: signature ?? signSandboxBody(SECRET, raw),
    },
  });
}

async function until(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the sandbox bank page', () => {
  it('shows the payment in Lithuanian and English, pays, returns and issues once', async () => {
    const { id, payUrl, ref, subjectId } = await newPayment(130);
    expect(payUrl).toBe(`/sandbox-bankas/mokejimas/${ref}`);
    const browser = new Client(t.app, 'en');

    const lt = await browser.get(payUrl);
    expect(lt.statusCode).toBe(200);
    expect(lt.headers['content-type']).toContain('text/html');
    expect(lt.body).toContain('<html lang="lt">');
    expect(lt.body).toContain('Bandomasis bankas — tikrų pinigų nemokama');
    expect(lt.body).toContain('Aplinkos ministerija');
    expect(lt.body).toContain('Mėgėjų žvejybos bilietas 1 dienai');
    expect(lt.body).toContain('Mokėti 1,30 €');
    expect(lt.body).toContain(`<form method="post" action="/sandbox-bankas/mokejimas/${ref}/moketi">`);
    expect(lt.body).toContain(`<form method="post" action="/sandbox-bankas/mokejimas/${ref}/atsaukti">`);
    expect(lt.body).not.toMatch(/<script|<link|<img|src=/);

    const en = await browser.get(`${payUrl}?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Test bank — no real money is taken');
    expect(en.body).toContain('Pay €1.30');
    expect(en.body).toContain('Online banking');

    // Back from the bank without paying: nothing is decided, the purpose shows its waiting page.
    const early = await browser.get(`/api/public/mokejimai/${id}/grizimas`);
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe(`/laukiama/${subjectId}`);
    expect((await current(id)).state).toBe('CREATED');

    const pay = await browser.form(`${payUrl}/moketi`, { token: formToken(en.body), lang: 'en' });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/api/public/mokejimai/${id}/grizimas`);
    const back = await browser.get(String(pay.headers.location));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment-success-notification/test/${subjectId}`);

    const paid = await current(id);
    expect(paid.state).toBe('PAID');
    expect(paid.receiptNumber).toMatch(/^K2026-\d{6}$/);
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paidCount(id)).toBe(1);
    expect(paidCalls.find((p) => p.id === id)?.receiptNumber).toBe(paid.receiptNumber);

    // The bank's own callback travels over HTTP in the background and is acknowledged.
    await until(async () => (await bankRow(ref)).callbackDeliveredAt !== null);
    expect((await events(id, 'callback')).map((e) => e.providerStatus)).toEqual(['PAID']);
    expect(paidCount(id)).toBe(1);
    expect(await t.app.payments.payUrl(paid)).toBeNull();

    const after = await browser.get(`${payUrl}?lang=en`);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('This payment has already been made');
    expect(after.body).toContain(`href="/api/public/mokejimai/${id}/grizimas"`);
    expect(after.body).not.toContain('name="token"');
  });

  it('shows a phone-bill payment with the SMS fee included', async () => {
    const { payUrl } = await newPayment(430, 'SMS', 'en');
    const page = await new Client(t.app).get(payUrl);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Charge to your mobile phone bill (SMS)');
    expect(page.body).toContain('The amount includes the €0.30 SMS fee');
    expect(page.body).toContain('€4.30');
    const lt = await new Client(t.app).get(`${payUrl}?lang=lt`);
    expect(lt.body).toContain('Apmokėjimas mobiliojo telefono sąskaita (SMS)');
    expect(lt.body).toContain('įskaičiuotas 0,30 € SMS mokestis');
  });

  it('cancels: the payment closes once and a later Pay cannot reopen it', async () => {
    const { id, payUrl, ref, subjectId } = await newPayment(700);
    const browser = new Client(t.app);
    const token = formToken((await browser.get(payUrl)).body);
    const cancel = await browser.form(`${payUrl}/atsaukti`, { token });
    expect(cancel.statusCode).toBe(303);
    const back = await browser.get(String(cancel.headers.location));
    expect(back.headers.location).toBe(`/payment-cancel-notification?pirkimas=${subjectId}`);
    expect((await current(id)).state).toBe('CANCELLED');
    expect(closedCount(id)).toBe(1);

    const lateClick = await browser.form(`${payUrl}/moketi`, { token });
    expect(lateClick.statusCode).toBe(303);
    expect((await bankRow(ref)).state).toBe('CANCELLED');
    await browser.get(String(lateClick.headers.location));
    expect((await current(id)).state).toBe('CANCELLED');
    expect(paidCount(id)).toBe(0);
    expect(closedCount(id)).toBe(1);
  });

  it('stops taking a payment left open longer than the expiry', async () => {
    const { id, payUrl, ref, subjectId } = await newPayment(100, 'CARD', 'en');
    const browser = new Client(t.app);
    const token = formToken((await browser.get(payUrl)).body);
    await t.database.db
      .update(sandboxPayments)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(sandboxPayments.ref, ref));
    const page = await browser.get(payUrl);
    expect(page.body).toContain('This payment has expired');
    expect(page.body).not.toContain('name="token"');
    const late = await browser.form(`${payUrl}/moketi`, { token });
    expect((await bankRow(ref)).state).toBe('EXPIRED');
    const back = await browser.get(String(late.headers.location));
    expect(back.headers.location).toBe(`/payment-cancel-notification?pirkimas=${subjectId}`);
    expect((await current(id)).state).toBe('EXPIRED');
    expect(paidCount(id)).toBe(0);
    expect(closedCount(id)).toBe(1);
  });

  it('refuses forged buttons and unknown payments with a page, changing nothing', async () => {
    const { id, payUrl, ref } = await newPayment(250);
    const browser = new Client(t.app, 'en');
    const other = await newPayment(250);
    const otherToken = formToken((await browser.get(other.payUrl)).body);
    const forgeries: Record<string, string>[] = [
      { lang: 'en' },
      { token: 'x', lang: 'en' },
      { token: otherToken, lang: 'en' },
    ];
    for (const fields of forgeries) {
      const forged = await browser.form(`${payUrl}/moketi`, fields);
      expect(forged.statusCode).toBe(403);
      expect(forged.body).toContain('The action could not be confirmed');
    }
    const json = await browser.post(`${payUrl}/moketi`, { token: 1 });
    expect(json.statusCode).toBe(403);
    expect((await bankRow(ref)).state).toBe('PENDING');
    expect((await current(id)).state).toBe('CREATED');

    for (const unknown of [
      '/sandbox-bankas/mokejimas/sb_AAAAAAAAAAAAAAAAAAAAAA',
      '/sandbox-bankas/mokejimas/x',
    ]) {
      const page = await browser.get(unknown);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Payment not found');
      expect((await browser.form(`${unknown}/moketi`, { token: 'x' })).statusCode).toBe(404);
    }
  });
});

describe('returns and callbacks', () => {
  it('sends a return that names no payment to the cancel notification, never a 500', async () => {
    const browser = new Client(t.app);
    for (const id of ['not-a-payment', randomUUID(), '1', 'x'.repeat(150)]) {
      const res = await browser.get(`/api/public/mokejimai/${id}/grizimas`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/payment-cancel-notification');
    }
  });

  it('takes duplicate, late and out-of-order signed callbacks without undoing a payment', async () => {
    const { id, ref } = await newPayment(1400);
    await sandboxPay(t.database.db, ref);
    const first = await callback({ ref, status: 'PAID', amountCents: 1400 });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('SUCCESS');
    // The same callback again, then a stale CANCELLED arriving after it, sent as plain text.
    expect((await callback({ ref, status: 'PAID', amountCents: 1400 })).body).toBe('SUCCESS');
    const stale = await callback({ ref, status: 'CANCELLED', amountCents: 1400 }, undefined, 'text/plain');
    expect(stale.statusCode).toBe(200);
    expect((await current(id)).state).toBe('PAID');
    expect(paidCount(id)).toBe(1);
    expect(closedCount(id)).toBe(0);
    expect((await events(id, 'callback')).map((e) => e.providerStatus)).toEqual([
      'PAID',
      'PAID',
      'CANCELLED',
    ]);
    // A return after all that still lands on success.
    const back = await new Client(t.app).get(`/api/public/mokejimai/${id}/grizimas`);
    expect(back.headers.location).toMatch(/^\/payment-success-notification\//);
  });

  it('refuses a bad signature with 400 FAILURE and changes nothing', async () => {
    const { id, ref } = await newPayment(900);
    await sandboxPay(t.database.db, ref);
    const body = JSON.stringify({ ref, status: 'PAID', amountCents: 900 });
    const attempts = [
      callback(body, 'f'.repeat(64)),
      callback(body, signSandboxBody('another-secret-of-a-forger-0123456789', body)),
      callback(body, signSandboxBody(SECRET, `${body} `)),
      callback(body, ''),
      t.app.inject({
        method: 'POST',
        url: CALLBACK,
        payload: body,
        headers: { 'content-type': 'application/json' },
      }),
      callback('not json'),
      callback({ ref, status: 'REFUNDED', amountCents: 900 }),
      callback({ ref, status: 'PAID', amountCents: -900 }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('FAILURE');
    }
    expect((await current(id)).state).toBe('CREATED');
    expect(await events(id, 'callback')).toEqual([]);
    expect(paidCount(id)).toBe(0);
    // A correctly signed callback for a reference we never issued is not acknowledged either.
    const stranger = await callback({ ref: 'sb_BBBBBBBBBBBBBBBBBBBBBB', status: 'PAID', amountCents: 900 });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toBe('FAILURE');
    // Unless it says nothing was paid: a registration withdrawn before its purchase was stored.
    for (const status of ['CANCELLED', 'EXPIRED']) {
      const closed = await callback({ ref: 'sb_BBBBBBBBBBBBBBBBBBBBBB', status, amountCents: 900 });
      expect(closed.statusCode).toBe(200);
      expect(closed.body).toBe('SUCCESS');
    }
  });

  it('never pays a wrong amount, whether the bank says so when asked or in a callback', async () => {
    const asked = await newPayment(500);
    await sandboxPay(t.database.db, asked.ref);
    await t.database.db
      .update(sandboxPayments)
      .set({ amountCents: 50 })
      .where(eq(sandboxPayments.ref, asked.ref));
    const back = await new Client(t.app).get(`/api/public/mokejimai/${asked.id}/grizimas`);
    expect(back.headers.location).toMatch(/^\/payment-cancel-notification/);
    const failed = await current(asked.id);
    expect(failed.state).toBe('FAILED');
    expect(failed.receiptNumber).toBeNull();
    expect(paidCount(asked.id)).toBe(0);
    expect(closedCount(asked.id)).toBe(1);
    const trail = await events(asked.id, 'return');
    expect(trail.map((e) => e.payload)).toContainEqual({
      problem: 'amountMismatch',
      expectedCents: 500,
      paidCents: 50,
    });

    const told = await newPayment(500);
    await sandboxPay(t.database.db, told.ref);
    expect((await callback({ ref: told.ref, status: 'PAID', amountCents: 499 })).body).toBe('SUCCESS');
    expect((await current(told.id)).state).toBe('FAILED');
    // The bank's correct news later cannot turn a failed payment into an issued one.
    await t.app.payments.settle(told.id, 'return');
    expect((await current(told.id)).state).toBe('FAILED');
    expect(paidCount(told.id)).toBe(0);
    expect(closedCount(told.id)).toBe(1);
  });

  it('calls onPaid exactly once for 20 returns, settles and callbacks at the same time', async () => {
    const { id, ref } = await newPayment(1400);
    await sandboxPay(t.database.db, ref);
    const browser = new Client(t.app);
    await Promise.all([
      ...Array.from({ length: 7 }, () => t.app.payments.settle(id, 'return')),
      ...Array.from({ length: 7 }, () => callback({ ref, status: 'PAID', amountCents: 1400 })),
      ...Array.from({ length: 6 }, () => browser.get(`/api/public/mokejimai/${id}/grizimas`)),
    ]);
    expect(paidCount(id)).toBe(1);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
    expect(row!.state).toBe('PAID');
    const withReceipt = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.receiptNumber, row!.receiptNumber!));
    expect(withReceipt).toHaveLength(1);
  });
});

describe('the buyer, the reconciliation job and the callback job', () => {
  it('starts once, and a buyer who gives up withdraws the payment at the bank', async () => {
    const { id, payment, payUrl, ref } = await newPayment(300);
    expect(await t.app.payments.start(payment, 'again', 'en')).toBe(payUrl);
    expect(await t.app.payments.payUrl(payment)).toBe(payUrl);
    const cancelled = await t.app.payments.cancel(id);
    expect(cancelled.state).toBe('CANCELLED');
    expect((await bankRow(ref)).state).toBe('CANCELLED');
    expect(closedCount(id)).toBe(1);
    expect(await t.app.payments.payUrl(payment)).toBeNull();
    await expect(t.app.payments.start(cancelled, 'again', 'en')).rejects.toMatchObject({ status: 409 });

    // Paid at the bank a moment before the buyer gave up: paid wins.
    const raced = await newPayment(300);
    await sandboxPay(t.database.db, raced.ref);
    expect((await t.app.payments.cancel(raced.id)).state).toBe('PAID');
    expect(paidCount(raced.id)).toBe(1);
    expect(closedCount(raced.id)).toBe(0);
    expect((await t.app.payments.latestFor(raced.subjectId))?.id).toBe(raced.id);
  });

  it('completes a paid-but-abandoned payment and expires old open ones', async () => {
    const db = t.database.db;
    const back = (
      table: typeof payments | typeof sandboxPayments,
      minutes: number,
      where: ReturnType<typeof eq>,
    ) =>
      db
        .update(table)
        .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(where);

    // Paid at the bank; the browser never came back and the callback never arrived.
    const abandoned = await newPayment(100);
    await sandboxPay(db, abandoned.ref);
    await db
      .update(sandboxPayments)
      .set({ callbackAttempts: 10 })
      .where(eq(sandboxPayments.ref, abandoned.ref));
    await back(payments, 2, eq(payments.id, abandoned.id));
    // Left open at the bank too long: the bank has expired it.
    const stale = await newPayment(100);
    await back(payments, 40, eq(payments.id, stale.id));
    await back(sandboxPayments, 40, eq(sandboxPayments.ref, stale.ref));
    // Past our expiry while the bank still holds it open: withdrawn there, expired here.
    const lingering = await newPayment(100);
    await back(payments, 40, eq(payments.id, lingering.id));
    // Never reached the bank at all.
    const unstarted = await transaction(db, (tx) =>
      t.app.payments.create(tx, {
        purpose: PURPOSE,
        subjectId: randomUUID(),
        amountCents: 100,
        method: 'CARD',
      }),
    );
    await back(payments, 40, eq(payments.id, unstarted.id));
    // Fresh: left alone.
    const fresh = await newPayment(100);

    const result = await t.app.payments.reconcile();
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect(result.expired).toBeGreaterThanOrEqual(3);
    expect((await current(abandoned.id)).state).toBe('PAID');
    expect(paidCount(abandoned.id)).toBe(1);
    for (const id of [stale.id, lingering.id, unstarted.id]) {
      expect((await current(id)).state).toBe('EXPIRED');
      expect(closedCount(id)).toBe(1);
    }
    expect((await bankRow(stale.ref)).state).toBe('EXPIRED');
    expect((await bankRow(lingering.ref)).state).toBe('CANCELLED');
    expect((await current(fresh.id)).state).toBe('CREATED');
    expect((await events(abandoned.id, 'reconcile')).map((e) => e.providerStatus)).toEqual(['PAID']);

    // A second run finds nothing more to do for them.
    await t.app.payments.reconcile();
    expect(paidCount(abandoned.id)).toBe(1);
    expect(closedCount(stale.id)).toBe(1);
  });

  it('redelivers an unacknowledged callback from the scheduled job, and gives up after ten tries', async () => {
    const db = t.database.db;
    const missed = await newPayment(200);
    await sandboxPay(db, missed.ref);
    await db
      .update(sandboxPayments)
      .set({ decidedAt: sql`now() - interval '1 minute'` })
      .where(eq(sandboxPayments.ref, missed.ref));
    const hopeless = await newPayment(200);
    await sandboxPay(db, hopeless.ref);
    await db
      .update(sandboxPayments)
      .set({ decidedAt: sql`now() - interval '1 minute'`, callbackAttempts: 10 })
      .where(eq(sandboxPayments.ref, hopeless.ref));

    const ran = await t.app.scheduler.tick(new Date(Date.now() + 60 * 60_000));
    expect(ran).toEqual(expect.arrayContaining(['sandbox-callbacks', 'payment-reconcile']));
    const delivered = await bankRow(missed.ref);
    expect(delivered.callbackDeliveredAt).not.toBeNull();
    expect(delivered.callbackAttempts).toBe(1);
    expect((await current(missed.id)).state).toBe('PAID');
    expect(paidCount(missed.id)).toBe(1);
    const given = await bankRow(hopeless.ref);
    expect(given.callbackDeliveredAt).toBeNull();
    expect(given.callbackAttempts).toBe(10);
    expect((await current(hopeless.id)).state).toBe('CREATED');
  });
});

describe('in production', () => {
  it('has no sandbox bank unless explicitly allowed, and payments cannot start', async () => {
    const prod = await createTestApp(PRODUCTION_ENV, {
      gateway: {
        loginUrl: 'https://gw.example/login',
        initAuthentication: () => Promise.reject(new Error('not reachable from tests')),
        getAuthenticationData: () => Promise.reject(new Error('not reachable from tests')),
      },
    });
    try {
      const urls = prod.app.routeList.map((r) => r.url);
      expect(urls.some((u) => u.startsWith('/sandbox-bankas'))).toBe(false);
      expect(urls).not.toContain(CALLBACK);
      expect(urls).toContain('/api/public/mokejimai/:paymentId/grizimas');
      const client = new Client(prod.app);
      expect(
        (await client.form('/sandbox-bankas/mokejimas/sb_AAAAAAAAAAAAAAAAAAAAAA/moketi', {})).statusCode,
      ).toBe(404);
      expect((await client.post(CALLBACK, {})).statusCode).toBe(404);
      prod.app.payments.register(testPurpose);
      const payment = await transaction(prod.database.db, (tx) =>
        prod.app.payments.create(tx, {
          purpose: PURPOSE,
          subjectId: randomUUID(),
          amountCents: 100,
          method: 'BANK',
        }),
      );
      await expect(prod.app.payments.start(payment, 'x', 'lt')).rejects.toMatchObject({
        status: 503,
        messageId: 'payments.unavailable',
      });
    } finally {
      await prod.close();
    }
  });
});
