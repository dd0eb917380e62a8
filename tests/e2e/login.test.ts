/**
 * Browser journeys of issue 2 (login through the gateway simulator) and the first of issue 3:
 * choosing whom to act for and the forced profile modal, the test login, the language cookie.
 */
import type { Browser, Page } from 'playwright-core';
import { launch, newContext } from '../support/browser.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

let browser: Browser;
const baseUrl = e2eBaseUrl();

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function loginThroughGateway(page: Page, personaButton: RegExp) {
  await page.goto('/login');
  await page.getByRole('button', { name: /Prisijungti per Elektroninius valdžios vartus/ }).click();
  await page.waitForURL(/\/gateway-sim\/login/);
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  await page.getByRole('button', { name: personaButton }).click();
  await page.getByRole('button', { name: 'Tęsti' }).click();
}

describe('login through the gateway simulator', () => {
  it('logs in a representative of two companies, who chooses a company and completes its profile', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await loginThroughGateway(page, /Prisijungti kaip Ona Petraitienė/);

    const chooser = page.getByRole('dialog', { name: 'Atstovaujamo asmens pasirinkimas' });
    await chooser.waitFor();
    await chooser.getByText('Įmonės kodas 874213437').waitFor();
    await chooser
      .getByRole('listitem')
      .filter({ hasText: 'UAB „Žuvėdra“' })
      .getByRole('button', { name: 'Pasirinkti' })
      .click();

    // Acting for UAB „Žuvėdra“ without a position: the profile is not valid, the modal is forced.
    const settings = page.getByRole('dialog', { name: 'Nustatymai' });
    await settings.waitFor();
    await settings.getByRole('button', { name: 'Išsaugoti' }).click();
    await settings.getByText('Profilio duomenys užpildyti neteisingai. Pataisykite klaidas.').waitFor();
    await settings.getByLabel('Pareigos').fill('Įgaliotoji atstovė');
    await settings.getByRole('button', { name: 'Išsaugoti' }).click();
    await page.getByText('Profilio duomenys išsaugoti').waitFor();
    await settings.waitFor({ state: 'detached' });

    const info = await page.evaluate(async () => (await fetch('/api/auth/viisp/user-info')).json());
    expect(info.atstovaujamiAsmenys[info.defaultProfileIndex].code).toBe('874213437');
    const saved = await page.evaluate(async () =>
      (await fetch('/api/v1/profilis?atstovaujamoAsmensKodas=874213437')).json(),
    );
    expect(saved.atstovaujamoAsmensProfilis.pareigos).toBe('Įgaliotoji atstovė');
    await context.close();
  });

  it('refuses a foreign user without a personal code with a clear message', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await loginThroughGateway(page, /Prisijungti kaip Anna Schmidt/);
    await page
      .getByText(/tik turint Lietuvos asmens kodą/)
      .first()
      .waitFor();
    const res = await page.evaluate(async () => (await fetch('/api/auth/viisp/user-info')).status);
    expect(res).toBe(401);
    await context.close();
  });
});

describe('test login', () => {
  it('logs in with a typed person code and keeps the language chosen across a reload', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/login/test');
    await page.getByRole('button', { name: 'EN' }).first().click();
    await page.getByLabel('First name').fill('Petras');
    await page.getByLabel('Last name').fill('Petraitis');
    await page.getByLabel('Personal code').fill('49001010002');
    await page.getByRole('button', { name: /Log in/ }).click();
    // The checksum is wrong: the field says so, in English, and keeps what was typed.
    await page.getByText('Enter a valid personal code').first().waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Petras');
    await page.getByLabel('Personal code').fill('39001010000');
    await page.getByRole('button', { name: /Log in/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // A first-time person must give contact details: the settings modal is forced.
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');
    await page.reload();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });
});
