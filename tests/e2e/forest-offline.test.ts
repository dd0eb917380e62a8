/**
 * The forester's journey (issue 7 items 3 and 4, ADR 0013): logged in once with the network, Jonas
 * opens a new L08.2 notice of intent to fell with no network at all (after a reload, as in the
 * forest), fills it in, attaches the plot boundary as a file (read on the phone: its computed
 * area shows beside the declared one), and presses Submit: the notice waits on the phone, also
 * across a reload. When the network returns it is created, its boundary uploaded and submitted by
 * itself, once. The officer issues it, and the notice appears on the public felling map.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { ApplicationDetail } from '../../src/shared/permits/api-types.ts';
import { launch, launchPhoneProfile, waitOrTell } from '../support/browser.ts';
import {
  apiJson,
  apiLogin,
  apiSaveProfile,
  axeViolations,
  waitForServiceWorker,
} from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const baseUrl = e2eBaseUrl();
const JONAS = { code: '38703181745', first: 'Jonas', last: 'Jonaitis' };
const OFFICER = { code: '36502262349', first: 'Mindaugas', last: 'Stankevičius' };
const BOUNDARY = readFileSync(new URL('../fixtures/boundaries/valid-polygon.geojson', import.meta.url));
const EXPECTED = JSON.parse(
  readFileSync(new URL('../fixtures/boundaries/expected.json', import.meta.url), 'utf8'),
) as { file: string; expected: { areaHa: number } }[];
const AREA = EXPECTED.find((entry) => entry.file === 'valid-polygon.geojson')!.expected.areaHa;

const profiles: string[] = [];
afterAll(() => {
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

/**
 * A browser profile kept on disk, as a phone keeps it between uses: a new phone for each run of the
 * journey, so that a retried run does not find the first run's notice still waiting on it.
 */
function launchProfile(): Promise<BrowserContext> {
  const dir = mkdtempSync(join(tmpdir(), 'permits-forest-'));
  profiles.push(dir);
  return launchPhoneProfile(dir, baseUrl, { bypassCSP: true });
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Tęsti' }).click();

async function fillIfEmpty(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  if ((await input.inputValue()) === '') await input.fill(value);
}

/** The owners step (Jonas alone) and the plot in Trakai district. */
async function fillOwnersAndPlot(page: Page) {
  await fillOwners(page);
  await next(page);
  await fillPlot(page);
  await next(page);
}

/** The owners step: Jonas alone. */
async function fillOwners(page: Page) {
  if ((await page.locator('#f-owners-0-ownerType').count()) === 0) {
    await page.getByRole('button', { name: 'Pridėti savininką' }).click();
  }
  await page.locator('#f-owners-0-ownerType').check();
  await page.locator('#f-owners-0-firstName').fill('Jonas');
  await page.locator('#f-owners-0-lastName').fill('Jonaitis');
  await page.locator('#f-owners-0-personCode').fill(JONAS.code);
}

/** The plot in Trakai district, without a forest-management project. */
async function fillPlot(page: Page) {
  await stepHeading(page, 'Žemės sklypas').waitFor();
  await page.locator('#f-municipality').selectOption('TRAKU_R_SAV');
  await page.locator('#f-cadastralLocality').fill('7960');
  await page.locator('#f-cadastralBlock').fill('0002');
  await page.locator('#f-cadastralPlot').fill('0311');
  await page.locator('#f-hasForestManagementProject-1').check();
}

/** One felling of the given type on the fellings step. */
async function fillFelling(page: Page, type: string) {
  await stepHeading(page, 'Kirtimai').waitFor();
  if ((await page.locator('#f-fellings-0-quarter').count()) === 0) {
    await page.getByRole('button', { name: 'Pridėti kirtimą' }).click();
  }
  await page.locator('#f-fellings-0-quarter').fill('45');
  await page.locator('#f-fellings-0-plot').fill('12');
  await page.locator('#f-fellings-0-fellingType').selectOption(type);
  await page.locator('#f-fellings-0-forestGroup').selectOption('IV');
  await page.locator('#f-fellings-0-species').selectOption('EGLE');
  await page.locator('#f-fellings-0-area').fill('1,2');
  await page.locator('#f-fellings-0-volume').fill('38,20');
}

/** The contact details, check your answers (with the boundary file), Submit. */
async function finishAndSubmit(page: Page, boundaryFile: string) {
  await stepHeading(page, 'Kontaktiniai duomenys').waitFor();
  await fillIfEmpty(page, 'Kontaktinio asmens vardas', 'Jonas');
  await fillIfEmpty(page, 'Kontaktinio asmens pavardė', 'Jonaitis');
  await fillIfEmpty(page, 'El. paštas', 'jonas@example.lt');
  await fillIfEmpty(page, 'Telefonas', '+37061234567');
  await next(page);

  await stepHeading(page, 'Patikrinkite atsakymus').waitFor();
  await page.getByText(boundaryFile).first().waitFor();
  await page.getByLabel(/Patvirtinu, kad pateikti duomenys yra teisingi/).check();
  await page.getByRole('button', { name: 'Pateikti paraišką' }).click();
}

describe('a felling notice prepared in the forest', () => {
  it('L08.2 drafted offline with a boundary file → submitted on reconnect → issued → on the felling map', async () => {
    const context = await launchProfile();
    let number = '';
    try {
      await apiLogin(context.request, JONAS);
      await apiSaveProfile(context.request, JONAS.code, {
        email: 'jonas@example.lt',
        first: 'Jonas',
        last: 'Jonaitis',
      });
      const page = context.pages()[0] ?? (await context.newPage());
      // One visit with the network: the portal installs itself and remembers who is logged in.
      await page.goto('/paraiskos/l08_2');
      await waitForServiceWorker(page);
      await stepHeading(page, 'Savininkai').waitFor();

      // In the forest: no network, and the phone reopens the page.
      await context.setOffline(true);
      await page.reload();
      await stepHeading(page, 'Savininkai').waitFor();

      await fillOwnersAndPlot(page);
      await fillFelling(page, 'NEPLYNIEJI_SANITARINIAI');

      // The boundary file is read on the phone and kept there until the network returns.
      const slot = page.locator('#doc-KIRTAVIETES_RIBOS-slot');
      await slot.locator('#doc-KIRTAVIETES_RIBOS').setInputFiles({
        name: 'ribos.geojson',
        mimeType: 'application/geo+json',
        buffer: BOUNDARY,
      });
      await slot.getByRole('button', { name: /^Įkelti/ }).click();
      const kept = slot.getByRole('listitem').filter({ hasText: 'ribos.geojson' });
      await kept.getByText('Laukia ryšio – bus išsiųstas').waitFor();
      await kept.getByText(new RegExp(String(AREA).replace('.', ','))).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await next(page);
      await finishAndSubmit(page, 'ribos.geojson');
      const queued = page.getByRole('heading', { name: 'Paraiška bus pateikta, kai atsiras ryšys' });
      await queued.waitFor();

      // Nothing is lost: reopened offline, the notice still waits with everything in it.
      await page.reload();
      await queued.waitFor();

      // The network returns: the notice is created, its boundary uploaded and submitted, by itself.
      await context.setOffline(false);
      await waitOrTell(page, page.getByRole('region', { name: 'Paraiška pateikta' }), 30_000);
      const { items } = await apiJson<{
        items: { id: string; number: string; kind: string; state: string }[];
      }>(context.request, 'GET', '/api/v1/paraiskos?kind=l08_2');
      const mine = items.filter((item) => item.kind === 'l08_2' && item.state === 'PATEIKTA');
      expect(mine.length).toBeGreaterThan(0);
      number = (await page.locator('h1, .page-header__caption').allTextContents()).join(' ');
    } finally {
      await context.close();
    }

    // The officer takes it up and issues it.
    const browser = await launch();
    try {
      const office = await browser.newContext({ baseURL: baseUrl, locale: 'lt-LT', bypassCSP: true });
      await apiLogin(office.request, OFFICER);
      const page = await office.newPage();
      const applicationNumber = /L08\.2-\d{4}-\d{6}/.exec(number)?.[0];
      expect(applicationNumber).toBeTruthy();
      await page.goto(`/tarnyba/paraiskos?q=${encodeURIComponent(applicationNumber!)}`);
      await page
        .getByRole('row')
        .filter({ hasText: applicationNumber! })
        .getByRole('link', { name: applicationNumber! })
        .click();
      await page.getByRole('heading', { level: 1, name: `Paraiška ${applicationNumber}` }).waitFor();
      for (const action of ['Pradėti vertinti', 'Priimti ir išduoti leidimą']) {
        await page.getByRole('region', { name: 'Sprendimas' }).getByRole('button', { name: action }).click();
        const dialog = page.getByRole('dialog', { name: action });
        await dialog
          .getByRole('button', {
            name: action === 'Priimti ir išduoti leidimą' ? 'Priimti ir išduoti' : action,
          })
          .click();
        await dialog.waitFor({ state: 'detached' });
      }
      const issued = page.locator('.notice').filter({ hasText: 'Paraiška priimta: leidimas' });
      const permitNumber = /leidimas (\d+)\./.exec((await issued.textContent()) ?? '')![1]!;

      // The public felling map lists it, with the municipality filter of the notice's plot.
      const visitor = await browser.newContext({ baseURL: baseUrl, locale: 'lt-LT' });
      const map = await visitor.newPage();
      await map.goto('/map?sluoksnis=kirtimai&savivaldybe=TRAKU_R_SAV&vaizdas=sarasas');
      await map.getByText(permitNumber).first().waitFor();
    } finally {
      await browser.close();
    }
  });

  it('L08.1 started online, continued offline with typed coordinates, submitted by itself on reconnect', async () => {
    const context = await launchProfile();
    try {
      await apiLogin(context.request, JONAS);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/paraiskos/l08_1');
      await waitForServiceWorker(page);
      await stepHeading(page, 'Savininkai').waitFor();
      await fillOwners(page);
      // Saved on the server: the application exists, and this device keeps its copy.
      await page
        .locator('.save-status')
        .filter({ hasText: /^Išsaugota$/ })
        .waitFor();
      await next(page);
      await page.waitForURL(/\/paraiskos\/l08_1\/[0-9a-f-]{36}/);
      await stepHeading(page, 'Žemės sklypas').waitFor();
      const id = /l08_1\/([0-9a-f-]{36})/.exec(page.url())![1]!;

      // In the forest the phone reopens the application: it opens from this device.
      await context.setOffline(true);
      await page.reload();
      await stepHeading(page, 'Žemės sklypas').waitFor();
      await page.getByRole('button', { name: 'Atgal' }).click();
      await stepHeading(page, 'Savininkai').waitFor();
      expect(await page.locator('#f-owners-0-personCode').inputValue()).toBe(JONAS.code);
      await next(page);
      await fillPlot(page);
      await next(page);
      await fillFelling(page, 'PLYNIEJI_PAGRINDINIAI');

      // The boundary typed as LKS-94 corners, the way without a map.
      const slot = page.locator('#doc-KIRTAVIETES_RIBOS-slot');
      await slot.getByRole('radio', { name: /Įvesiu koordinates/ }).check();
      await slot
        .getByLabel('Kampų koordinatės, po vieną tašką eilutėje')
        .fill(['613200 6126300', '613180 6126520', '613420 6126540', '613440 6126300'].join('\n'));
      await slot.getByRole('button', { name: 'Naudoti šias koordinates' }).click();
      const kept = slot.getByRole('listitem').filter({ hasText: 'kirtavietes-ribos-koordinates.geojson' });
      await kept.getByText('Laukia ryšio – bus išsiųstas').waitFor();
      await next(page);
      await finishAndSubmit(page, 'kirtavietes-ribos-koordinates.geojson');
      await page.getByRole('heading', { name: 'Paraiška bus pateikta, kai atsiras ryšys' }).waitFor();

      await context.setOffline(false);
      await waitOrTell(page, page.getByRole('region', { name: 'Paraiška pateikta' }), 30_000);
      const submitted = await apiJson<ApplicationDetail>(
        context.request,
        'GET',
        `/api/v1/paraiskos/l08_1/${id}`,
      );
      expect(submitted.state).toBe('PATEIKTA');
      const boundaries = submitted.documents.filter((document) => document.type === 'KIRTAVIETES_RIBOS');
      expect(boundaries).toHaveLength(1);
      expect(boundaries[0]!.boundary!.areaHa).toBeGreaterThan(4);
      expect(submitted.data.owners).toEqual([
        { ownerType: 'FIZINIS', firstName: 'Jonas', lastName: 'Jonaitis', personCode: JONAS.code },
      ]);
    } finally {
      await context.close();
    }
  });
});
