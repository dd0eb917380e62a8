/**
 * L04 quotas in the browser (issue 19), keyboard only: the officer (Lithuanian) activates a prepared
 * season quota and allocates part of it to the demo commercial fisher's L04 permit; the fisher
 * (English) opens the quota from /kvotos, is told off for asking more than remains, asks to convert
 * part of it into hoop nets; the officer approves; /kvotos, filtered in its address, shows the new
 * balance and the hoop-net quota the conversion made, in both languages. axe's WCAG 2.1 AA rules on
 * every screen. Each run uses its own season (a random year), so a retry starts clean.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { OfficerQuotasDto, QuotaDto } from '../../src/shared/quotas/api.ts';
import { launch } from '../support/browser.ts';
import { expectNoAxeViolations } from '../support/e2e-anglers.ts';
import { apiCall, apiJson, apiLogin, apiSaveProfile } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const baseUrl = e2eBaseUrl();
const OFFICER = { code: '36502262349', first: 'Mindaugas', last: 'Stankevičius' };
const FISHER = { code: '36804120144', first: 'Algirdas', last: 'Kairys' };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function desktop(language: 'lt' | 'en', person: typeof OFFICER): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: language === 'lt' ? 'lt-LT' : 'en-GB',
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  await context.addCookies([{ name: 'lang', value: language, domain: new URL(baseUrl).hostname, path: '/' }]);
  await apiLogin(context.request, person);
  await apiSaveProfile(context.request, person.code, { email: `${person.code}@example.lt` });
  return context;
}

/** Types into a field from the keyboard, replacing what it held. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Moves focus to a button or link and presses Enter. */
async function press(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press('Enter');
}

it('officer activates and allocates, the holder converts part, the officer approves, /kvotos shows the balance', async () => {
  const officer = await desktop('lt', OFFICER);
  const fisher = await desktop('en', FISHER);

  // Set-up through the API: a prepared quota of a season of this run's own, and the coefficient.
  let year = 0;
  for (let attempt = 0; attempt < 5 && !year; attempt++) {
    const candidate = 2031 + Math.floor(Math.random() * 69);
    const res = await apiCall(officer.request, 'POST', '/api/v1/tarnyba/kvotos', {
      json: {
        season: candidate,
        type: 'L04_POLDERIS',
        kind: 'RESPUBLIKINE',
        gear: 'STATOMASIS_TINKLAS',
        totalUnits: 50,
        validFrom: `${candidate}-03-01`,
        validTo: `${candidate}-10-31`,
      },
    });
    if (res.ok()) year = candidate;
  }
  expect(year).toBeGreaterThan(0);
  await apiJson<OfficerQuotasDto>(officer.request, 'PUT', '/api/v1/tarnyba/kvotu-koeficientai', {
    json: { quotaType: 'L04_POLDERIS', fromGear: 'STATOMASIS_TINKLAS', toGear: 'VENTERIS', coefficient: 0.5 },
  });
  const permitNumber = (await apiJson<{ items: QuotaDto[] }>(fisher.request, 'GET', '/api/v1/kvotos'))
    .items[0]!.permit.number;

  // The officer, in Lithuanian: activate the quota and allocate 10 gillnets of it.
  const desk = await officer.newPage();
  await desk.goto('/tarnyba/kvotos');
  await desk.getByRole('heading', { level: 1, name: 'L04 kvotų administravimas' }).waitFor();
  const name = `Polderiai, Respublikinė, ${year}`;
  const card = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { level: 3, name }) });
  await expectNoAxeViolations(desk);
  await press(desk, card.getByRole('button', { name: `Aktyvuoti: ${name}`, exact: true }));
  await card.getByRole('status').getByText('Kvota aktyvuota.').waitFor();
  await card.getByText(/Būsena: Aktyvi\./).waitFor();
  await typeInto(desk, card.getByLabel('L04 leidimo numeris'), permitNumber);
  await typeInto(desk, card.getByLabel('Kiekis (Statomasis tinklas), vnt.'), '10');
  await desk.keyboard.press('Enter');
  await card.getByRole('status').getByText(`Skirta 10 vnt. leidimui Nr. ${permitNumber}.`).waitFor();
  await expectNoAxeViolations(desk);

  // The holder, in English: from /kvotos to the quota's conversion page.
  const page = await fisher.newPage();
  await page.goto('/kvotos');
  await page.getByRole('heading', { level: 1, name: 'Quotas' }).waitFor();
  const table = page.getByRole('table', { name: 'Quotas' });
  const link = table.getByRole('link', { name: `Polders · ${year}` });
  await expectNoAxeViolations(page);
  await press(page, link);
  await page.getByRole('heading', { level: 1, name: `Polders quota, ${year}` }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/kvotuKonvertavimas\/[0-9a-f-]{36}$/);
  expect(await page.getByLabel('Gear to convert into').inputValue()).toBe('VENTERIS');

  // More than remains: the error summary, linked to the field.
  const amount = page.getByLabel('Amount to convert (Gillnet (set net)), units');
  await typeInto(page, amount, '11');
  await page.getByLabel('Conversion date from').fill(`${year}-04-01`);
  await page.getByLabel('Conversion date to').fill(`${year}-05-01`);
  await press(page, page.getByRole('button', { name: 'Submit the request' }));
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await summary
    .getByRole('link', {
      name: "The amount to convert cannot be more than the quota's remaining amount (10).",
    })
    .waitFor();
  await expectNoAxeViolations(page);

  await typeInto(page, amount, '4');
  await page.getByText('4 units (Gillnet (set net)) become 2 units (Hoop net (venteris)).').waitFor();
  await press(page, page.getByRole('button', { name: 'Submit the request' }));
  await page
    .getByRole('status')
    .getByText('Request submitted. You will see the decision on this page.')
    .waitFor();
  await page.getByText('Submitted, awaiting decision').waitFor();
  await expectNoAxeViolations(page);

  // The officer approves it.
  await desk.reload();
  const request = desk
    .getByRole('listitem')
    .filter({ hasText: `${year}-04-01` })
    .filter({ has: desk.getByRole('button', { name: 'Patvirtinti: Algirdas Kairys', exact: true }) });
  await press(desk, request.getByRole('button', { name: 'Patvirtinti: Algirdas Kairys', exact: true }));
  await desk.getByRole('status').getByText('Konvertavimas patvirtintas: likučiai perkelti.').waitFor();
  await expectNoAxeViolations(desk);

  // /kvotos, filtered in the address: 4 converted, 6 left, and 2 hoop nets from the conversion.
  await page.goto('/kvotos?leidimoBusena=ISDUOTAS&busena=AKTYVI');
  const rows = page
    .getByRole('table', { name: 'Quotas' })
    .getByRole('row')
    .filter({ hasText: `Polders · ${year}` });
  const gillnets = rows.filter({ hasText: 'Gillnet (set net)' });
  await gillnets.waitFor();
  expect(await page.getByLabel('Permit state').inputValue()).toBe('ISDUOTAS');
  expect(await page.getByLabel('Quota status').inputValue()).toBe('AKTYVI');
  const cells = await gillnets.getByRole('cell').allTextContents();
  expect([...cells.slice(0, 2), ...cells.slice(3)]).toEqual([
    'National',
    'Active',
    'Gillnet (set net)',
    '10',
    '4',
    '6',
    `${permitNumber} (Issued)`,
  ]);
  const hoopNets = rows.filter({ hasText: 'Hoop net (venteris)' });
  expect((await hoopNets.getByRole('cell').allTextContents()).slice(3, 7)).toEqual([
    'Hoop net (venteris)',
    '2',
    '0',
    '2',
  ]);
  await expectNoAxeViolations(page);

  // A filter chosen from the keyboard goes into the address.
  await page.getByLabel('Quota status').focus();
  await page.getByLabel('Quota status').selectOption('DEAKTYVI');
  await page.waitForURL(/busena=DEAKTYVI/);
  await page.getByText('No quotas match the chosen filters.').waitFor();

  // The same page in Lithuanian.
  await fisher.addCookies([{ name: 'lang', value: 'lt', domain: new URL(baseUrl).hostname, path: '/' }]);
  await page.goto('/kvotos?leidimoBusena=ISDUOTAS&busena=AKTYVI');
  await page.getByRole('heading', { level: 1, name: 'Kvotos' }).waitFor();
  await page
    .getByRole('table', { name: 'Kvotos' })
    .getByRole('row')
    .filter({ hasText: `Polderiai · ${year}` })
    .first()
    .waitFor();
  await expectNoAxeViolations(page);
  await officer.close();
  await fisher.close();
});
