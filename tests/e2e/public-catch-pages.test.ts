/**
 * Browser journeys of the public catch report and the public permit lookup (issue 6 item 4), on a
 * phone in Lithuanian and on a desktop in English, against the built app and the real server:
 * - two anglers buy L06.2 salmon cards (logged in, as ADR 0009 asks) and pay in the sandbox bank;
 *   one files a catch report through the API (with an Idempotency-Key), which ends his card;
 * - `/ataskaita/l06_2` shows the API's rows and the chart of fish kept per month; the filters go to
 *   the address and change the rows; a period without reports says so; the table sorts with
 *   `aria-sort`; offline, the page says so and keeps the filters;
 * - `/leidimo-paieska/l06_2` finds both cards with the holder's initials only (no name anywhere in
 *   the page), says "not found" for a number with a right check digit that no permit has, refuses a
 *   wrong check digit without asking the server, and tells a 429 as "wait a minute";
 * - both pages pass axe's WCAG 2.1 AA rules.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { AnglerTicket, FishingCatalogue, LicenceDto } from '../../src/shared/anglers/api-types.ts';
import type { PublicCatchReport } from '../../src/shared/anglers/catch-reports.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import { makePermitNumber } from '../../src/shared/permits/permit-number.ts';
import { holderInitials } from '../../src/shared/permits/permit-seal.ts';
import { launch, newContext, WITH_SERVICE_WORKER } from '../support/browser.ts';
import {
  expectNoAxeViolations,
  payByRequest,
  personCodes,
  phoneContext,
  startPurchase,
  ticketRequest,
} from '../support/e2e-anglers.ts';
import { apiJson, apiLogin } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const baseUrl = e2eBaseUrl();
const TODAY = todayInLithuania();
const YEAR = TODAY.slice(0, 4);

let browser: Browser;
/** The logged-in buyers' contexts and the anonymous visitor's requests. */
let setup: BrowserContext;

/** This file's own anglers are born 1985-03-12. */
const personCode = personCodes('850312');
const reporter = { code: personCode(1), first: 'Aurimas', last: 'Lašinskas' };
const holder = { code: personCode(2), first: 'Dovilė', last: 'Upelytė' };

let licence: LicenceDto;
let waterBodyName: string;
let species: { lt: string; en: string };
/** The reporter's card, ended by its report; the holder's card, still valid. */
let endedCard: AnglerTicket;
let validCard: AnglerTicket;

/** A day's L06.2 card for the angler, bought logged in and paid through the bank. */
async function buySalmonCard(angler: typeof reporter): Promise<AnglerTicket> {
  const context = await phoneContext(browser, 'lt');
  try {
    await apiLogin(context.request, angler);
    const { period: _period, ...request } = ticketRequest(angler);
    await payByRequest(
      context,
      await startPurchase(context, { ...request, kind: 'l06_2', licenceId: licence.id }),
    );
    const mine = await apiJson<AnglerTicket[]>(context.request, 'GET', '/api/v1/zvejyba/bilietai');
    const card = mine.find((t) => t.kind === 'l06_2');
    expect(card, `${angler.first}'s L06.2 card`).toBeDefined();
    return card!;
  } finally {
    await context.close();
  }
}

/** Files one catch report as the phone's outbox sends it: anonymous, proved by the number, name and security code. */
async function fileReport(card: AnglerTicket, angler: typeof reporter, amount: number, lengthCm: number) {
  const id = randomUUID();
  const now = Date.now();
  await setup.request.get('/api/health');
  const token = (await setup.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  const response = await setup.request.post('/api/public/zvejyba/laimikis', {
    headers: { 'Idempotency-Key': id, 'X-XSRF-TOKEN': token ?? '' },
    data: {
      id,
      permitNumber: card.number,
      firstName: angler.first,
      lastName: angler.last,
      securityCode: card.securityCode,
      speciesCode: licence.speciesCode,
      amount,
      lengthCm,
      sex: 'PATELE',
      eelCaught: false,
      caughtAt: new Date(now - 4 * 60_000).toISOString(),
      savedAt: new Date(now - 3 * 60_000).toISOString(),
      sentAt: new Date(now).toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The public report as the API answers it (the page must show the same). */
function apiReport(query: string): Promise<PublicCatchReport> {
  return apiJson<PublicCatchReport>(setup.request, 'GET', `/api/public/zvejyba/laimikis/ataskaita?${query}`);
}

let before: PublicCatchReport;

beforeAll(async () => {
  browser = await launch();
  setup = await newContext(browser, baseUrl);
  const catalogue = await apiJson<FishingCatalogue>(setup.request, 'GET', '/api/public/zvejyba/katalogas');
  const found = catalogue.waterBodies
    .flatMap((body) => body.licences.map((l) => ({ body, l })))
    .find(
      ({ l }) =>
        l.kind === 'l06_2' &&
        l.amount > 0 &&
        !l.released &&
        l.available >= 2 &&
        l.fishingFrom <= TODAY &&
        TODAY <= l.fishingTo,
    );
  expect(found, 'an L06.2 licence in season today in the demo catalogue').toBeDefined();
  licence = found!.l;
  waterBodyName = found!.body.name;
  const fish = catalogue.species.find((s) => s.code === licence.speciesCode)!;
  species = { lt: fish.nameLt, en: fish.nameEn };

  before = await apiReport(`telkinys=${licence.waterBodyId}&rusis=${licence.speciesCode}`);
  endedCard = await buySalmonCard(reporter);
  validCard = await buySalmonCard(holder);
  await fileReport(endedCard, reporter, 1, 74.5);
});
afterAll(async () => {
  await setup?.close();
  await browser?.close();
});

it('the API counts the new report in the water body’s row and in this month', async () => {
  const after = await apiReport(`telkinys=${licence.waterBodyId}&rusis=${licence.speciesCode}`);
  const fish = (report: PublicCatchReport) => report.rows.reduce((sum, row) => sum + row.fish, 0);
  const month = (report: PublicCatchReport) =>
    report.byMonth.find((m) => m.month === TODAY.slice(0, 7))?.fish ?? 0;
  expect(fish(after)).toBe(fish(before) + 1);
  expect(month(after)).toBe(month(before) + 1);
  expect(after.rows).toHaveLength(1);
});

const TEXTS = {
  lt: {
    size: 'phone',
    title: 'Sugautų žuvų ataskaita',
    waterBody: 'Vandens telkinys',
    species: 'Žuvų rūšis',
    from: 'Laikotarpis nuo',
    to: 'Laikotarpis iki',
    show: 'Rodyti ataskaitą',
    clear: 'Išvalyti filtrus',
    fishColumn: 'Pasilikta žuvų',
    chartSummary: /^Stulpelinė diagrama: pasiliktos žuvys pagal mėnesius/,
    showTable: 'Rodyti diagramos skaičius lentele',
    thisMonth: `${YEAR} m. lapkritis`,
    monthLabel: 'lapkr.',
    empty: 'Pagal pasirinktus filtrus laimikio ataskaitų nėra.',
    offline: 'Ataskaitos įkelti nepavyko: nėra interneto ryšio.',
    total: 'Iš viso',
    lookupTitle: 'Leidimo paieška',
    number: 'Leidimo numeris',
    check: 'Tikrinti',
    valid: 'Galioja',
    notValid: 'Negalioja',
    ended: 'Pasibaigęs',
    notFound: 'Nerastas',
    checkDigit: 'Tokio leidimo numerio nebūna',
    tooMany: 'Per daug paieškų iš jūsų interneto ryšio. Palaukite minutę ir bandykite dar kartą.',
    holder: 'Turėtojas (inicialai)',
  },
  en: {
    size: 'desktop',
    title: 'Report of fish caught',
    waterBody: 'Water body',
    species: 'Fish species',
    from: 'Period from',
    to: 'Period to',
    show: 'Show report',
    clear: 'Clear filters',
    fishColumn: 'Fish kept',
    chartSummary: /^Bar chart of fish kept per month/,
    showTable: 'Show the chart’s numbers as a table',
    thisMonth: `November ${YEAR}`,
    monthLabel: 'Nov',
    empty: 'There are no catch reports for these filters.',
    offline: 'The report could not be loaded because there is no internet connection.',
    total: 'Total',
    lookupTitle: 'Permit lookup',
    number: 'Permit number',
    check: 'Check',
    valid: 'Valid',
    notValid: 'Not valid',
    ended: 'Expired',
    notFound: 'Not found',
    checkDigit: 'There is no such permit number',
    tooMany: 'Too many lookups from your connection. Wait a minute and try again.',
    holder: 'Holder (initials)',
  },
} as const;

/** An anonymous visitor in the language, on a phone or a desktop, axe allowed in. */
async function visitor(language: 'lt' | 'en', extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  if (TEXTS[language].size === 'phone') return phoneContext(browser, language, extra);
  const context = await browser.newContext({
    ...extra,
    baseURL: baseUrl,
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  await context.addCookies([{ name: 'lang', value: language, domain: new URL(baseUrl).hostname, path: '/' }]);
  return context;
}

/** The table's body rows as the cells' texts. */
function bodyRows(page: Page) {
  return page
    .locator('table.catch-table:not(.catch-table--months) tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td')).map((cell) => (cell as HTMLElement).innerText.trim()),
      ),
    );
}

async function reportShown(page: Page) {
  await page.locator('main h1').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('main .spinner').length === 0);
}

describe.each(['lt', 'en'] as const)('the public report of caught fish (%s)', (language) => {
  const text = TEXTS[language];
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // Its last journey goes offline.
    context = await visitor(language, WITH_SERVICE_WORKER);
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('shows this year’s rows and the chart as the API has them', async () => {
    await page.goto('/ataskaita/l06_2');
    await reportShown(page);
    expect(await page.locator('main h1').innerText()).toBe(text.title);
    const api = await apiReport('');
    const row = api.rows.find(
      (r) => r.waterBodyId === licence.waterBodyId && r.speciesCode === licence.speciesCode,
    )!;
    expect(row.fish).toBeGreaterThanOrEqual(1);

    const rows = await bodyRows(page);
    expect(rows).toHaveLength(api.rows.length);
    const shown = rows.find((cells) => cells[0] === waterBodyName && cells[1] === species[language]);
    expect(shown, JSON.stringify(rows)).toBeDefined();
    expect(shown![2]).toBe(String(row.fish));
    expect(shown![3]).toBe(String(row.reports));
    const total = api.rows.reduce((sum, r) => sum + r.fish, 0);
    expect(await page.locator('tfoot tr').innerText()).toContain(text.total);
    expect(await page.locator('tfoot td').first().innerText()).toBe(String(total));

    // The chart: a picture named by its summary, a bar for this month, month labels in the language.
    const chart = page.getByRole('img', { name: text.chartSummary });
    expect(await chart.getAttribute('aria-label')).toContain(String(total));
    expect(await page.locator('.catch-chart__bar').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('.catch-chart__month').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining(text.monthLabel)]),
    );
    // The same numbers as a table.
    await page.getByText(text.showTable).click();
    const monthRow = page.locator('table.catch-table--months tr').filter({ hasText: text.thisMonth });
    expect(await monthRow.locator('td').innerText()).toBe(
      String(api.byMonth.find((m) => m.month === TODAY.slice(0, 7))!.fish),
    );
    await expectNoAxeViolations(page);
  });

  it('puts the filters in the address and shows their rows; a period without reports says so', async () => {
    await page.getByLabel(text.waterBody, { exact: true }).selectOption(licence.waterBodyId);
    await page.getByLabel(text.species, { exact: true }).selectOption(licence.speciesCode);
    await page.getByRole('button', { name: text.show }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('telkinys') === licence.waterBodyId &&
        url.searchParams.get('rusis') === licence.speciesCode &&
        url.searchParams.get('nuo') === `${YEAR}-01-01` &&
        url.searchParams.get('iki') === TODAY,
    );
    await reportShown(page);
    const api = await apiReport(`telkinys=${licence.waterBodyId}&rusis=${licence.speciesCode}`);
    const rows = await bodyRows(page);
    expect(rows).toEqual([
      [
        waterBodyName,
        species[language],
        String(api.rows[0]!.fish),
        String(api.rows[0]!.reports),
        expect.stringMatching(/^\d+[.,]\d$/),
      ],
    ]);

    // The address alone shows the same report (a shared link).
    const again = await context.newPage();
    await again.goto(page.url());
    await reportShown(again);
    expect(await bodyRows(again)).toEqual(rows);
    expect(await again.getByLabel(text.waterBody, { exact: true }).inputValue()).toBe(licence.waterBodyId);
    await again.close();

    // Last year's January had no salmon cards: the empty state, the filters in the address.
    await page.getByLabel(text.from, { exact: true }).fill(`${Number(YEAR) - 1}-01-01`);
    await page.getByLabel(text.to, { exact: true }).fill(`${Number(YEAR) - 1}-01-31`);
    await page.getByRole('button', { name: text.show }).click();
    await page.waitForURL((url) => url.searchParams.get('iki') === `${Number(YEAR) - 1}-01-31`);
    await reportShown(page);
    await page.getByText(text.empty).waitFor();
    expect(await page.locator('table.catch-table').count()).toBe(0);
    await expectNoAxeViolations(page);

    // Back: the previous report again.
    await page.goBack();
    await reportShown(page);
    expect(await bodyRows(page)).toEqual(rows);

    // Clearing the filters: this year, every water body and species, nothing in the address.
    await page.getByLabel(text.from, { exact: true }).fill(`${YEAR}-02-01`);
    await page.getByRole('button', { name: text.clear }).click();
    await page.waitForURL((url) => url.search === '');
    await reportShown(page);
    expect(await page.getByLabel(text.waterBody, { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel(text.from, { exact: true }).inputValue()).toBe(`${YEAR}-01-01`);
    expect(await page.getByLabel(text.to, { exact: true }).inputValue()).toBe(TODAY);
  });

  it('sorts by a column with aria-sort, kept in the address', async () => {
    await page.goto('/ataskaita/l06_2');
    await reportShown(page);
    const fishHeading = page
      .locator('table.catch-table:not(.catch-table--months) thead th')
      .filter({ hasText: text.fishColumn });
    expect(await fishHeading.getAttribute('aria-sort')).toBe('descending');
    const waterHeading = page
      .locator('table.catch-table:not(.catch-table--months) thead th')
      .filter({ hasText: text.waterBody });
    expect(await waterHeading.getAttribute('aria-sort')).toBeNull();
    await waterHeading.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('rikiuoti') === 'waterBody-asc');
    await expect.poll(() => waterHeading.getAttribute('aria-sort')).toBe('ascending');
    expect(await fishHeading.getAttribute('aria-sort')).toBeNull();
    // Water bodies' names are Lithuanian: in Lithuanian order in both languages (Š after S, Ž last).
    const names = (await bodyRows(page)).map((cells) => cells[0]!);
    expect(names).toEqual([...names].sort(new Intl.Collator('lt').compare));
    // The keyboard reaches the headings' buttons and turns the sort round.
    await waterHeading.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('rikiuoti') === 'waterBody-desc');
    await expect.poll(() => waterHeading.getAttribute('aria-sort')).toBe('descending');
  });

  it('offline, says the report could not be loaded and keeps the filters', async () => {
    await page.goto('/ataskaita/l06_2');
    await reportShown(page);
    await context.setOffline(true);
    try {
      await page.getByLabel(text.species, { exact: true }).selectOption(licence.speciesCode);
      await page.getByRole('button', { name: text.show }).click();
      await page.getByText(text.offline).waitFor();
      expect(new URL(page.url()).searchParams.get('rusis')).toBe(licence.speciesCode);
      expect(await page.getByLabel(text.species, { exact: true }).inputValue()).toBe(licence.speciesCode);
      expect(await page.getByLabel(text.from, { exact: true }).inputValue()).toBe(`${YEAR}-01-01`);
      // The water bodies' list is still there to choose from.
      expect(
        await page.getByLabel(text.waterBody, { exact: true }).locator('option').count(),
      ).toBeGreaterThan(1);
    } finally {
      await context.setOffline(false);
    }
    // Back online, the report comes by itself.
    await page.locator('table.catch-table:not(.catch-table--months)').waitFor();
    expect(await page.getByText(text.offline).count()).toBe(0);
  });
});

describe.each(['lt', 'en'] as const)('the public permit lookup (%s)', (language) => {
  const text = TEXTS[language];
  let context: BrowserContext;
  let page: Page;
  const lookups: string[] = [];
  beforeAll(async () => {
    context = await visitor(language);
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.url().includes('/api/public/zvejyba/leidimai/')) lookups.push(request.url());
    });
  });
  afterAll(() => context?.close());

  async function lookUp(number: string) {
    await page.getByLabel(text.number, { exact: true }).fill(number);
    await page.getByRole('button', { name: text.check }).click();
  }

  async function noNameIn(angler: typeof reporter) {
    const body = await page.locator('body').innerText();
    const html = await page.content();
    for (const name of [angler.first, angler.last]) {
      expect(body).not.toContain(name);
      expect(html).not.toContain(name);
    }
  }

  it('finds a valid card with the holder’s initials only, and keeps the number in the address', async () => {
    await page.goto('/leidimo-paieska/l06_2');
    await reportShown(page);
    expect(await page.locator('main h1').innerText()).toBe(text.lookupTitle);
    expect(await page.getByLabel(text.number, { exact: true }).getAttribute('inputmode')).toBe('numeric');
    await lookUp(`${validCard.number.slice(0, 4)} ${validCard.number.slice(4)}`);
    await page.waitForURL((url) => url.searchParams.get('numeris') === validCard.number);
    const verdict = page.locator('.permit-lookup__verdict');
    await verdict.waitFor();
    expect(await verdict.locator('strong').innerText()).toBe(text.valid);
    const facts = await page.locator('.facts').innerText();
    expect(facts).toContain(text.holder);
    expect(facts).toContain(holderInitials(`${holder.first} ${holder.last}`, 'person'));
    expect(facts).toContain(validCard.number);
    expect(facts).toContain('L06.2');
    expect(facts).toContain(waterBodyName);
    expect(facts).toContain(species[language]);
    await noNameIn(holder);
    await expectNoAxeViolations(page);
  });

  it('shows a card ended by its catch report as not valid, from a shared address', async () => {
    await page.goto(`/leidimo-paieska/l06_2?numeris=${endedCard.number}`);
    const verdict = page.locator('.permit-lookup__verdict');
    await verdict.waitFor();
    expect(await verdict.locator('strong').innerText()).toBe(text.notValid);
    expect(await verdict.innerText()).toContain(text.ended);
    expect(await page.getByLabel(text.number, { exact: true }).inputValue()).toBe(endedCard.number);
    expect(await page.locator('.facts').innerText()).toContain(
      holderInitials(`${reporter.first} ${reporter.last}`, 'person'),
    );
    await noNameIn(reporter);
  });

  it('says not found for a number with a right check digit that no permit has', async () => {
    const nobody = makePermitNumber(6, Number(YEAR), 987_654);
    await lookUp(nobody);
    await page.waitForURL((url) => url.searchParams.get('numeris') === nobody);
    const verdict = page.locator('.permit-lookup__verdict');
    await verdict.filter({ hasText: text.notFound }).waitFor();
    expect(await verdict.innerText()).toContain(nobody);
    expect(await page.locator('.facts').count()).toBe(0);
  });

  it('refuses a wrong check digit before asking the server', async () => {
    const asked = lookups.length;
    const typo = `${validCard.number.slice(0, 10)}${(Number(validCard.number[10]) + 1) % 10}`;
    await lookUp(typo);
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain(text.checkDigit);
    expect(await page.locator(`#permit-lookup-number-error`).innerText()).toContain(text.checkDigit);
    expect(await page.getByLabel(text.number, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // Focus moved to the summary, and its link leads to the field.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    await summary.getByRole('link').click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('permit-lookup-number');
    expect(lookups.length).toBe(asked);
    expect(new URL(page.url()).searchParams.get('numeris')).not.toBe(typo);
    await expectNoAxeViolations(page);
  });

  it('tells the server’s limit as "wait a minute"', async () => {
    // The server's own limit is 30 a minute per address; answering 429 here keeps it for other journeys.
    await page.route('**/api/public/zvejyba/leidimai/**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '60' },
        body: JSON.stringify({ message: 'Too many requests' }),
      }),
    );
    try {
      await lookUp(validCard.number);
      await page.getByText(text.tooMany).waitFor();
      expect(await page.locator('.facts').count()).toBe(0);
    } finally {
      await page.unroute('**/api/public/zvejyba/leidimai/**');
    }
  });
});
