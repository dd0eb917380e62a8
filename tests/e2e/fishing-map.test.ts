/**
 * Browser journeys of the fishing map (issue 5 item 7): `/map` lists the demo catalogue's water
 * bodies with working filters and purchase links, draws them on a map that loads lazily (WebGL 2
 * through Chromium's software renderer here), lets a keyboard user open a water body's details from
 * the "water bodies on the map" list, and opens offline with what was viewed once. Phone and
 * desktop, Lithuanian and English; axe finds no WCAG 2.1 AA violation.
 */
import type { Browser, Page } from 'playwright-core';
import type { FishingCatalogue, WaterBodyDto } from '../../src/shared/anglers/api-types.ts';
import { launch } from '../support/browser.ts';
import { axeViolations, waitForServiceWorker } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';
import {
  chooseSecondOption,
  closeAndReopen,
  expectBottomSheet,
  type Lang,
  mapContext,
  onPage,
  onPageWithServiceWorker,
  waitForMap,
} from '../support/e2e-map.ts';

const baseUrl = e2eBaseUrl();

let browser: Browser;
let catalogue: FishingCatalogue;

beforeAll(async () => {
  browser = await launch();
  const res = await fetch(`${baseUrl}/api/public/zvejyba/katalogas`);
  expect(res.status).toBe(200);
  catalogue = (await res.json()) as FishingCatalogue;
  // The demo data (issue 5 item 8) has every kind of water body the map tells apart.
  expect(catalogue.waterBodies.length).toBeGreaterThanOrEqual(30);
});
afterAll(() => browser?.close());

const TEXT = {
  lt: {
    title: 'Žvejybos žemėlapis',
    filters: 'Filtrai',
    search: 'Pavadinimas arba kodas',
    municipality: 'Savivaldybė',
    species: 'Licencija žuvų rūšiai',
    leased: 'Išnuomotus telkinius (L05.2 leidimas)',
    limited: 'Telkinius su limituota žvejyba (L06 licencijos)',
    clear: 'Išvalyti filtrus',
    list: 'Sąrašas',
    map: 'Žemėlapis',
    count: (n: number) =>
      n % 10 === 1 && n % 100 !== 11
        ? `Rastas ${n} vandens telkinys`
        : n % 10 >= 2 && (n % 100 < 10 || n % 100 >= 20)
          ? `Rasti ${n} vandens telkiniai`
          : `Rasta ${n} vandens telkinių`,
    buyPermit: (name: string) => `Pirkti žvejybos leidimą: ${name}`,
    buyLicence: (species: string, place: string) => `Pirkti licenciją: ${species}, ${place}`,
    ticket: 'Pakanka mėgėjų žvejybos bilieto (L05.1): pirkti bilietą',
    listbox: 'Telkiniai žemėlapyje',
    close: 'Uždaryti',
    offline: /^Nėra interneto ryšio: rodoma \d{4}-\d{2}-\d{2} \d{2}:\d{2} būklė/,
    needsConnection: 'Žvejybos žemėlapiui bent kartą reikia interneto ryšio.',
    mapFailed: 'Žemėlapio įkelti nepavyko – galbūt nėra interneto ryšio.',
    noWebgl: 'Jūsų naršyklė negali parodyti žemėlapio, todėl rodomas sąrašas',
  },
  en: {
    title: 'Fishing map',
    filters: 'Filters',
    search: 'Name or code',
    municipality: 'Municipality',
    species: 'Licence for a fish species',
    leased: 'Leased water bodies (L05.2 permit)',
    limited: 'Limited fishing (L06 licences)',
    clear: 'Clear filters',
    list: 'List',
    map: 'Map',
    count: (n: number) => (n === 1 ? '1 water body found' : `${n} water bodies found`),
    buyPermit: (name: string) => `Buy a fishing permit: ${name}`,
    buyLicence: (species: string, place: string) => `Buy a licence: ${species}, ${place}`,
    ticket: 'An angler ticket (L05.1) is enough: buy a ticket',
    listbox: 'Water bodies on the map',
    close: 'Close',
    offline: /^Shown as of \d{2}-\d{2}-\d{4} \d{2}:\d{2}, offline\./,
    needsConnection: 'The fishing map needs an internet connection once.',
    mapFailed: 'The map could not be loaded, perhaps because there is no internet connection.',
    noWebgl: 'Your browser cannot show the map, so the list is shown instead.',
  },
} as const;

/** Without case or Lithuanian letters, as the page's search compares. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const byName = (lang: Lang) => new Intl.Collator(lang, { sensitivity: 'base' }).compare;

function names(bodies: WaterBodyDto[], lang: Lang): string[] {
  return bodies.map((b) => b.name).sort(byName(lang));
}

/** The names once the whole list is drawn (its first rows come with the page, the rest just after). */
async function listedNames(page: Page): Promise<string[]> {
  await page.locator('.water-body-list__items:not([aria-busy="true"])').waitFor();
  return page.locator('.water-body-list h3').allInnerTexts();
}

async function expectCount(page: Page, lang: Lang, n: number) {
  await page
    .getByRole('status')
    .filter({ hasText: TEXT[lang].count(n) })
    .waitFor();
}

/** The filters start folded on phones. */
async function openFilters(page: Page, lang: Lang) {
  const summary = page.getByText(TEXT[lang].filters, { exact: true });
  const details = page.locator('details.map-filters__details');
  if ((await details.getAttribute('open')) === null) await summary.click();
  await page.getByLabel(TEXT[lang].search).waitFor();
}

function leasedWithOffers(): WaterBodyDto {
  const body = catalogue.waterBodies.find((b) => b.leased && b.offers.length > 0);
  if (!body) throw new Error('the demo catalogue has no leased water body with offers');
  return body;
}

function limitedWithLicences(): WaterBodyDto {
  const body = catalogue.waterBodies.find((b) => b.limited && b.licences.some((l) => l.available > 0));
  if (!body) throw new Error('the demo catalogue has no limited water body with licences left');
  return body;
}

function free(): WaterBodyDto {
  const body = catalogue.waterBodies.find((b) => !b.leased && !b.limited);
  if (!body) throw new Error('the demo catalogue has no free water body');
  return body;
}

async function checkList(page: Page, lang: Lang) {
  const t = TEXT[lang];
  const all = catalogue.waterBodies;
  await page.goto('/map?vaizdas=sarasas');
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  await expectCount(page, lang, all.length);
  expect(await listedNames(page)).toEqual(names(all, lang));
  expect(await page.getByRole('button', { name: t.list }).getAttribute('aria-pressed')).toBe('true');

  await openFilters(page, lang);
  // By name, without Lithuanian letters.
  const leased = leasedWithOffers();
  const word = fold(leased.name.split(' ')[0]!);
  // Typed key by key, as a person types: no key is lost while the address follows.
  await page.getByLabel(t.search).pressSequentially(word);
  const matching = all.filter((b) => fold(b.name).includes(word));
  await expectCount(page, lang, matching.length);
  expect(await listedNames(page)).toEqual(names(matching, lang));
  expect(new URL(page.url()).searchParams.get('q')).toBe(word);
  await page.getByRole('button', { name: t.clear }).click();
  await expectCount(page, lang, all.length);

  // Leased only, then a municipality on top.
  await page.getByLabel(t.leased).check();
  const leasedOnes = all.filter((b) => b.leased);
  await expectCount(page, lang, leasedOnes.length);
  expect(await listedNames(page)).toEqual(names(leasedOnes, lang));
  await page.getByLabel(t.municipality).selectOption(leased.municipality);
  const here = leasedOnes.filter((b) => b.municipality === leased.municipality);
  await expectCount(page, lang, here.length);
  expect(await listedNames(page)).toEqual(names(here, lang));
  expect(new URL(page.url()).searchParams.get('nuomojami')).toBe('1');
  expect(new URL(page.url()).searchParams.get('savivaldybe')).toBe(leased.municipality);
  await page.getByRole('button', { name: t.clear }).click();
  await expectCount(page, lang, all.length);

  // Limited fishing with licences for one species.
  const limited = limitedWithLicences();
  const licence = limited.licences.find((l) => l.available > 0)!;
  await page.getByLabel(t.limited).check();
  await page.getByLabel(t.species).selectOption(licence.speciesCode);
  const withSpecies = all.filter(
    (b) => b.limited && b.licences.some((l) => l.speciesCode === licence.speciesCode),
  );
  await expectCount(page, lang, withSpecies.length);
  expect(await listedNames(page)).toEqual(names(withSpecies, lang));
  await page.getByRole('button', { name: t.clear }).click();
  await expectCount(page, lang, all.length);

  // The purchase actions lead to the purchase pages with the water body (and licence) chosen.
  const permitLink = page
    .getByRole('article', { name: leased.name, exact: true })
    .getByRole('link', { name: t.buyPermit(leased.name) });
  expect(await permitLink.getAttribute('href')).toBe(`/paraiskos/l05_2?telkinys=${leased.id}`);
  const species = catalogue.species.find((s) => s.code === licence.speciesCode)!;
  const licenceLink = page
    .getByRole('article', { name: limited.name, exact: true })
    .getByRole('link', {
      name: t.buyLicence(
        lang === 'lt' ? species.nameLt : species.nameEn,
        lang === 'lt' ? licence.placeLt : licence.placeEn,
      ),
    })
    .first();
  expect(await licenceLink.getAttribute('href')).toBe(
    `/paraiskos/${licence.kind}?telkinys=${limited.id}&licencija=${licence.id}`,
  );
  const ticketLink = page
    .getByRole('article', { name: free().name, exact: true })
    .getByRole('link', { name: t.ticket });
  expect(await ticketLink.getAttribute('href')).toBe('/paraiskos/l05_1');

  expect(await axeViolations(page)).toEqual([]);

  // The purchase page takes the water body and licence from the address and then tidies it
  // (replaces it), so the addresses the links opened are recorded as the router pushes them.
  await recordPushedUrls(page);
  await licenceLink.click();
  await page.waitForURL((url) => url.pathname === `/paraiskos/${licence.kind}`);
  expect(await pushedUrls(page)).toContain(
    `/paraiskos/${licence.kind}?telkinys=${limited.id}&licencija=${licence.id}`,
  );
  await page.goBack();
  await recordPushedUrls(page);
  await page
    .getByRole('article', { name: leased.name, exact: true })
    .getByRole('link', { name: t.buyPermit(leased.name) })
    .click();
  await page.waitForURL((url) => url.pathname === '/paraiskos/l05_2');
  expect(await pushedUrls(page)).toContain(`/paraiskos/l05_2?telkinys=${leased.id}`);
}

async function recordPushedUrls(page: Page) {
  await page.evaluate(() => {
    const pushed: string[] = [];
    (window as unknown as { pushedUrls: string[] }).pushedUrls = pushed;
    const push = history.pushState.bind(history);
    history.pushState = (data, unused, url) => {
      if (url) pushed.push(String(url));
      push(data, unused, url);
    };
  });
}

function pushedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { pushedUrls: string[] }).pushedUrls);
}

/** The first word of a name no other water body starts with, for the listbox's type-ahead. */
function uniqueStart(body: WaterBodyDto): string | null {
  const first = fold(body.name.split(' ')[0]!);
  const clash = catalogue.waterBodies.some((b) => b.id !== body.id && fold(b.name).startsWith(first));
  return clash ? null : first;
}

async function checkMap(page: Page, lang: Lang) {
  const t = TEXT[lang];
  await page.goto('/map');
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  await waitForMap(page);
  expect(await page.getByRole('button', { name: t.map }).getAttribute('aria-pressed')).toBe('true');

  const listbox = page.getByRole('listbox', { name: t.listbox });
  const options = await chooseSecondOption(page, t.listbox);
  const sorted = names(catalogue.waterBodies, lang);
  expect(await options.nth(1).innerText()).toContain(sorted[1]);

  const leased = catalogue.waterBodies.find((b) => b.leased && b.offers.length > 0 && uniqueStart(b));
  if (!leased) throw new Error('the demo catalogue has no leased water body with a distinct name');
  await page.keyboard.type(uniqueStart(leased)!);
  await expect.poll(() => listbox.getByRole('option', { selected: true }).innerText()).toContain(leased.name);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: leased.name, exact: true });
  await panel.waitFor();
  expect(new URL(page.url()).searchParams.get('telkinys')).toBe(leased.id);
  expect(await panel.getByRole('link', { name: t.buyPermit(leased.name) }).getAttribute('href')).toBe(
    `/paraiskos/l05_2?telkinys=${leased.id}`,
  );
  // Focus went to the details; the map page passes axe with them open.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('map-panel-title');
  expect(await axeViolations(page)).toEqual([]);
  // Closed with Escape, reopened with Enter, closed with the close button.
  await closeAndReopen(page, panel, 'telkinys', t.close);
}

describe('the fishing map, list view', () => {
  it('lists the water bodies with working filters and purchase links, on a phone in Lithuanian', async () => {
    await onPage(browser, 'phone', 'lt', (page) => checkList(page, 'lt'));
  });

  it('does the same on a desktop in English', async () => {
    await onPage(browser, 'desktop', 'en', (page) => checkList(page, 'en'));
  });

  it('draws its first rows with the page and the rest in one step after it (use-rest-later.ts)', async () => {
    await onPage(browser, 'phone', 'lt', async (page) => {
      // The number of rows after each change of the list, from the document's start.
      await page.addInitScript(() => {
        const counts: number[] = [];
        (window as unknown as { rowCounts: number[] }).rowCounts = counts;
        new MutationObserver(() => {
          const n = document.querySelectorAll('.water-body-list__items > li').length;
          if (n > 0 && n !== counts[counts.length - 1]) counts.push(n);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${baseUrl}/map?vaizdas=sarasas`);
      const all = await listedNames(page);
      expect(all).toHaveLength(catalogue.waterBodies.length);
      const counts = await page.evaluate(() => (window as unknown as { rowCounts: number[] }).rowCounts);
      // Three with the page, then all of them in one step.
      expect(counts).toEqual([3, catalogue.waterBodies.length]);
    });
  });
});

describe('the fishing map without WebGL', () => {
  it('shows the list instead and says why, with nothing lost', async () => {
    const context = await mapContext(browser, 'phone', 'en');
    try {
      // A browser that cannot draw WebGL 2 (old phones, some locked-down machines).
      await context.addInitScript(() => {
        const getContext = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (
          this: HTMLCanvasElement,
          type: string,
          ...rest: unknown[]
        ) {
          if (type === 'webgl2') return null;
          return (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest);
        } as typeof getContext;
      });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/map');
      await page.getByText(TEXT.en.noWebgl).waitFor();
      await page.locator('.water-body-list').waitFor();
      expect(await listedNames(page)).toEqual(names(catalogue.waterBodies, 'en'));
      expect(await page.getByRole('button', { name: TEXT.en.list }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      // The map's code is never fetched for a browser that cannot use it.
      expect(requested.filter((path) => path.includes('maplibre'))).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the fishing map, map view', () => {
  it('loads the map and opens a water body chosen with the keyboard, on a desktop in English', async () => {
    await onPage(browser, 'desktop', 'en', (page) => checkMap(page, 'en'));
  });

  it('does the same on a phone in Lithuanian, the details as a bottom sheet', async () => {
    await onPage(browser, 'phone', 'lt', async (page) => {
      await checkMap(page, 'lt');
      // The list's "show on the map" opens the map with that water body's details.
      const body = limitedWithLicences();
      await page.getByRole('button', { name: TEXT.lt.list }).click();
      await page
        .getByRole('article', { name: body.name, exact: true })
        .getByRole('link', { name: `Rodyti žemėlapyje: ${body.name}` })
        .click();
      await waitForMap(page);
      const sheet = page.getByRole('region', { name: body.name, exact: true });
      await expectBottomSheet(sheet);
    });
  });
});

describe('the fishing map offline', () => {
  it('opens the map and the last catalogue offline after one visit online', async () => {
    await onPageWithServiceWorker(browser, 'phone', 'lt', async (page, context) => {
      await page.goto('/map');
      await waitForServiceWorker(page);
      // Now through the worker: the map's code, its worker, the outline and the catalogue are kept.
      await page.reload();
      await waitForMap(page);
      await page.waitForFunction(async () => {
        const has = async (cache: string, part: string) =>
          (await (await caches.open(cache)).keys()).some((request) => request.url.includes(part));
        return (
          (await has('fishing-catalogue-v1', '/api/public/zvejyba/katalogas')) &&
          (await has('map-files-v1', '/map/lithuania.geojson')) &&
          (await has('lazy-chunks-v1', '/assets/maplibre-gl-worker')) &&
          (await has('lazy-chunks-v1', '/assets/maplibre-'))
        );
      });
      expect(await page.getByText(TEXT.lt.offline).count()).toBe(0);

      await context.setOffline(true);
      await page.reload();
      await waitForMap(page);
      await page.getByText(TEXT.lt.offline).waitFor();
      await expectCount(page, 'lt', catalogue.waterBodies.length);
      const cached = await page.evaluate(async () => {
        // Past the browser's own HTTP cache (the server allows a minute), to the worker's.
        const res = await fetch('/api/public/zvejyba/katalogas', { cache: 'no-store' });
        return res.headers.get('X-Served-From-Cache');
      });
      expect(cached).toBe('1');
      // Purchases are personal: never answered from a cache.
      const purchase = await page.evaluate(() =>
        fetch('/api/public/zvejyba/pirkimai/00000000-0000-0000-0000-000000000000').then(
          (res) => `answered ${res.status}`,
          () => 'failed',
        ),
      );
      expect(purchase).toBe('failed');

      await page.getByRole('button', { name: TEXT.lt.list }).click();
      await page.locator('.water-body-list').waitFor();
      expect(await listedNames(page)).toEqual(names(catalogue.waterBodies, 'lt'));
    });
  });

  it('says the map needs a connection once when nothing was kept, and falls back to the list', async () => {
    await onPageWithServiceWorker(browser, 'desktop', 'en', async (page, context) => {
      // The portal was used (a page whose texts the map page shares), the map and catalogue never.
      await page.goto('/leidimo-tikrinimas');
      await waitForServiceWorker(page);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The permit pages' messages are precached (vite.config.ts), so the page can speak offline.
      const kept = (part: string) =>
        page.evaluate(async (p) => {
          for (const name of await caches.keys()) {
            if ((await (await caches.open(name)).keys()).some((r) => r.url.includes(p))) return true;
          }
          return false;
        }, part);
      await expect.poll(() => kept('catalog-permits')).toBe(true);

      await context.setOffline(true);
      await page.goto('/map');
      await page.getByText(TEXT.en.needsConnection).waitFor();
      expect(await page.locator('.water-body-list').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // A purchase page read the catalogue online; the map's own code was never fetched: offline
      // the list shows that catalogue and says why there is no map.
      await context.setOffline(false);
      await page.goto('/paraiskos/l05_2');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(async () =>
        (await (await caches.open('fishing-catalogue-v1')).keys()).some((r) => r.url.includes('katalogas')),
      );
      await context.setOffline(true);
      await page.goto('/map');
      await page.getByText(TEXT.en.mapFailed).waitFor();
      await page.getByText(TEXT.en.offline).waitFor();
      expect(await listedNames(page)).toEqual(names(catalogue.waterBodies, 'en'));
      expect(await page.getByRole('button', { name: TEXT.en.list }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    });
  });
});
