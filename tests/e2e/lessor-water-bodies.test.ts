/**
 * The lessor's water bodies in the browser (issue 18): UAB „Žuvėdra“'s head (the company holds the demo L03
 * permit for Luodis and Rubikiai), finds the menu item, lists its water bodies, sets a new 1-day
 * price on Rubikiai, and an angler buying an L05.2 permit on a phone is offered exactly that price
 * at once; she creates a limited-fishing offer, an angler buys at its price, she cancels it and
 * the next quote is at the usual price; a person without an L03 permit has no menu item and no page. axe's WCAG 2.1 AA rules on
 * every screen, in both languages.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { FishingCatalogue } from '../../src/shared/anglers/api-types.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import type { LessorWaterBodyDetailDto } from '../../src/shared/water-bodies/api.ts';
import { launch } from '../support/browser.ts';
import {
  expectNoAxeViolations,
  payByRequest,
  personCodes,
  phoneContext,
  startPurchase,
  ticketRequest,
} from '../support/e2e-anglers.ts';
import { apiJson, apiLogin, apiSaveProfile } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const baseUrl = e2eBaseUrl();
/**
 * The lessor at the keyboard: UAB „Žuvėdra“'s head, Vytautas Rimkus, who acts for the company as its
 * head (legal entities register). Not Ona, its representative: completing her profile for the
 * company here would take away the forced profile dialog that login.test.ts checks for her.
 */
const LESSOR_HEAD = { code: '38001010009', first: 'Vytautas', last: 'Rimkus' };
const JONAS = { code: '38703181745', first: 'Jonas', last: 'Jonaitis' };
const ZUVEDRA = '874213437';
const RUBIKIAI = '20010016';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function desktop(
  language: 'lt' | 'en',
  person = LESSOR_HEAD,
  actingFor?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: language === 'lt' ? 'lt-LT' : 'en-GB',
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  await context.addCookies([{ name: 'lang', value: language, domain: new URL(baseUrl).hostname, path: '/' }]);
  await apiLogin(context.request, person, actingFor);
  // The person's own profile too: the profile modal asks for both (spec §4).
  if (actingFor) await apiSaveProfile(context.request, person.code, { email: 'v.rimkus@zuvedra.example.lt' });
  await apiSaveProfile(context.request, actingFor ?? person.code, {
    email: 'info@zuvedra.example.lt',
    ...(actingFor ? { position: 'Įgaliotoji atstovė' } : {}),
  });
  return context;
}

it('lets the lessor set a price that an angler buying L05.2 is offered at once (Lithuanian)', async () => {
  const context = await desktop('lt', LESSOR_HEAD, ZUVEDRA);
  const page = await context.newPage();
  await page.goto('/kvotos');
  await page.getByRole('link', { name: 'Mano vandens telkiniai' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Mano vandens telkiniai' }).waitFor();
  const table = page.getByRole('table', { name: 'Mano vandens telkiniai' });
  await table.getByRole('rowheader', { name: 'Luodis' }).waitFor();
  await table.getByRole('rowheader', { name: 'Rubikiai' }).waitFor();
  await expectNoAxeViolations(page);

  await table.getByRole('link', { name: 'Rubikiai' }).click();
  await page.getByRole('heading', { level: 1, name: 'Rubikiai' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/telkiniai/${RUBIKIAI}`);
  await expectNoAxeViolations(page);

  // A price above the ceiling: the error summary, linked to the field, in Lithuanian.
  const dayPrice = page.getByLabel('1 diena, €');
  await dayPrice.fill('150');
  await page.getByRole('button', { name: 'Išsaugoti leidimo sąlygas' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Yra klaidų' });
  await summary.getByRole('link', { name: 'Kaina negali būti didesnė nei 100.00 €.' }).waitFor();
  await expectNoAxeViolations(page);

  await dayPrice.fill('7,35');
  await page.getByRole('button', { name: 'Išsaugoti leidimo sąlygas' }).click();
  await page.getByText('Išsaugota. Žvejai dabar perka leidimą šiomis sąlygomis.').waitFor();
  await page.getByText(/1 diena: 7,35\s€/).waitFor();
  await expectNoAxeViolations(page);
  await context.close();

  // An angler on a phone, buying an L05.2 permit for Rubikiai: the lessor's price, at once.
  const catalogue = await (await fetch(`${baseUrl}/api/public/zvejyba/katalogas`)).json();
  const rubikiai = (catalogue as FishingCatalogue).waterBodies.find((w) => w.code === RUBIKIAI)!;
  expect(rubikiai.offers.find((o) => o.period === '1')?.priceCents).toBe(735);
  const phone = await phoneContext(browser, 'lt');
  const angler = await phone.newPage();
  await angler.goto(`/paraiskos/l05_2?telkinys=${rubikiai.id}`);
  await angler.getByRole('button', { name: 'Tęsti' }).click();
  await angler.getByRole('radio', { name: /1 diena — 7,35\s€/ }).waitFor();
  await expectNoAxeViolations(angler);
  await phone.close();
});

it('sells L05.2 at the price of an offer the lessor creates, and at the usual price once she cancels it', async () => {
  const today = todayInLithuania();
  const weekLater = new Date(`${today}T12:00:00Z`);
  weekLater.setUTCDate(weekLater.getUTCDate() + 7);
  const rubikiaiNow = async () =>
    (
      (await (await fetch(`${baseUrl}/api/public/zvejyba/katalogas`)).json()) as FishingCatalogue
    ).waterBodies.find((w) => w.code === RUBIKIAI)!;
  const context = await desktop('en', LESSOR_HEAD, ZUVEDRA);
  // A retry starts clean: an offer left by a failed attempt is cancelled first.
  const left = await apiJson<LessorWaterBodyDetailDto>(
    context.request,
    'GET',
    `/api/v1/telkiniai/${RUBIKIAI}`,
  );
  for (const offer of left.promotions)
    await apiJson(context.request, 'POST', `/api/v1/telkiniai/${RUBIKIAI}/akcijos/${offer.id}/atsaukti`, {
      json: {},
    });
  const dayTerms = (await rubikiaiNow()).offers.find((o) => o.period === '1')!;
  const usualPrice = dayTerms.priceCents;
  expect(usualPrice).toBeGreaterThan(250);

  const page = await context.newPage();
  await page.goto(`/telkiniai/${RUBIKIAI}`);
  await page.getByRole('heading', { level: 2, name: 'Limited-fishing offers' }).waitFor();
  await page.getByLabel('Fishing duration').selectOption('1');
  await page.getByLabel('Offer price, €').fill('2,50');
  await page.getByLabel('Valid from').fill(today);
  await page.getByLabel('Valid to').fill(weekLater.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Create the offer' }).click();
  await page.getByRole('status').getByText('The offer was created.').waitFor();
  await page
    .getByRole('table', { name: 'Limited-fishing offers' })
    .getByRole('cell', { name: '1 day', exact: true })
    .waitFor();
  await expectNoAxeViolations(page);
  // A second overlapping offer of the same duration: the server's message at the field.
  await page.getByLabel('Offer price, €').fill('3,00');
  await page.getByLabel('Valid from').fill(today);
  await page.getByLabel('Valid to').fill(weekLater.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Create the offer' }).click();
  await page
    .locator('#offer-validFrom-error')
    .getByText(/offers cannot overlap/)
    .waitFor();
  await expectNoAxeViolations(page);

  // The angler on a phone sees the offer price and buys at it through the sandbox bank.
  const rubikiai = await rubikiaiNow();
  expect(rubikiai.offers.find((o) => o.period === '1')).toMatchObject({
    priceCents: 250,
    regularPriceCents: usualPrice,
  });
  const phone = await phoneContext(browser, 'lt');
  const angler = await phone.newPage();
  await angler.goto(`/paraiskos/l05_2?telkinys=${rubikiai.id}`);
  await angler.getByRole('button', { name: 'Tęsti' }).click();
  await angler.getByRole('radio', { name: /1 diena — 2,50\s€/ }).waitFor();
  const { period: _period, ...ticket } = ticketRequest({
    first: 'Rimas',
    last: 'Vaitkus',
    code: personCodes('800101')(1),
  });
  const created = await startPurchase(phone, { ...ticket, kind: 'l05_2', offerId: dayTerms.id });
  expect(created.quote.priceCents).toBe(250);
  await payByRequest(phone, created);
  await phone.close();

  // The lessor cancels the offer; the next quote is at the usual price.
  await page.getByRole('button', { name: 'Cancel the offer (1 day)' }).click();
  await page.getByRole('status').getByText('The offer was cancelled.').waitFor();
  await page.getByText('No offers running or to come.').waitFor();
  await expectNoAxeViolations(page);
  const quote = await apiJson<{ priceCents: number }>(context.request, 'POST', '/api/public/zvejyba/kaina', {
    // Another angler: the first one holds a permit for today already (spec §8).
    json: {
      ...ticket,
      angler: { ...ticket.angler, personCode: personCodes('800101')(2) },
      kind: 'l05_2',
      offerId: dayTerms.id,
    },
  });
  expect(quote.priceCents).toBe(usualPrice);
  await context.close();
});

it('shows the same pages in English, axe clean', async () => {
  const context = await desktop('en', LESSOR_HEAD, ZUVEDRA);
  const page = await context.newPage();
  await page.goto('/telkiniai');
  await page.getByRole('heading', { level: 1, name: 'My water bodies' }).waitFor();
  await page
    .getByRole('table', { name: 'My water bodies' })
    .getByRole('rowheader', { name: 'Luodis' })
    .waitFor();
  await expectNoAxeViolations(page);
  await page.goto(`/telkiniai/${RUBIKIAI}`);
  await page.getByRole('heading', { level: 1, name: 'Rubikiai' }).waitFor();
  await page.getByRole('button', { name: 'Save the permit terms' }).waitFor();
  await expectNoAxeViolations(page);
  // A code not in the register: the server's message, in English.
  await page.goto('/telkiniai/99999999');
  await page.locator('#main').getByText('Water body not found by code.').waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
  await expectNoAxeViolations(page);
  await context.close();
});

it('gives a person without an L03 permit no menu item and no water bodies', async () => {
  const context = await desktop('en', JONAS);
  const page = await context.newPage();
  await page.goto('/kvotos');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByRole('link', { name: 'My water bodies' }).count()).toBe(0);
  const refused = await apiJson(context.request, 'GET', '/api/v1/telkiniai').catch((e: Error) => e.message);
  expect(String(refused)).toMatch(/403/);
  await context.close();
});

it('lets the administrator change the ceiling of an L05.2 price, axe clean in both languages', async () => {
  const ADMIN = { code: '39912319997', first: 'Lukas', last: 'Žemaitis' };
  for (const [language, name, offerName, save, saved] of [
    ['en', 'Highest L05.2 price, €', 'Limited-fishing offer price must be below, €', 'Save', 'Saved.'],
    ['lt', 'Didžiausia L05.2 kaina, €', 'Akcijos kaina turi būti mažesnė nei, €', 'Išsaugoti', 'Išsaugota.'],
  ] as const) {
    const context = await desktop(language, ADMIN);
    const page = await context.newPage();
    await page.goto('/admin/turinys?tab=fishing');
    const field = page.getByLabel(name);
    await field.waitFor();
    expect(await field.inputValue()).toBe('100,00');
    // The offer maximum (ADR 0021) sits beside the ceiling.
    expect(await page.getByLabel(offerName).inputValue()).toBe('100,00');
    await expectNoAxeViolations(page);
    await field.fill('abc');
    await page.getByRole('button', { name: save, exact: true }).click();
    await page.locator('#fs-maxPrice-error').waitFor();
    await expectNoAxeViolations(page);
    await field.fill('100,00');
    await page.getByRole('button', { name: save, exact: true }).click();
    await page.getByRole('status').getByText(saved).waitFor();
    await context.close();
  }
  const lessor = await desktop('en', LESSOR_HEAD, ZUVEDRA);
  expect(
    (await apiJson<{ maxPriceCents: number }>(lessor.request, 'GET', `/api/v1/telkiniai/${RUBIKIAI}`))
      .maxPriceCents,
  ).toBe(10_000);
  await lessor.close();
});
