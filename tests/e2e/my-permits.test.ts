/**
 * Browser journeys of the person's lists (issue 4 items 4, 8, 9): an L13 application filed for a
 * company through the API and decided by an officer shows in /paraiskos with its state and the
 * state filter; its permit in /leidimai with its data, history and PDF; the officer's message in
 * /pranesimai/gauti, marked read when opened. The pages pass axe's WCAG 2.1 AA rules.
 */

import { createRequire } from 'node:module';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import type { ApplicationDetail, Page as ListPage, MessageDto } from '../../src/shared/permits/api-types.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../src/shared/permits/kinds/l13/example.ts';
import { launch, requestsDone, trackPageRequests } from '../support/browser.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';
import { payFeeByRequest } from '../support/e2e-fees.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const COMPANY = { code: '110051834', name: 'UAB „Baltijos atliekos“' };

let browser: Browser;
const baseUrl = e2eBaseUrl();

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** axe is added as a script tag, so the context bypasses CSP for the test's own script only. */
async function newContext(size: 'phone' | 'desktop' = 'desktop'): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'lt-LT',
    bypassCSP: true,
    viewport: size === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    ...(size === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
  await context.addCookies([{ name: 'lang', value: 'lt', domain: new URL(baseUrl).hostname, path: '/' }]);
  trackPageRequests(context);
  return context;
}

/** The context's API client: it shares the browser's cookies, so logging in here logs the pages in. */
async function xsrf(context: BrowserContext): Promise<Record<string, string>> {
  let token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) {
    await context.request.get('/api/health');
    token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  }
  return { 'x-xsrf-token': token ?? '' };
}

async function call<T>(
  context: BrowserContext,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const request: APIRequestContext = context.request;
  const res =
    method === 'GET'
      ? await request.get(url)
      : await request.post(url, { headers: await xsrf(context), data: data ?? {} });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (res.headers()['content-type'] ?? '').includes('json')
    ? ((await res.json()) as T)
    : (undefined as T);
}

/** The test login (dummy ticket → postback), then the represented person chosen as the chooser does. */
async function logIn(
  context: BrowserContext,
  person: { code: string; first: string; last: string },
  actingFor: string,
  company?: { code: string; name: string },
) {
  const form: Record<string, string> = {
    asmensKodas: person.code,
    vardas: person.first,
    pavarde: person.last,
  };
  if (company) Object.assign(form, { imonesKodas: company.code, imonesPavadinimas: company.name });
  const dummy = await context.request.post('/api/auth/viisp/dummy-login', {
    headers: await xsrf(context),
    form,
  });
  expect(dummy.status(), await dummy.text()).toBe(200);
  const { id, imonesKodas } = (await dummy.json()) as { id: string; imonesKodas: string | null };
  await call(context, 'POST', '/api/auth/viisp/postback', {
    ticket: id,
    ...(imonesKodas ? { imonesKodas } : {}),
  });
  const info = await call<{ atstovaujamiAsmenys: { code: string }[] }>(
    context,
    'GET',
    '/api/auth/viisp/user-info',
  );
  const index = info.atstovaujamiAsmenys.findIndex((p) => p.code === actingFor);
  expect(index, `${actingFor} among the represented persons`).toBeGreaterThanOrEqual(0);
  await call(context, 'POST', `/api/v1/profilis/keisti/${index}`);
}

/** Nothing is loading any more: no spinner, no request running. */
async function settled(page: Page) {
  await page.locator('main').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.spinner').length === 0);
  await requestsDone(page);
}

async function expectNoAxeViolations(page: Page) {
  await settled(page);
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is added to the page above, it has no types here.
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(
      (v: { id: string; help: string; nodes: { target: string[] }[] }) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  });
  expect(violations, page.url()).toEqual([]);
}

describe('my applications, permits and messages', () => {
  let company: BrowserContext;
  let officer: BrowserContext;
  let application: ApplicationDetail;
  const subject = `Dėl licencijos sąlygų ${Date.now()}`;

  beforeAll(async () => {
    company = await newContext('phone');
    officer = await newContext();
    await logIn(company, { code: '37505041234', first: 'Tomas', last: 'Kazlauskas' }, COMPANY.code, COMPANY);
    await logIn(officer, { code: '36502262349', first: 'Mindaugas', last: 'Stankevičius' }, '36502262349');

    const draft = await call<ApplicationDetail>(company, 'POST', '/api/v1/paraiskos/l13', { type: 'NAUJA' });
    for (const type of l13ExampleDocuments) {
      await call(company, 'POST', `/api/v1/paraiskos/l13/${draft.id}/dokumentai`, {
        type,
        title: `${type} dokumentas`,
        confidential: false,
        url: `https://dokumentai.example.lt/${type}.pdf`,
      });
    }
    application = await call<ApplicationDetail>(
      company,
      'POST',
      `/api/v1/paraiskos/l13/${draft.id}/veiksmai/submit`,
      {
        data: { ...l13Example, ...companyContactsExample },
        revision: draft.revision,
      },
    );
    expect(application.state).toBe('PATEIKTA');
  });
  afterAll(async () => {
    await company?.close();
    await officer?.close();
  });

  it('lists the submitted application with its state and filters by state through the address', async () => {
    const page = await company.newPage();
    await page.goto('/paraiskos');
    const row = page.getByRole('listitem').filter({
      has: page.getByRole('link', { name: `Paraiška Nr. ${application.number}` }),
    });
    await row.waitFor();
    expect(await row.locator('.state-badge').innerText()).toBe('Pateikta');
    await row.getByText('L13 · ').waitFor();
    await page
      .getByText(/Paraiškos, pateiktos ar ruošiamos atstovaujamo asmens vardu: UAB „Baltijos atliekos“/)
      .waitFor();

    // Another state: the application leaves the list, and the address keeps the filter.
    await page.getByLabel('Būsena').selectOption('GRAZINTA');
    await page.getByRole('button', { name: 'Rodyti' }).click();
    await page.waitForURL(/\/paraiskos\?state=GRAZINTA$/);
    await settled(page);
    expect(await page.getByRole('link', { name: `Paraiška Nr. ${application.number}` }).count()).toBe(0);
    expect(await page.getByLabel('Būsena').inputValue()).toBe('GRAZINTA');

    await page.getByLabel('Būsena').selectOption('PATEIKTA');
    await page.getByRole('button', { name: 'Rodyti' }).click();
    await page.waitForURL(/\/paraiskos\?state=PATEIKTA$/);
    await page.getByRole('link', { name: `Paraiška Nr. ${application.number}` }).waitFor();
    await expectNoAxeViolations(page);

    // Back returns to the previous filter.
    await page.goBack();
    await page.waitForURL(/\/paraiskos\?state=GRAZINTA$/);
    await settled(page);
    expect(await page.getByLabel('Būsena').inputValue()).toBe('GRAZINTA');
    await page.close();
  });

  describe('after the officer accepts it', () => {
    beforeAll(async () => {
      await call(officer, 'POST', `/api/v1/tarnyba/paraiskos/${application.id}/veiksmai/take`, {});
      application = await call<ApplicationDetail>(
        officer,
        'POST',
        `/api/v1/tarnyba/paraiskos/${application.id}/veiksmai/accept`,
        { priceCents: 5800 },
      );
      expect(application.state).toBe('PRIIMTA');
      expect(application.permitId).toBeTruthy();
      // The licence's state fee (issue 20), paid online in the sandbox bank: the permit is issued.
      await payFeeByRequest(company.request, 'l13', application.id);
      await call(officer, 'POST', `/api/v1/tarnyba/paraiskos/${application.id}/pranesimai`, {
        subject,
        body: 'Primename, kad licencijos sąlygos įsigalioja nuo išdavimo dienos.\nSėkmės!',
      });
    });

    it('shows the permit in /leidimai and its page with data, history and a PDF', async () => {
      const page = await company.newPage();
      await page.goto('/leidimai');
      const link = page.getByRole('link', { name: `Leidimas Nr. ${application.permitNumber}` });
      await link.waitFor();
      const row = page.getByRole('listitem').filter({ has: link });
      expect(await row.locator('.state-badge').innerText()).toBe('Galiojantis');
      await row.getByText(/neterminuotai/).waitFor();
      await expectNoAxeViolations(page);

      await link.click();
      await page.waitForURL(`**/leidimai/l13/${application.permitId}`);
      await page
        .getByRole('heading', { level: 1, name: `Leidimas Nr. ${application.permitNumber}` })
        .waitFor();
      await page.getByText('58,00 €').waitFor();
      await page.getByText('UAB „Baltijos atliekos“ (110051834)').waitFor();
      // The permit's data, named by the kind's form.
      await page.getByText('Klaipėdos pavojingųjų atliekų aikštelė').first().waitFor();
      const history = page.locator('section', {
        has: page.getByRole('heading', { name: 'Būsenų istorija' }),
      });
      await history.getByText('Išduota').first().waitFor();
      // The application it came from.
      const fromApplication = page.getByRole('link', { name: `Paraiška Nr. ${application.number}` });
      expect(await fromApplication.getAttribute('href')).toBe(`/paraiskos/l13/${application.id}`);

      const download = page.getByRole('link', { name: 'Atsisiųsti leidimą (PDF)' });
      expect(await download.getAttribute('download')).not.toBeNull();
      const pdf = await company.request.get((await download.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await expectNoAxeViolations(page);

      // The download page of the kind lists it with its own PDF link.
      await page.goto('/atsisiusti/l13');
      await page
        .getByRole('link', { name: `Atsisiųsti leidimą Nr. ${application.permitNumber} (PDF)` })
        .waitFor();
      // One permit's download page: its state, the PDF and the way to check the QR code.
      await page.getByRole('link', { name: `Leidimas Nr. ${application.permitNumber}` }).click();
      await page.waitForURL(`**/atsisiusti/l13/${application.permitId}`);
      await page.getByRole('link', { name: 'Tikrinti leidimą' }).waitFor();
      expect(await page.locator('.state-badge').innerText()).toBe('Galiojantis');
      const pdfLink = page.getByRole('link', {
        name: `Atsisiųsti leidimą Nr. ${application.permitNumber} (PDF)`,
      });
      expect(await pdfLink.getAttribute('href')).toBe(`/api/v1/atsisiusti/l13/${application.permitId}`);
      await expectNoAxeViolations(page);
      await page.close();
    });

    it('shows the accepted application and its unread messages in /paraiskos', async () => {
      const page = await company.newPage();
      await page.goto('/paraiskos?state=PRIIMTA');
      const row = page.getByRole('listitem').filter({
        has: page.getByRole('link', { name: `Paraiška Nr. ${application.number}` }),
      });
      await row.waitFor();
      expect(await row.locator('.state-badge').innerText()).toBe('Priimta');
      await row.getByText(/\d+ neperskaity/).waitFor();
      await page.close();
    });

    it('shows the officer message in /pranesimai/gauti and marks it read when opened', async () => {
      const page = await company.newPage();
      await page.goto('/pranesimai/gauti');
      const toggle = page.getByRole('button', { name: `Neperskaitytas: ${subject}` });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await expectNoAxeViolations(page);

      const marked = page.waitForResponse(
        (r) => r.url().includes('/perskaityta') && r.request().method() === 'POST',
      );
      await toggle.click();
      expect((await marked).status()).toBe(204);
      await page.getByText('Primename, kad licencijos sąlygos įsigalioja').waitFor();
      await page.getByRole('button', { name: subject, exact: true }).waitFor();
      const item = page.getByRole('listitem').filter({ hasText: subject });
      expect(
        await item.getByRole('link', { name: `Paraiška Nr. ${application.number}` }).getAttribute('href'),
      ).toBe(`/paraiskos/l13/${application.id}`);

      const received = await call<ListPage<MessageDto>>(company, 'GET', '/api/v1/pranesimai/gauti');
      expect(received.items.find((m) => m.subject === subject)?.readAt).toBeTruthy();
      await page.close();
    });

    it('shows the lists of another represented person at once after a switch in the user menu', async () => {
      const page = await company.newPage();
      await page.goto('/paraiskos');
      const mine = page.getByRole('link', { name: `Paraiška Nr. ${application.number}` });
      await mine.waitFor();
      await page.locator('.user-menu__button').click();
      await page.getByRole('button', { name: /Keisti atstovaujamą asmenį/ }).click();
      const chooser = page.getByRole('dialog', { name: 'Atstovaujamo asmens pasirinkimas' });
      await chooser.getByRole('button', { name: 'Pasirinkti: Tomas Kazlauskas' }).click();
      await chooser.waitFor({ state: 'detached' });
      await page.getByText(/atstovaujamo asmens vardu: Tomas Kazlauskas \(37505041234\)/).waitFor();
      await settled(page);
      // Tomas himself filed nothing: the company's application is gone, the empty list says what to do.
      expect(await mine.count()).toBe(0);
      await page.getByText(/^Paraiškų dar neturite\./).waitFor();
      await page.close();
    });
  });
});
