/**
 * Catch reports filed with no network (issue 6 items 1, 2, 5), in a persistent browser profile at
 * phone size, in Lithuanian, against the built app and the real server:
 * - an angler's L06.2 salmon card, bought and paid through the API, shows in the wallet online;
 *   the service worker takes over, the network goes;
 * - two reports are filed offline from the card's "Report a catch": the form is filled in from the
 *   card (number, names, the card's one species), shows spec §8's salmon warning with a timer since
 *   the catch recorded by "I caught a fish", and saving says "Saved on this phone, will be sent";
 * - the browser is closed and started again with the same profile, still offline: the two reports
 *   show as waiting in the wallet; a third is filed and its species forged in IndexedDB to one the
 *   card is not for;
 * - the network returns: the server holds exactly two reports (the holder's own list), both sent
 *   and shown so in the wallet; the forged one is refused with the server's reason and keeps its
 *   data, and corrected it is sent as a new report;
 * - the form, with and without errors, the confirmation and the wallet pass axe's WCAG 2.1 AA rules.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { AnglerTicket } from '../../src/shared/anglers/api-types.ts';
import type { CatchReportResult } from '../../src/shared/anglers/catch-reports.ts';
import { launchPhoneProfile } from '../support/browser.ts';
import { buyDaySalmonCard, expectNoAxeViolations, personCodes, WALLET_DB } from '../support/e2e-anglers.ts';
import { apiJson, apiLogin, waitForServiceWorker } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const baseUrl = e2eBaseUrl();

/** This file's own anglers are born 1977-03-08. */
const personCode = personCodes('770308');

/** A phone's browser with its profile kept in `dir`: closing and starting it again keeps IndexedDB and the worker. */
async function openPhone(dir: string): Promise<BrowserContext> {
  const context = await launchPhoneProfile(dir, baseUrl, { bypassCSP: true, touch: true });
  await context.addCookies([{ name: 'lang', value: 'lt', domain: new URL(baseUrl).hostname, path: '/' }]);
  return context;
}

function cardOf(page: Page, number: string) {
  return page.locator('.wallet-ticket').filter({ hasText: number });
}

/** Fills in one report on the open form and saves it. */
async function fileReport(
  page: Page,
  fish: { amount: string; length?: string; sex?: string; eel: 'Taip' | 'Ne' },
) {
  await page.getByRole('button', { name: 'Sugavau žuvį – įrašyti laiką dabar' }).click();
  await page.getByText(/^Laikas įrašytas: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).waitFor();
  await page
    .getByRole('timer')
    .first()
    .getByText(/^Nuo sugavimo praėjo 0 min\. \d+ s$/)
    .waitFor();
  await page.getByLabel('Kiek žuvų pasilikote?').fill(fish.amount);
  if (fish.length) await page.getByLabel('Ilgis, cm').fill(fish.length);
  if (fish.sex) await page.getByRole('group', { name: 'Žuvies lytis' }).getByLabel(fish.sex).check();
  await page.getByRole('group', { name: 'Ar sugavote ungurį?' }).getByLabel(fish.eel).check();
  await page.getByRole('button', { name: 'Išsaugoti ataskaitą' }).click();
  await page.getByRole('heading', { name: 'Išsaugota šiame telefone, bus išsiųsta' }).waitFor();
}

describe('catch reports filed with no network, in a browser closed and opened again', () => {
  const angler = { code: personCode(1), first: 'Kęstutis', last: 'Lašišauskas' };
  const profile = mkdtempSync(join(tmpdir(), 'catch-report-profile-'));
  let context: BrowserContext;
  let card: AnglerTicket;

  beforeAll(async () => {
    context = await openPhone(profile);
    // A day's salmon card (L06.2: the angler's own, bought logged in) for a licence in season today.
    card = await buyDaySalmonCard(context, angler, 'kestutis.lasisauskas@example.lt');
  });
  afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('files two reports offline from the wallet’s card, with the salmon warning and its timer', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/mano-bilietai');
    const walletCard = cardOf(page, card.number);
    await walletCard.getByText('Pagal šią kortelę ataskaitų šiame telefone dar nėra.').waitFor();
    await walletCard.getByText('Sugavus ir pasilikus lašišą ar šlakį').first().waitFor();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await walletCard.getByRole('link', { name: /^Pranešti apie laimikį/ }).click();
    // The number only in the address: names and the code never travel in it (ADR 0015).
    await page.waitForURL(`**/laimikio-ataskaita?leidimas=${card.number}`);
    await page.getByRole('heading', { level: 1, name: 'Laimikio ataskaita' }).waitFor();
    await page.getByText('Esate be interneto ryšio. Ataskaitą vis tiek galite išsaugoti').waitFor();
    // Filled in from the card: the number, the names, the card's security code (asked for once:
    // the wallet has it, offline too) and the card's only species.
    expect(await page.getByLabel('Leidimo numeris').inputValue()).toBe(card.number);
    expect(await page.getByLabel('Vardas').inputValue()).toBe(angler.first);
    expect(await page.getByLabel('Pavardė').inputValue()).toBe(angler.last);
    const printedCode = `${card.securityCode.slice(0, 4)}-${card.securityCode.slice(4)}`;
    await page.getByText(`Kortelės apsaugos kodas: ${printedCode} (iš jūsų piniginės).`).waitFor();
    expect(await page.getByLabel('Kortelės apsaugos kodas').count()).toBe(0);
    const species = page.getByLabel('Žuvies rūšis');
    expect(await species.locator('option').allTextContents()).toEqual([card.licence!.speciesLt]);
    const warning = page.getByRole('region', { name: 'Lašiša ar šlakys: praneškite per 10 minučių' });
    await warning.getByText('Vos sugavę žuvį paspauskite „Sugavau žuvį“').waitFor();
    await expectNoAxeViolations(page);

    // Saving with nothing filled in: the error summary, linked to the fields, takes focus.
    await page.getByRole('button', { name: 'Išsaugoti ataskaitą' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Pataisykite klaidas' });
    await summary
      .getByRole('link', { name: 'Paspauskite „Sugavau žuvį“ arba įrašykite sugavimo datą ir laiką' })
      .waitFor();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await summary.getByRole('link', { name: 'Įrašykite, kiek žuvų pasilikote' }).click();
    expect(await page.getByLabel('Kiek žuvų pasilikote?').evaluate((e) => e === document.activeElement)).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Sugavau žuvį – įrašyti laiką dabar' }).click();
    await warning
      .getByRole('timer')
      .getByText(/^Nuo sugavimo praėjo 0 min\. \d+ s$/)
      .waitFor();
    await warning.getByText('Pakanka per 10 minučių išsaugoti ataskaitą šiame telefone').waitFor();
    // A reload (the "site content changed" dialog's, a phone dropping the tab) keeps the recorded
    // time and what was typed: the unsaved form is kept in the tab.
    const recorded = await page.getByText(/^Laikas įrašytas: /).textContent();
    await page.getByLabel('Kiek žuvų pasilikote?').fill('1');
    await page.reload();
    await page.getByText(recorded!, { exact: true }).waitFor();
    expect(await page.getByLabel('Kiek žuvų pasilikote?').inputValue()).toBe('1');
    await fileReport(page, { amount: '1', length: '72,5', sex: 'Patelė', eel: 'Ne' });
    await page.getByText('Laukia išsiuntimo').first().waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Pranešti apie kitą laimikį' }).click();
    await fileReport(page, { amount: '0', eel: 'Taip' });

    await page.goto('/mano-bilietai');
    await page.getByText('2 laimikio ataskaitos laukia išsiuntimo').waitFor();
  });

  it('shows them waiting after the browser is closed and started again, still offline', async () => {
    await context.close();
    context = await openPhone(profile);
    await context.setOffline(true);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/mano-bilietai');
    await page.getByText('2 laimikio ataskaitos laukia išsiuntimo').waitFor();
    const reports = cardOf(page, card.number).locator('.wallet-report');
    expect(await reports.count()).toBe(2);
    expect(await reports.locator('.wallet-report__state').allTextContents()).toEqual([
      'Būsena: Laukia išsiuntimo',
      'Būsena: Laukia išsiuntimo',
    ]);
    await expectNoAxeViolations(page);

    // A third report, whose species is then forged to one the card is not for.
    await cardOf(page, card.number)
      .getByRole('link', { name: /^Pranešti apie laimikį/ })
      .click();
    await fileReport(page, { amount: '1', length: '61', sex: 'Patinas', eel: 'Ne' });
    const forged = await page.evaluate(async (name) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const reports = await new Promise<{ id: string; amount: number; lengthCm: number | null }[]>(
        (resolve, reject) => {
          const request = db.transaction('catchReports').objectStore('catchReports').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        },
      );
      const third = reports.find((r) => r.lengthCm === 61)!;
      await new Promise((resolve, reject) => {
        const tx = db.transaction('catchReports', 'readwrite');
        tx.objectStore('catchReports').put({
          ...third,
          speciesCode: 'lydeka',
          speciesLt: 'Lydeka',
          speciesEn: 'Northern pike',
        });
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      return third.id;
    }, WALLET_DB);
    expect(forged).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends them when the network returns: exactly two on the server, the forged one refused with its data kept', async () => {
    const page = context.pages()[0]!;
    await page.goto('/mano-bilietai');
    await page.getByText('3 laimikio ataskaitos laukia išsiuntimo').waitFor();
    await context.setOffline(false);

    const walletCard = cardOf(page, card.number);
    await expect
      .poll(() => walletCard.locator('.wallet-report__state').allTextContents(), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['Būsena: Išsiųsta', 'Būsena: Išsiųsta', 'Būsena: Atmesta']));
    await page.getByText(/laukia išsiuntimo$/).waitFor({ state: 'detached' });

    // The browser started again without its session (a session cookie): the reports needed none,
    // the holder's own list of them does.
    await apiLogin(context.request, angler);
    const onServer = await apiJson<CatchReportResult[]>(
      context.request,
      'GET',
      `/api/v1/zvejyba/laimikis?leidimas=${card.number}`,
    );
    expect(onServer).toHaveLength(2);
    expect(onServer.map((r) => r.amount).sort()).toEqual([0, 1]);
    // The first report received ends the salmon card (spec §4), and the wallet no longer shows it valid.
    expect(onServer.some((r) => r.cardEnded)).toBe(true);
    expect(await walletCard.locator('.wallet-status').first().textContent()).toBe(
      'Būsena šiandien: Nebegalioja',
    );

    // The refused one keeps its data and says why.
    const refused = walletCard.locator('.wallet-report--refused');
    await refused.getByText('Lydeka: 1 žuvis, 61 cm', { exact: true }).waitFor();
    await refused.getByText(`Ši kortelė išduota tik žuvų rūšiai „${card.licence!.speciesLt}“`).waitFor();
    await expectNoAxeViolations(page);

    // Corrected, it is a new report, sent, and the server has three.
    await refused.getByRole('link', { name: /^Taisyti ir siųsti iš naujo/ }).click();
    await page.getByText('Taisote atmestą ataskaitą.').waitFor();
    expect(await page.getByLabel('Ilgis, cm').inputValue()).toBe('61');
    await page.getByLabel('Žuvies rūšis').selectOption(card.licence!.speciesCode);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Išsaugoti ir siųsti iš naujo' }).click();
    // Online it may be sent at once: the banner then says so instead of "will be sent".
    await page
      .getByRole('heading', { name: /^(Išsaugota šiame telefone, bus išsiųsta|Ataskaita išsiųsta)$/ })
      .waitFor();
    await page.locator('.catch-saved .catch-state--sent').waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Ataskaita išsiųsta' }).waitFor();
    const after = await apiJson<CatchReportResult[]>(
      context.request,
      'GET',
      `/api/v1/zvejyba/laimikis?leidimas=${card.number}`,
    );
    expect(after).toHaveLength(3);
    await page.goto('/laimikio-ataskaita');
    await page.getByRole('heading', { name: 'Ataskaitos šiame telefone' }).waitFor();
    await page.locator('.catch-item--sent').nth(2).waitFor();
    expect(await page.locator('.catch-item--sent').count()).toBe(3);
    expect(await page.locator('.catch-item--refused').count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
