/**
 * The lessor's water bodies in the browser (issue 18): Ona, acting for UAB „Žuvėdra“ (the demo L03
 * permit for Luodis and Rubikiai), finds the menu item, lists her water bodies, sets a new 1-day
 * price on Rubikiai, and an angler buying an L05.2 permit on a phone is offered exactly that price
 * at once; a person without an L03 permit has no menu item and no page. axe's WCAG 2.1 AA rules on
 * every screen, in both languages.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import type { FishingCatalogue } from '../../src/shared/anglers/api-types.ts';
import { launch } from '../support/browser.ts';
import { expectNoAxeViolations, phoneContext } from '../support/e2e-anglers.ts';
import { apiJson, apiLogin, apiSaveProfile } from '../support/e2e-api.ts';

const baseUrl = inject('baseUrl');
const ONA = { code: '48806123455', first: 'Ona', last: 'Petraitienė' };
const JONAS = { code: '38703181745', first: 'Jonas', last: 'Jonaitis' };
const ZUVEDRA = '874213437';
const RUBIKIAI = '20010016';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function desktop(language: 'lt' | 'en', person = ONA, actingFor?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: language === 'lt' ? 'lt-LT' : 'en-GB',
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  await context.addCookies([{ name: 'lang', value: language, domain: new URL(baseUrl).hostname, path: '/' }]);
  await apiLogin(context.request, person, actingFor);
  await apiSaveProfile(context.request, actingFor ?? person.code, {
    email: 'info@zuvedra.example.lt',
    ...(actingFor ? { position: 'Įgaliotoji atstovė' } : {}),
  });
  return context;
}

it('lets the lessor set a price that an angler buying L05.2 is offered at once (Lithuanian)', async () => {
  const context = await desktop('lt', ONA, ZUVEDRA);
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

it('shows the same pages in English, axe clean', async () => {
  const context = await desktop('en', ONA, ZUVEDRA);
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
  for (const [language, name, save, saved] of [
    ['en', 'Highest L05.2 price, €', 'Save', 'Saved.'],
    ['lt', 'Didžiausia L05.2 kaina, €', 'Išsaugoti', 'Išsaugota.'],
  ] as const) {
    const context = await desktop(language, ADMIN);
    const page = await context.newPage();
    await page.goto('/admin/turinys?tab=fishing');
    const field = page.getByLabel(name);
    await field.waitFor();
    expect(await field.inputValue()).toBe('100,00');
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
  const lessor = await desktop('en', ONA, ZUVEDRA);
  expect(
    (await apiJson<{ maxPriceCents: number }>(lessor.request, 'GET', `/api/v1/telkiniai/${RUBIKIAI}`))
      .maxPriceCents,
  ).toBe(10_000);
  await lessor.close();
});
