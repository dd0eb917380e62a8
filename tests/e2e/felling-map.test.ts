/**
 * Browser journeys of the forest felling map (issue 7 item 4): `/map?sluoksnis=kirtimai` lists the
 * demo fellings (src/server/demo/forest.ts) in a table with their numbers as text, narrows them by
 * municipality and period kept in the address, sorts by validity, switches layers; the map view
 * draws every permit, opens a permit's details from the keyboard list, and the last answer opens
 * offline with its age. Phone and desktop, Lithuanian and English; axe finds no WCAG 2.1 AA
 * violation.
 */
import type { Browser, Page } from 'playwright-core';
import type { FellingPermits } from '../../src/shared/felling/api-types.ts';
import { launch } from '../support/browser.ts';
import { axeViolations, waitForServiceWorker } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';
import {
  chooseSecondOption,
  closeAndReopen,
  expectBottomSheet,
  type Lang,
  onPage,
  onPageWithServiceWorker,
  waitForMap,
} from '../support/e2e-map.ts';

const baseUrl = e2eBaseUrl();

let browser: Browser;
/** Valid today, and everything since 2000 (the expired demo permit too). */
let today: FellingPermits;
let ever: FellingPermits;

async function fellings(query = ''): Promise<FellingPermits> {
  const res = await fetch(`${baseUrl}/api/public/miskai/kirtimai${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as FellingPermits;
}

beforeAll(async () => {
  browser = await launch();
  today = await fellings();
  ever = await fellings('?nuo=2000-01-01');
  // The demo seed: eight plots, seven valid today.
  expect(today.permits.length).toBeGreaterThanOrEqual(7);
  expect(ever.permits.length).toBeGreaterThan(today.permits.length);
});
afterAll(() => browser?.close());

const TEXT = {
  lt: {
    title: 'Miško kirtimų žemėlapis',
    fishingTitle: 'Žvejybos žemėlapis',
    fishing: 'Žvejyba',
    felling: 'Miško kirtimai',
    municipality: 'Savivaldybė',
    from: 'Nuo',
    to: 'Iki',
    show: 'Rodyti',
    clear: 'Išvalyti filtrus',
    list: 'Sąrašas',
    map: 'Žemėlapis',
    validUntil: 'Galioja iki',
    sortBy: 'Rikiuoti pagal',
    validUntilAscending: 'Galioja iki – didėjimo tvarka',
    cardFacts: ['Rūšis', 'Būsena', 'Savivaldybė', 'Galioja', 'Plotas', 'Kirtimų rūšys'],
    count: (n: number) =>
      n % 10 === 1 && n % 100 !== 11
        ? `Rastas ${n} leidimas ar pranešimas`
        : n % 10 >= 2 && (n % 100 < 10 || n % 100 >= 20)
          ? `Rasti ${n} leidimai ar pranešimai`
          : `Rasta ${n} leidimų ar pranešimų`,
    wrongOrder: 'Pabaigos data negali būti ankstesnė nei pradžios data',
    listbox: 'Leidimai ir pranešimai žemėlapyje',
    close: 'Uždaryti',
    offline: /^Nėra interneto ryšio: rodoma \d{4}-\d{2}-\d{2} \d{2}:\d{2} būklė/,
  },
  en: {
    title: 'Forest felling map',
    fishingTitle: 'Fishing map',
    fishing: 'Fishing',
    felling: 'Forest felling',
    municipality: 'Municipality',
    from: 'From',
    to: 'To',
    show: 'Show',
    clear: 'Clear filters',
    list: 'List',
    map: 'Map',
    validUntil: 'Valid until',
    sortBy: 'Sort by',
    validUntilAscending: 'Valid until, ascending',
    cardFacts: ['Kind', 'Status', 'Municipality', 'Valid', 'Area', 'Kinds of felling'],
    count: (n: number) => (n === 1 ? '1 permit or notice found' : `${n} permits and notices found`),
    wrongOrder: 'The end date cannot be before the start date',
    listbox: 'Permits and notices on the map',
    close: 'Close',
    offline: /^Shown as of \d{2}-\d{2}-\d{4} \d{2}:\d{2}, offline\./,
  },
} as const;

async function expectCount(page: Page, lang: Lang, n: number) {
  await page
    .getByRole('status')
    .filter({ hasText: TEXT[lang].count(n) })
    .waitFor();
}

/** The permit numbers the table (each row's heading) or, on a phone, the cards show, in their order. */
function listedNumbers(page: Page): Promise<string[]> {
  return page.locator('.felling-table tbody th, .felling-card__number').allInnerTexts();
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

const numbersOf = (answer: FellingPermits) => answer.permits.map((p) => p.number);

/** The filters start folded on phones. */
async function openFilters(page: Page, lang: Lang) {
  const details = page.locator('.felling-filters details');
  if ((await details.getAttribute('open')) === null)
    await details.getByText(lang === 'lt' ? 'Filtrai' : 'Filters', { exact: true }).click();
  await page.getByLabel(TEXT[lang].municipality, { exact: true }).waitFor();
}

async function checkList(page: Page, lang: Lang) {
  const t = TEXT[lang];
  await page.goto('/map?sluoksnis=kirtimai&vaizdas=sarasas');
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  await expectCount(page, lang, today.permits.length);
  // As the API orders them: the newest validity first.
  expect(await listedNumbers(page)).toEqual(numbersOf(today));
  expect(await page.getByRole('link', { name: t.felling }).getAttribute('aria-current')).toBe('page');
  expect(await page.getByRole('button', { name: t.list }).getAttribute('aria-pressed')).toBe('true');
  expect(await axeViolations(page)).toEqual([]);

  // By municipality: one with a demo permit.
  await openFilters(page, lang);
  const chosen = today.permits[0]!.municipality!;
  await page.getByLabel(t.municipality, { exact: true }).selectOption(chosen);
  await page.getByRole('button', { name: t.show, exact: true }).click();
  const here = today.permits.filter((p) => p.municipality === chosen);
  await expectCount(page, lang, here.length);
  expect(here.length).toBeLessThan(today.permits.length);
  expect(await listedNumbers(page)).toEqual(numbersOf({ ...today, permits: here }));
  expect(new URL(page.url()).searchParams.get('savivaldybe')).toBe(chosen);
  expect(new URL(page.url()).searchParams.get('sluoksnis')).toBe('kirtimai');

  // Back to all municipalities, over all the years: the permit that has ended appears too.
  await page.getByRole('button', { name: t.clear }).click();
  await expectCount(page, lang, today.permits.length);
  await page.getByLabel(t.from, { exact: true }).fill('2000-01-01');
  await page.getByRole('button', { name: t.show, exact: true }).click();
  await expectCount(page, lang, ever.permits.length);
  expect(await listedNumbers(page)).toEqual(numbersOf(ever));
  expect(new URL(page.url()).searchParams.get('nuo')).toBe('2000-01-01');

  // Sorted by the end of validity, soonest first: the ended one leads. A phone shows cards (no
  // column of eight hidden off screen) and sorts them with a choice; a wider screen, the headings.
  const byEnd = [...ever.permits].sort(
    (a, b) => (a.validUntil ?? '9').localeCompare(b.validUntil ?? '9') || a.number.localeCompare(b.number),
  );
  if (isPhone(page)) {
    expect(await page.locator('.felling-table').count()).toBe(0);
    await page.getByLabel(t.sortBy).selectOption({ label: t.validUntilAscending });
    expect(await listedNumbers(page)).toEqual(byEnd.map((p) => p.number));
    // Every card carries all the facts the table's eight columns had.
    const card = page.locator('.felling-card').first();
    for (const fact of t.cardFacts) await card.locator('dt').filter({ hasText: fact }).waitFor();
  } else {
    await page.getByRole('button', { name: t.validUntil, exact: true }).click();
    expect(await listedNumbers(page)).toEqual(byEnd.map((p) => p.number));
    expect(await page.getByRole('columnheader', { name: t.validUntil }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  }

  // An end before the start is refused in the form, before anything is asked.
  await page.getByLabel(t.to, { exact: true }).fill('1999-12-31');
  await page.getByRole('button', { name: t.show, exact: true }).click();
  await page.getByRole('alert').filter({ hasText: t.wrongOrder }).waitFor();
  expect(new URL(page.url()).searchParams.get('iki')).toBeNull();
  expect(await axeViolations(page)).toEqual([]);

  // The layer switch: to the fishing map and back.
  await page.getByRole('link', { name: t.fishing, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: t.fishingTitle }).waitFor();
  expect(await page.getByRole('link', { name: t.fishing, exact: true }).getAttribute('aria-current')).toBe(
    'page',
  );
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  await expectCount(page, lang, ever.permits.length);
}

async function drawn(page: Page, what: 'dots' | 'areas'): Promise<number> {
  const value = await page.locator('[data-map-ready="true"]').getAttribute(`data-drawn-${what}`);
  return Number(value ?? '-1');
}

async function checkMap(page: Page, lang: Lang) {
  const t = TEXT[lang];
  await page.goto('/map?sluoksnis=kirtimai');
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  await waitForMap(page);
  expect(await page.getByRole('button', { name: t.map }).getAttribute('aria-pressed')).toBe('true');
  // Every permit valid today is drawn: across the country as a dot each.
  await expect.poll(() => drawn(page, 'dots'), { timeout: 20_000 }).toBe(today.permits.length);

  const options = await chooseSecondOption(page, t.listbox);
  const chosen = today.permits[1]!;
  expect(await options.nth(1).innerText()).toContain(chosen.number);
  await page.keyboard.press('Enter');

  const panel = page.getByRole('region', { name: chosen.number, exact: true });
  await panel.waitFor();
  expect(new URL(page.url()).searchParams.get('leidimas')).toBe(chosen.number);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('map-panel-title');
  // Brought close: its boundary is drawn as an area now.
  await expect.poll(() => drawn(page, 'areas'), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  expect(await axeViolations(page)).toEqual([]);
  await closeAndReopen(page, panel, 'leidimas', t.close);
}

describe('the felling map, list view', () => {
  it('lists the demo fellings with working filters, sorting and layer switch, on a phone in Lithuanian', async () => {
    await onPage(browser, 'phone', 'lt', (page) => checkList(page, 'lt'));
  });

  it('does the same on a desktop in English', async () => {
    await onPage(browser, 'desktop', 'en', (page) => checkList(page, 'en'));
  });
});

describe('the felling map, map view', () => {
  it('draws the permits and opens one chosen with the keyboard, on a desktop in English', async () => {
    await onPage(browser, 'desktop', 'en', (page) => checkMap(page, 'en'));
  });

  it('does the same on a phone in Lithuanian, the details as a bottom sheet', async () => {
    await onPage(browser, 'phone', 'lt', async (page) => {
      await checkMap(page, 'lt');
      // The table's "show on the map" opens the map with that permit's details.
      const permit = today.permits[0]!;
      await page.getByRole('button', { name: TEXT.lt.list }).click();
      await page.getByRole('link', { name: `Rodyti žemėlapyje: ${permit.number}` }).click();
      await waitForMap(page);
      const sheet = page.getByRole('region', { name: permit.number, exact: true });
      await expectBottomSheet(sheet);
    });
  });
});

describe('the felling map offline', () => {
  it('shows the last answer, with its age, after one visit online', async () => {
    await onPageWithServiceWorker(browser, 'phone', 'en', async (page, context) => {
      await page.goto('/map?sluoksnis=kirtimai&vaizdas=sarasas');
      await waitForServiceWorker(page);
      // Now through the worker, which keeps the answer.
      await page.reload();
      await expectCount(page, 'en', today.permits.length);
      await page.waitForFunction(async () =>
        (await (await caches.open('felling-permits-v1')).keys()).some((r) =>
          r.url.includes('/miskai/kirtimai'),
        ),
      );
      expect(await page.getByText(TEXT.en.offline).count()).toBe(0);

      await context.setOffline(true);
      await page.reload();
      await page.getByText(TEXT.en.offline).waitFor();
      await expectCount(page, 'en', today.permits.length);
      expect(await listedNumbers(page)).toEqual(numbersOf(today));
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
