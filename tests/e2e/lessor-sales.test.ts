/**
 * The lessors' market end to end (issue 18): UAB „Žuvėdra“'s head creates a limited-fishing offer
 * on Luodis; an angler on a phone sees it on the fishing map (list view, no map needed) and in the
 * L05.2 purchase, and buys at its price through the sandbox bank; the fishing permits summary shows
 * the sale (filters in the address, sortable table, chart, CSV); the lessor cancels the offer and
 * the next quote is at the usual price. Then a licence request: the lessor asks, the officer
 * approves in the back office, the pool sells out exactly and one card more is refused. axe's WCAG
 * 2.1 AA rules on every new screen, in both languages. Each run uses its own anglers and place
 * text, and cleans up offers a failed attempt left, so a retry starts clean.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { FishingCatalogue } from '../../src/shared/anglers/api-types.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import type { LessorWaterBodyDetailDto } from '../../src/shared/water-bodies/api.ts';
import { launch, WITH_SERVICE_WORKER } from '../support/browser.ts';
import {
  expectNoAxeViolations,
  payByRequest,
  personCodes,
  phoneContext,
  startPurchase,
  ticketRequest,
} from '../support/e2e-anglers.ts';
import { apiCall, apiJson, apiLogin, apiSaveProfile } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const baseUrl = e2eBaseUrl();
/** UAB „Žuvėdra“'s head (see lessor-water-bodies.test.ts for why not Ona). */
const LESSOR_HEAD = { code: '38001010009', first: 'Vytautas', last: 'Rimkus' };
const OFFICER = { code: '36502262349', first: 'Mindaugas', last: 'Stankevičius' };
const ZUVEDRA = '874213437';
const LUODIS = '20010014';
const RUN = Math.floor(Math.random() * 1e6).toString(36);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function desktop(
  language: 'lt' | 'en',
  person: { code: string; first: string; last: string },
  actingFor?: string,
  extra: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...extra,
    baseURL: baseUrl,
    locale: language === 'lt' ? 'lt-LT' : 'en-GB',
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  await context.addCookies([{ name: 'lang', value: language, domain: new URL(baseUrl).hostname, path: '/' }]);
  await apiLogin(context.request, person, actingFor);
  if (actingFor) await apiSaveProfile(context.request, person.code, { email: 'v.rimkus@zuvedra.example.lt' });
  await apiSaveProfile(context.request, actingFor ?? person.code, {
    email: actingFor ? 'info@zuvedra.example.lt' : 'officer@aaa.example.lt',
    ...(actingFor ? { position: 'Įgaliotoji atstovė' } : {}),
  });
  return context;
}

const luodisNow = async () =>
  (
    (await (await fetch(`${baseUrl}/api/public/zvejyba/katalogas`)).json()) as FishingCatalogue
  ).waterBodies.find((w) => w.code === LUODIS)!;
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

it('offer on the map → bought at its price → in the summary → cancelled → the usual price again', async () => {
  const today = todayInLithuania();
  const context = await desktop('en', LESSOR_HEAD, ZUVEDRA);
  const left = await apiJson<LessorWaterBodyDetailDto>(context.request, 'GET', `/api/v1/telkiniai/${LUODIS}`);
  for (const offer of left.promotions)
    await apiJson(context.request, 'POST', `/api/v1/telkiniai/${LUODIS}/akcijos/${offer.id}/atsaukti`, {
      json: {},
    });
  const dayTerms = (await luodisNow()).offers.find((o) => o.period === '1')!;
  const usualPrice = dayTerms.priceCents;
  expect(usualPrice).toBeGreaterThan(120);

  // The lessor creates the offer with the keyboard only.
  const page = await context.newPage();
  await page.goto(`/telkiniai/${LUODIS}`);
  await page.getByRole('heading', { level: 2, name: 'Limited-fishing offers' }).waitFor();
  await page.getByLabel('Fishing duration').selectOption('1');
  await page.getByLabel('Offer price, €').fill('1,20');
  await page.getByLabel('Valid from').fill(today);
  await page.getByLabel('Valid to').fill(addDays(today, 5));
  await page.getByLabel('Valid to').press('Enter');
  await page.getByRole('status').getByText('The offer was created.').waitFor();

  // An angler on a phone: the offer on the fishing map's list, and in the L05.2 purchase.
  const phone = await phoneContext(browser, 'lt');
  const angler = await phone.newPage();
  await angler.goto('/map?vaizdas=sarasas');
  const article = angler.getByRole('article', { name: 'Luodis', exact: true });
  await article
    .getByText(/Akcija iki .*; įprasta kaina/)
    .first()
    .waitFor();
  await article
    .getByText(/1,20\s€/)
    .first()
    .waitFor();
  await angler.goto(`/paraiskos/l05_2?telkinys=${dayTerms.waterBodyId}`);
  await angler.getByRole('button', { name: 'Tęsti' }).click();
  await angler
    .getByRole('radio', { name: /1 diena — 1,20\s€/ })
    .first()
    .waitFor();
  await angler
    .getByText(/Akcija iki/)
    .first()
    .waitFor();
  await expectNoAxeViolations(angler);
  const codes = personCodes('810101');
  const { period: _period, ...ticket } = ticketRequest({ first: 'Rūta', last: `Pirkėja`, code: codes(11) });
  const created = await startPurchase(phone, { ...ticket, kind: 'l05_2', offerId: dayTerms.id });
  expect(created.quote.priceCents).toBe(120);
  await payByRequest(phone, created);
  await phone.close();

  // The summary: filters in the address, the sale under the offer, sortable, a chart, CSV.
  await page.goto(`/zveju-leidimu-suvestine?from=${today}&to=${today}&group=day&waterBody=${LUODIS}`);
  await page.getByRole('heading', { level: 1, name: 'Fishing permits summary' }).waitFor();
  const table = page.getByRole('table', { name: 'Sales by period, water body and kind' });
  const offerRow = table.getByRole('row').filter({ hasText: 'L05.2 under an offer' });
  await offerRow.waitFor();
  expect(await offerRow.getByRole('cell').nth(1).innerText()).not.toBe('');
  await page.getByRole('img', { name: /Permits and licences sold per month/ }).waitFor();
  const countHeading = table.getByRole('columnheader', { name: 'Count' });
  await countHeading.getByRole('button').focus();
  await page.keyboard.press('Enter');
  expect(await countHeading.getAttribute('aria-sort')).toBe('ascending');
  await expectNoAxeViolations(page);
  const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  const csv = await context.request.get(csvHref!);
  expect(await csv.text()).toContain(`${today};${LUODIS};Luodis;L05.2 under an offer;`);
  // Changing a filter changes the address.
  await page.getByLabel('Kind', { exact: true }).selectOption('l06');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.waitForURL(/kind=l06/);

  // The lessor cancels the offer; the next quote is at the usual price, the sold permit keeps its own.
  await page.goto(`/telkiniai/${LUODIS}`);
  await page.getByRole('button', { name: 'Cancel the offer (1 day)' }).click();
  await page.getByRole('status').getByText('The offer was cancelled.').waitFor();
  const quote = await apiJson<{ priceCents: number }>(context.request, 'POST', '/api/public/zvejyba/kaina', {
    json: {
      ...ticket,
      angler: { ...ticket.angler, personCode: codes(12) },
      kind: 'l05_2',
      offerId: dayTerms.id,
    },
  });
  expect(quote.priceCents).toBe(usualPrice);
  expect((await luodisNow()).offers.find((o) => o.id === dayTerms.id)!.regularPriceCents).toBeUndefined();
  await context.close();
});

it('a licence request approved by the officer sells out exactly; one card more is refused', async () => {
  const today = todayInLithuania();
  const place = `Pietinė įlanka ${RUN}`;
  const placeEn = `South bay ${RUN}`;
  const lessor = await desktop('en', LESSOR_HEAD, ZUVEDRA);
  const page = await lessor.newPage();
  await page.goto(`/telkiniai/${LUODIS}`);
  await page.getByRole('heading', { level: 2, name: 'Limited-fishing licence requests' }).waitFor();
  // Submitting empty: the error summary names the fields.
  const form = page.getByRole('form', { name: 'New licence request' });
  await form.getByRole('button', { name: 'Submit the request' }).click();
  await page.getByRole('alert').filter({ hasText: 'Correct the request' }).waitFor();
  await form.getByLabel('Fish species').selectOption('karsis');
  await form.getByLabel('Place (Lithuanian)').fill(place);
  await form.getByLabel('Place (English)').fill(placeEn);
  await form.getByLabel('Fishing from').fill(today);
  await form.getByLabel('Fishing to').fill(addDays(today, 30));
  await form.getByLabel('Conditions (Lithuanian)').fill('Tik iš kranto.');
  await form.getByLabel('Conditions (English)').fill('From the shore only.');
  await form.getByLabel('Number of licences').fill('2');
  await form.getByLabel('Price of one licence, €').fill('3,00');
  await form.getByRole('button', { name: 'Submit the request' }).click();
  await page.getByRole('status').getByText('The request was submitted to the fisheries service.').waitFor();
  await page.getByRole('listitem').filter({ hasText: placeEn }).getByText('Submitted').first().waitFor();
  await expectNoAxeViolations(page);

  // The officer approves it in the back office (Lithuanian).
  const officer = await desktop('lt', OFFICER);
  const desk = await officer.newPage();
  await desk.goto('/tarnyba/licenciju-prasymai');
  await desk.getByRole('heading', { level: 1, name: 'Naudotojų licencijų prašymai' }).waitFor();
  const item = desk.getByRole('listitem').filter({ hasText: place });
  await expectNoAxeViolations(desk);
  // Returning needs a message.
  await item.getByRole('button', { name: 'Grąžinti tikslinti' }).click();
  await item.getByText('Parašykite pranešimą naudotojui.').waitFor();
  await item.getByRole('button', { name: 'Patvirtinti' }).click();
  await desk.getByRole('status').getByText('Sprendimas išsaugotas: Patvirtintas.').waitFor();
  await officer.close();

  // Anglers buy the two licences; a third card is refused.
  const pool = (await luodisNow()).licences.find((l) => l.placeLt === place)!;
  expect(pool).toMatchObject({ total: 2, available: 2, priceCents: 300 });
  const phone = await phoneContext(browser, 'lt');
  const codes = personCodes('820202');
  for (const serial of [21, 22]) {
    const { period: _p, ...ticket } = ticketRequest({
      first: 'Linas',
      last: 'Licencijatas',
      code: codes(serial),
    });
    const created = await startPurchase(phone, { ...ticket, kind: 'l06_1', licenceId: pool.id });
    await payByRequest(phone, created);
  }
  expect((await luodisNow()).licences.find((l) => l.id === pool.id)!.available).toBe(0);
  const { period: _q, ...third } = ticketRequest({ first: 'Linas', last: 'Trečias', code: codes(23) });
  const refused = await apiCall(phone.request, 'POST', '/api/public/zvejyba/pirkimai', {
    json: { ...third, kind: 'l06_1', licenceId: pool.id },
  });
  expect(refused.status()).toBe(409);
  await phone.close();

  // The lessor sees the pool sold out, and the summary counts the licences (English and Lithuanian).
  await page.reload();
  await page.getByRole('listitem').filter({ hasText: placeEn }).getByText('Sold 2, left 0 of 2').waitFor();
  await page.goto(`/zveju-leidimu-suvestine?from=${today}&to=${today}&kind=l06`);
  await page
    .getByRole('table', { name: 'Sales by period, water body and kind' })
    .getByText('L06 licences')
    .first()
    .waitFor();
  await expectNoAxeViolations(page);
  await lessor.close();
  const lt = await desktop('lt', LESSOR_HEAD, ZUVEDRA);
  const ltPage = await lt.newPage();
  await ltPage.goto(`/zveju-leidimu-suvestine?from=${today}&to=${today}`);
  await ltPage.getByRole('heading', { level: 1, name: 'Žvejų leidimų suvestinė' }).waitFor();
  await expectNoAxeViolations(ltPage);
  await ltPage.goto(`/telkiniai/${LUODIS}`);
  await ltPage.getByRole('heading', { level: 2, name: 'Limituotos žvejybos licencijų prašymai' }).waitFor();
  await expectNoAxeViolations(ltPage);
  await lt.close();
});

it('says so when the network is missing instead of a blank page', async () => {
  const context = await desktop('en', LESSOR_HEAD, ZUVEDRA, WITH_SERVICE_WORKER);
  const page = await context.newPage();
  await page.goto('/telkiniai');
  await page.getByRole('heading', { level: 1, name: 'My water bodies' }).waitFor();
  await context.setOffline(true);
  // A page of the same bundle, reached in the app without the network.
  await page.getByRole('link', { name: 'Luodis' }).click();
  await page.getByText('No internet connection.', { exact: false }).first().waitFor();
  await page.getByRole('button', { name: 'Try again' }).first().waitFor();
  await context.setOffline(false);
  await context.close();
});

it('shows the officer the licence requests in English, axe clean, usable by keyboard', async () => {
  const officer = await desktop('en', OFFICER);
  const page = await officer.newPage();
  await page.goto('/tarnyba/licenciju-prasymai?busena=visi');
  await page.getByRole('heading', { level: 1, name: "Lessors' licence requests" }).waitFor();
  await page.getByRole('listitem').filter({ hasText: 'UAB „Žuvėdra“' }).first().waitFor();
  await expectNoAxeViolations(page);
  // The filter by keyboard: choosing "Approved" puts it in the address.
  await page.getByLabel('Show').focus();
  await page.getByLabel('Show').selectOption('PATVIRTINTAS');
  await page.waitForURL(/busena=PATVIRTINTAS/);
  await page.getByText('Approved').first().waitFor();
  await expectNoAxeViolations(page);
  await officer.close();
});
