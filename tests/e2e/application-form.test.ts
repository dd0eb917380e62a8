/**
 * Browser journey of the form engine (issue 4 item 2): a company head applies for the L13
 * hazardous waste licence — the error summary on an empty step, rows added, real files uploaded,
 * the input restored after a reload, the check-your-answers step, the submit and its confirmation —
 * and the form speaks English when asked.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { odt, pdf } from '../../src/server/files/test-files.ts';
import { launch, WITH_SERVICE_WORKER } from '../support/browser.ts';
import { axeViolations } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

let browser: Browser;
const baseUrl = e2eBaseUrl();

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** CSP is bypassed for the test's own axe script only (as in accessibility.test.ts). */
function newContext(
  size: 'desktop' | 'phone' = 'desktop',
  extra: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...extra,
    baseURL: baseUrl,
    locale: 'lt-LT',
    bypassCSP: true,
    viewport: size === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    ...(size === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
}

async function loginAsCompanyHead(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: /Prisijungti per Elektroninius valdžios vartus/ }).click();
  await page.waitForURL(/\/gateway-sim\/login/);
  await page
    .getByRole('button', { name: /Prisijungti kaip Tomas Kazlauskas, atstovaujant juridiniam asmeniui/ })
    .click();
  await page.getByRole('button', { name: 'Tęsti' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && !url.pathname.startsWith('/gateway'));
  const info = await page.evaluate(async () => (await fetch('/api/auth/viisp/user-info')).json());
  expect(info.atstovaujamiAsmenys[info.defaultProfileIndex]?.code).toBe('110051834');
}

/** Uploads a file into a document slot and waits until the slot lists it. */
async function upload(page: Page, type: string, name: string, mimeType: string, buffer: Buffer) {
  const slot = page.locator(`#doc-${type}-slot`);
  await slot.locator(`#doc-${type}`).setInputFiles({ name, mimeType, buffer });
  await slot.getByRole('button', { name: /^Įkelti/ }).click();
  await slot.getByRole('listitem').filter({ hasText: name }).waitFor();
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

describe('the application form engine', () => {
  it('takes a company through the L13 licence application to its submission', async () => {
    // It goes offline on the way.
    const context = await newContext('desktop', WITH_SERVICE_WORKER);
    const page = await context.newPage();
    await loginAsCompanyHead(page);

    await page.goto('/paraiskos/l13');
    await stepHeading(page, 'Veikla').waitFor();

    // Continue with nothing filled in: the summary lists the problems, takes focus and links to the fields.
    await page.getByRole('button', { name: 'Tęsti' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Pataisykite klaidas' });
    await summary.waitFor();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    await summary.getByRole('link', { name: 'Objekto (aikštelės) pavadinimas: Reikšmė privaloma' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-siteName');
    const siteName = page.getByLabel('Objekto (aikštelės) pavadinimas');
    expect(await siteName.getAttribute('aria-invalid')).toBe('true');
    await summary
      .getByRole('link', { name: /Atliekų naudojimo ar šalinimo techninis reglamentas/ })
      .waitFor();

    await siteName.fill('Klaipėdos pavojingųjų atliekų aikštelė');
    await page.getByLabel('Objekto adresas').fill('Minijos g. 180, Klaipėda');
    await page.getByRole('button', { name: 'Pridėti veiklą' }).click();
    // The new row's first input takes focus.
    await page.waitForFunction(() => document.activeElement?.id === 'f-activities-0-activity');
    await page.locator('#f-activities-0-activity').selectOption('SURINKIMAS');
    await page.getByRole('radio', { name: 'Taip' }).check();
    // The condition shows the permit number only with a pollution permit.
    await page.getByLabel('Taršos leidimo numeris').fill('TL-KR.1-15/2019');
    await page.getByRole('radio', { name: 'Ne' }).check();
    expect(await page.getByLabel('Taršos leidimo numeris').count()).toBe(0);
    await upload(
      page,
      'TECHNOLOGINIS_REGLAMENTAS',
      'reglamentas.pdf',
      'application/pdf',
      pdf({ text: 'Reglamentas' }),
    );
    // A valid touched field shows valid; the fixed problems leave the summary.
    await siteName.focus();
    await siteName.blur();
    expect(await page.locator('.field--valid #f-siteName').count()).toBe(1);

    await page.getByRole('button', { name: 'Tęsti' }).click();
    await stepHeading(page, 'Technologiniai atliekų srautai').waitFor();
    await page.waitForURL(/\/paraiskos\/l13\/[0-9a-f-]{36}\?zingsnis=flows/);
    await page.waitForFunction(
      () => document.activeElement?.textContent === 'Technologiniai atliekų srautai',
    );
    // Back and forward move between the steps of the same application.
    await page.goBack();
    await stepHeading(page, 'Veikla').waitFor();
    expect(await siteName.inputValue()).toBe('Klaipėdos pavojingųjų atliekų aikštelė');
    await page.goForward();
    await stepHeading(page, 'Technologiniai atliekų srautai').waitFor();

    await page.getByRole('button', { name: 'Pridėti srautą' }).click();
    await page.locator('#f-flows-0-wasteCode').fill('13 02 05*');
    await page.locator('#f-flows-0-wasteName').fill('Nechlorintos mineralinės variklio alyvos');
    await page.locator('#f-flows-0-activity').selectOption('SURINKIMAS');
    await page.locator('#f-flows-0-tonnesPerYear').fill('120,5');
    await page.locator('#f-flows-0-storedTonnes').fill('12');
    // A second flow added and removed again: focus goes back to the add button.
    await page.getByRole('button', { name: 'Pridėti srautą' }).click();
    await page.getByRole('button', { name: 'Pašalinti: Srautas 2' }).click();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Pridėti srautą');

    // Reload before saving: what was typed is back, from this device or the server's autosave.
    await page
      .locator('.save-status')
      .filter({ hasText: /^Išsaugota( šiame įrenginyje)?$/ })
      .waitFor();
    await page.reload();
    await stepHeading(page, 'Technologiniai atliekų srautai').waitFor();
    expect(await page.locator('#f-flows-0-wasteCode').inputValue()).toBe('13 02 05*');
    expect(await page.locator('#f-flows-0-tonnesPerYear').inputValue()).toBe('120,5');
    expect(await page.locator('#f-flows').getByRole('group').count()).toBe(1);

    await page.getByRole('button', { name: 'Tęsti' }).click();
    await stepHeading(page, 'Atsakingi darbuotojai').waitFor();
    await page.getByRole('button', { name: 'Pridėti darbuotoją' }).click();
    await page.locator('#f-employees-0-asmensKodas').fill('38703181745');
    await page.locator('#f-employees-0-vardas').fill('Jonas');
    await page.locator('#f-employees-0-pavarde').fill('Jonaitis');
    await page.locator('#f-employees-0-pareigos').fill('Aplinkosaugos vadovas');
    await page.locator('#f-employees-0-dirbaNuoData').fill('2019-03-01');
    // Offline, the input stays on this device and goes to the server when the network returns.
    await context.setOffline(true);
    await page.locator('#f-employees-0-pareigos').fill('Aplinkosaugos skyriaus vadovas');
    await page.locator('.save-status').filter({ hasText: 'Nėra ryšio – bus išsiųsta vėliau' }).waitFor();
    await context.setOffline(false);
    await page
      .locator('.save-status')
      .filter({ hasText: /^Išsaugota$/ })
      .waitFor();
    // A worker of another company is a warning that does not block (spec §3 worker record "warn").
    await page.locator('#f-employees-0-imonesKodas').fill('874213437');
    await page.getByText('Asmuo dirba kitoje įmonėje nei pareiškėjas').waitFor();
    await upload(page, 'KVALIFIKACIJA', 'kvalifikacija.pdf', 'application/pdf', pdf({ text: 'Pazymejimas' }));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Tęsti' }).click();
    await stepHeading(page, 'Paraiškos dokumentai').waitFor();
    await upload(page, 'PARAISKA', 'paraiska.odt', 'application/vnd.oasis.opendocument.text', odt());
    await upload(page, 'PARAISKA_PDF', 'paraiska.pdf', 'application/pdf', pdf({ text: 'Paraiska' }));

    await page.getByRole('button', { name: 'Tęsti' }).click();
    await stepHeading(page, 'Kontaktiniai duomenys').waitFor();
    const fillIfEmpty = async (label: string, value: string) => {
      const input = page.getByRole('textbox', { name: label, exact: true });
      if ((await input.inputValue()) === '') await input.fill(value);
    };
    await fillIfEmpty('Kontaktinio asmens vardas', 'Tomas');
    await fillIfEmpty('Kontaktinio asmens pavardė', 'Kazlauskas');
    await fillIfEmpty('Kontaktinio asmens pareigos', 'Direktorius');
    await fillIfEmpty('El. paštas', 'info@baltijos-atliekos.lt');
    await fillIfEmpty('Telefonas', '+37046300400');
    await fillIfEmpty('Korespondencijos adresas', 'Minijos g. 180, Klaipėda');

    await page.getByRole('button', { name: 'Tęsti' }).click();
    await stepHeading(page, 'Patikrinkite atsakymus').waitFor();
    await page.getByText('Nechlorintos mineralinės variklio alyvos').waitFor();
    await page
      .getByRole('link', { name: 'paraiska.odt' })
      .or(page.getByText('paraiska.odt'))
      .first()
      .waitFor();
    // Submitting without the declaration is refused with the summary.
    await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
    await summary.getByRole('link', { name: /Atsakomybės deklaracija/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(/Patvirtinu, kad pateikti duomenys yra teisingi/).check();
    await page.getByRole('button', { name: 'Pateikti paraišką' }).click();

    const confirmation = page.getByRole('region', { name: 'Paraiška pateikta' });
    await confirmation.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'app-confirmation');
    await confirmation.getByText(/Paraiškos numeris: L13-\d{4}-\d{6}/).waitFor();
    await confirmation.getByText('Būsena: Pateikta').waitFor();
    await confirmation.getByRole('link', { name: 'Į mano paraiškas' }).waitFor();
    // Read-only now: the answers, the history with who submitted, the messages form.
    expect(await page.getByRole('button', { name: 'Tęsti' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Būsenų istorija' }).waitFor();
    await page
      .getByText(/Pareiškėjas: Tomas Kazlauskas/)
      .first()
      .waitFor();

    const id = /\/paraiskos\/l13\/([0-9a-f-]{36})/.exec(page.url())?.[1];
    const saved = await page.evaluate(
      async (applicationId) => (await fetch(`/api/v1/paraiskos/l13/${applicationId}`)).json(),
      id,
    );
    expect(saved.state).toBe('PATEIKTA');
    expect(saved.data.flows[0]).toMatchObject({ wasteCode: '13 02 05*', tonnesPerYear: 120.5 });
    expect(saved.data.employees[0].pareigos).toBe('Aplinkosaugos skyriaus vadovas');
    expect(saved.documents.map((document: { type: string }) => document.type).sort()).toEqual([
      'KVALIFIKACIJA',
      'PARAISKA',
      'PARAISKA_PDF',
      'TECHNOLOGINIS_REGLAMENTAS',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // A message to the institution joins the thread.
    await page.getByLabel('Tema').fill('Dėl techninio reglamento');
    await page.getByLabel('Pranešimas', { exact: true }).fill('Ar reikia pridėti reglamento priedus?');
    await page.getByRole('button', { name: 'Siųsti pranešimą' }).click();
    await page.getByRole('heading', { level: 3, name: 'Dėl techninio reglamento' }).waitFor();

    // Taken back to edit, the form opens again with what was submitted; then withdrawn after a confirmation.
    await page.getByRole('button', { name: 'Atsiimti taisyti' }).click();
    await stepHeading(page, 'Veikla').waitFor();
    expect(await page.getByLabel('Objekto (aikštelės) pavadinimas').inputValue()).toBe(
      'Klaipėdos pavojingųjų atliekų aikštelė',
    );
    await page.getByRole('button', { name: 'Atšaukti paraišką' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atšaukti paraišką?' });
    await dialog.getByRole('button', { name: 'Atšaukti paraišką' }).click();
    await page.locator('.app-form__meta').getByText('Atšaukta').waitFor();
    expect(await page.getByRole('button', { name: 'Tęsti' }).count()).toBe(0);
    await context.close();
  });

  it('keeps what was typed when the application was saved in another tab meanwhile', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await loginAsCompanyHead(page);
    await page.goto('/paraiskos/l13');
    const siteName = page.getByLabel('Objekto (aikštelės) pavadinimas');
    await siteName.fill('Pirmoji aikštelė');
    await page.getByRole('button', { name: 'Išsaugoti' }).click();
    await page.waitForURL(/\/paraiskos\/l13\/[0-9a-f-]{36}\?zingsnis=activity/);
    await page
      .locator('.save-status')
      .filter({ hasText: /^Išsaugota$/ })
      .waitFor();

    const other = await context.newPage();
    await other.goto(page.url());
    await other.getByLabel('Objekto (aikštelės) pavadinimas').fill('Antroji aikštelė');
    await other.getByRole('button', { name: 'Išsaugoti' }).click();
    await other
      .locator('.save-status')
      .filter({ hasText: /^Išsaugota$/ })
      .waitFor();
    await other.close();

    // The first tab saves on the old revision: refused, told so, and nothing typed disappears.
    await page.getByLabel('Objekto adresas').fill('Minijos g. 180, Klaipėda');
    await page.getByRole('button', { name: 'Išsaugoti' }).click();
    const stale = page.getByRole('alert').filter({ hasText: 'Paraiška buvo pakeista kitur' });
    await stale.waitFor();
    expect(await page.getByLabel('Objekto adresas').inputValue()).toBe('Minijos g. 180, Klaipėda');
    await stale.getByRole('button', { name: 'Įkelti naujausią versiją' }).click();
    // Both versions are offered; the person keeps theirs and saves it on the current revision.
    await page.getByRole('button', { name: 'Naudoti išsaugotą versiją' }).waitFor();
    expect(await siteName.inputValue()).toBe('Antroji aikštelė');
    await page.getByRole('button', { name: 'Palikti šiame įrenginyje įvestus duomenis' }).click();
    expect(await siteName.inputValue()).toBe('Pirmoji aikštelė');
    expect(await page.getByLabel('Objekto adresas').inputValue()).toBe('Minijos g. 180, Klaipėda');
    await page.getByRole('button', { name: 'Išsaugoti' }).click();
    await page
      .locator('.save-status')
      .filter({ hasText: /^Išsaugota$/ })
      .waitFor();
    const id = /\/paraiskos\/l13\/([0-9a-f-]{36})/.exec(page.url())?.[1];
    const saved = await page.evaluate(
      async (applicationId) => (await fetch(`/api/v1/paraiskos/l13/${applicationId}`)).json(),
      id,
    );
    expect(saved.data).toMatchObject({
      siteName: 'Pirmoji aikštelė',
      siteAddress: 'Minijos g. 180, Klaipėda',
    });
    expect(saved.revision).toBe(4);
    await context.close();
  });

  it('speaks English on a phone, and tells a company which kinds it may not file', async () => {
    const context = await newContext('phone');
    const page = await context.newPage();
    await loginAsCompanyHead(page);
    // The language chosen in the header lives in this cookie (spec §9).
    await context.addCookies([{ name: 'lang', value: 'en', domain: new URL(baseUrl).hostname, path: '/' }]);
    await page.goto('/paraiskos/l13');
    await stepHeading(page, 'Activity').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: 'Name of the site: Required' }).waitFor();
    await page.getByRole('navigation', { name: 'Application steps' }).waitFor();
    await page.getByText('Step 1 of 6').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // Phone first: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // L16.2 is filed by persons only (spec §5: a company must not file certain kinds).
    await page.goto('/paraiskos/l16_2');
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'A company cannot file this type of application.' });
    await refusal.waitFor();
    await refusal.getByRole('button', { name: 'Change whom you act for' }).click();
    await page.getByRole('dialog').first().waitFor();
    await context.close();
  });
});
