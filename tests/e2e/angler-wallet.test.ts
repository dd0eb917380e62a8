/**
 * Browser journeys of the angler's ticket wallet and the L05/L06 download form (issue 5 items 5
 * and 6), at phone size in both languages, against the built app and the real server:
 * - a logged-in angler's tickets (an L05.1 ticket and an L06.1 card with a species licence, bought
 *   and paid in the sandbox bank) show in /mano-bilietai with their QR codes, which read back as the
 *   tickets' seals; with the network off the page reloads from the service worker, the tickets and
 *   QR codes still show, and the device's own check of the QR says the signature is genuine; the
 *   account's tickets leave the device at logout, and the download form adds one back;
 * - an anonymous purchase remembered on the device shows as awaiting payment, then as a ticket
 *   once paid; its PDF comes from the download form, prefilled from the wallet; wrong data gets
 *   spec §8's message and non-digits the field error;
 * - the download form says nothing while the person tabs through empty fields (nothing moves under
 *   the pointer), so the first click on its button is a submit that shows the error summary; after
 *   it, fields are checked again as the person types;
 * - the pages pass axe's WCAG 2.1 AA rules.
 */

import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AnglerTicket, FishingCatalogue, PurchaseCreated } from '../../src/shared/anglers/api-types.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import { launch, WITH_SERVICE_WORKER } from '../support/browser.ts';
import {
  expectNoAxeViolations,
  payByRequest,
  personCodes,
  phoneContext,
  startPurchase,
  ticketRequest,
  WALLET_DB,
} from '../support/e2e-anglers.ts';
import {
  apiJson,
  apiLogin,
  apiSaveProfile,
  axeViolations,
  waitForServiceWorker,
} from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const baseUrl = e2eBaseUrl();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** This file's own anglers are born 1980-06-15. */
const personCode = personCodes('800615');

/** Pays on the sandbox bank's page, which sends the browser back through the portal to the success page. */
async function pay(page: Page, created: PurchaseCreated) {
  await page.goto(created.payUrl);
  await page.locator('button.pay').click();
  await page.waitForURL(`**/payment-success-notification/${created.quote.kind}/${created.id}`);
}

/** The ticket's card in the wallet, found by its number. */
function ticketCard(page: Page, number: string) {
  return page.locator('.wallet-ticket').filter({ hasText: number });
}

/** Reads the QR code drawn in the page (SVG) the way a scanner would: rasterised, then decoded. */
async function readQr(page: Page, label: string): Promise<string | null> {
  const image = await page.getByRole('img', { name: label }).evaluate(async (svg) => {
    const source = new XMLSerializer().serializeToString(svg);
    const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
    const picture = new Image();
    await new Promise((resolve, reject) => {
      picture.onload = resolve;
      picture.onerror = reject;
      picture.src = url;
    });
    const side = 600;
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.imageSmoothingEnabled = false;
    context.drawImage(picture, 0, 0, side, side);
    URL.revokeObjectURL(url);
    return { side, data: Array.from(context.getImageData(0, 0, side, side).data) };
  });
  return jsQR(new Uint8ClampedArray(image.data), image.side, image.side)?.data ?? null;
}

/** A PDF saved by the page: the download event's file, its name and first bytes. */
async function savedPdf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

describe('the ticket wallet of a logged-in angler (Lithuanian)', () => {
  const angler = { code: personCode(1), first: 'Vytautas', last: 'Žvejys' };
  let context: BrowserContext;
  let ticket: AnglerTicket;
  let card: AnglerTicket;

  beforeAll(async () => {
    // Bought and paid on another device: on this one they are the account's tickets only.
    const other = await phoneContext(browser, 'lt');
    try {
      await apiLogin(other.request, angler);
      const page = await other.newPage();
      // A day's angler ticket for himself.
      await pay(page, await startPurchase(other, ticketRequest(angler)));
      // An L06.1 card with a species licence in season today, with a minimum fish size.
      const catalogue = await apiJson<FishingCatalogue>(
        other.request,
        'GET',
        '/api/public/zvejyba/katalogas',
      );
      const today = todayInLithuania();
      const licence = catalogue.waterBodies
        .flatMap((body) => body.licences)
        .find(
          (l) =>
            l.kind === 'l06_1' &&
            l.available > 0 &&
            l.minSizeCm !== null &&
            l.fishingFrom <= today &&
            today <= l.fishingTo,
        );
      expect(licence, 'an L06.1 licence in season in the demo catalogue').toBeDefined();
      const { period: _period, ...rest } = ticketRequest(angler);
      await pay(page, await startPurchase(other, { ...rest, kind: 'l06_1', licenceId: licence!.id }));
    } finally {
      await other.close();
    }

    // The journey "with the network off" needs the worker.
    context = await phoneContext(browser, 'lt', WITH_SERVICE_WORKER);
    await apiLogin(context.request, angler);
    await apiSaveProfile(context.request, angler.code, { email: 'vytautas.zvejys@example.lt' });
    const mine = await apiJson<AnglerTicket[]>(context.request, 'GET', '/api/v1/zvejyba/bilietai');
    ticket = mine.find((t) => t.kind === 'l05_1')!;
    card = mine.find((t) => t.kind === 'l06_1')!;
    expect(ticket).toBeDefined();
    expect(card?.licence).not.toBeNull();
  });
  afterAll(() => context?.close());

  it('shows the account’s tickets with their QR codes, the card with its species licence', async () => {
    const page = await context.newPage();
    await page.goto('/mano-bilietai');
    await page.getByRole('heading', { level: 1, name: 'Mano bilietai ir kortelės' }).waitFor();

    const ticketCardLocator = ticketCard(page, ticket.number);
    await ticketCardLocator.waitFor();
    await ticketCardLocator.getByText('Vytautas Žvejys').waitFor();
    expect(await ticketCardLocator.locator('.wallet-status--valid').textContent()).toBe(
      'Būsena šiandien: Galioja',
    );
    await ticketCardLocator.getByText('Iš jūsų paskyros').waitFor();
    expect(await readQr(page, `Bilieto Nr. ${ticket.number} QR kodas`)).toBe(ticket.seal);

    // The card with its species licence: species, amount and minimum size.
    const cardLocator = ticketCard(page, card.number);
    await cardLocator.getByText(`${card.licence!.speciesLt}, ${card.licence!.placeLt}`).waitFor();
    await cardLocator.getByText(`${card.licence!.amount} vnt.`).waitFor();
    await cardLocator.getByText(`${card.licence!.minSizeCm} cm`).waitFor();
    await page.getByText(/^Atnaujinta \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).waitFor();
    await expectNoAxeViolations(page);

    // An account ticket's PDF is the holder's own download.
    const pdfLink = ticketCardLocator.getByRole('link', {
      name: `Atsisiųsti bilietą Nr. ${ticket.number} (PDF)`,
    });
    expect(await pdfLink.getAttribute('href')).toBe(ticket.downloadUrl);
    const pdf = await context.request.get(ticket.downloadUrl);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // The QR code full screen, black on white.
    await ticketCardLocator.getByRole('button', { name: 'Rodyti QR kodą visame ekrane' }).click();
    const dialog = page.getByRole('dialog', { name: `Bilietas Nr. ${ticket.number}` });
    await dialog.getByRole('img', { name: `Bilieto Nr. ${ticket.number} QR kodas` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Uždaryti' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    await page.close();
  });

  it('shows them with the network off, and the device’s own check of a QR code says it is genuine', async () => {
    const page = await context.newPage();
    await page.goto('/mano-bilietai');
    await ticketCard(page, ticket.number).waitFor();
    // The network goes: the page comes from the service worker, the tickets from the device.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByText('Esate be interneto ryšio. Rodomi šiame įrenginyje išsaugoti bilietai').waitFor();
      await ticketCard(page, ticket.number).getByText('Vytautas Žvejys').waitFor();
      expect(await readQr(page, `Bilieto Nr. ${ticket.number} QR kodas`)).toBe(ticket.seal);

      // The device's own check: the signature against the kept public keys.
      await ticketCard(page, ticket.number).getByRole('button', { name: 'Tikrinti šį bilietą' }).click();
      const result = ticketCard(page, ticket.number).locator('.wallet-check');
      await result.getByText('Parašas tikras').waitFor();
      await result.getByText('Pagal datas: šiandien galioja').waitFor();
      await result.getByText('V. Z.', { exact: true }).waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await context.setOffline(false);
    }
    await page.close();
  });

  it('lets the account’s tickets go at logout; the download form adds one back to the device', async () => {
    const page = await context.newPage();
    // Logged in, a permit's own download page stays the holder's (issue 4), not the form.
    await page.goto(`/atsisiusti/l05_1/${ticket.permitId}`);
    const own = page.getByRole('link', { name: `Atsisiųsti leidimą Nr. ${ticket.number} (PDF)` });
    expect(await own.getAttribute('href')).toBe(`/api/v1/atsisiusti/l05_1/${ticket.permitId}`);

    await page.goto('/mano-bilietai');
    await ticketCard(page, ticket.number).waitFor();
    await page.locator('.user-menu__button').click();
    await page.getByRole('button', { name: 'Atsijungti' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto('/mano-bilietai');
    await page.getByText('Šiame įrenginyje bilietų dar nėra.').waitFor();
    expect(await ticketCard(page, ticket.number).count()).toBe(0);

    await page.getByRole('link', { name: 'Pridėti bilietą pagal numerį' }).click();
    await page.waitForURL('**/atsisiusti/l05_1');
    await page.getByLabel('Leidimo numeris').fill(ticket.number);
    await page.getByLabel('Vardas').fill('vytautas');
    await page.getByLabel('Pavardė').fill('ŽVEJYS');
    // The number and the names are not enough to put a ticket in this device's wallet (ADR 0015):
    // the security code is asked for, and a wrong one is "not found" like any other miss.
    const addToWallet = page.getByRole('button', { name: 'Pridėti prie mano bilietų' });
    await addToWallet.click();
    const summary = page.getByRole('alert').filter({ hasText: 'Pataisykite klaidas' });
    await summary.getByText('Įveskite ant leidimo išspausdintą apsaugos kodą').waitFor();
    const wrong = ticket.securityCode.startsWith('2')
      ? `3${ticket.securityCode.slice(1)}`
      : `2${ticket.securityCode.slice(1)}`;
    await page.getByLabel('Apsaugos kodas').fill(wrong);
    await addToWallet.click();
    await summary
      .getByText('Pagal pateiktus duomenis leidimas nerastas. Patikslinkite duomenis ir bandykite dar kartą.')
      .waitFor();
    await page
      .getByLabel('Apsaugos kodas')
      .fill(`${ticket.securityCode.slice(0, 4).toLowerCase()} ${ticket.securityCode.slice(4)}`);
    await addToWallet.click();
    await page.getByText(`Bilietas Nr. ${ticket.number} išsaugotas šiame įrenginyje.`).waitFor();
    await page.getByRole('link', { name: 'Atidaryti mano bilietus' }).click();
    const added = ticketCard(page, ticket.number);
    await added.getByText('Pirkta šiame įrenginyje').waitFor();
    await added.getByText(`${ticket.securityCode.slice(0, 4)}-${ticket.securityCode.slice(4)}`).waitFor();

    // The PDF by the form, in Lithuanian: the address names the number only; the wallet fills in
    // the names and the code.
    await added.getByRole('link', { name: `Atsisiųsti bilietą Nr. ${ticket.number} (PDF)` }).click();
    await page.waitForURL(`**/atsisiusti/l05_1?numeris=${ticket.number}`);
    await expect
      .poll(() => page.getByLabel('Apsaugos kodas').inputValue())
      .toBe(`${ticket.securityCode.slice(0, 4)}-${ticket.securityCode.slice(4)}`);
    expect(await page.getByLabel('Vardas').inputValue()).toBe('Vytautas');
    expect(await page.getByLabel('Pavardė').inputValue()).toBe('Žvejys');
    const pdf = await savedPdf(page, () => page.getByRole('button', { name: 'Atsisiųsti PDF' }).click());
    expect(pdf.name).toBe(`leidimas-${ticket.number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByText(`Leidimas Nr. ${ticket.number} atsisiųstas`).waitFor();
    await page.close();
  });
});

describe('a ticket bought without logging in (English)', () => {
  const angler = { code: personCode(2), first: 'Ona', last: 'Upelytė' };
  let context: BrowserContext;
  let created: PurchaseCreated;

  beforeAll(async () => {
    context = await phoneContext(browser, 'en');
    created = await startPurchase(context, ticketRequest(angler));
  });
  afterAll(() => context?.close());

  it('shows the remembered purchase awaiting payment, then the ticket once paid', async () => {
    const page = await context.newPage();
    await page.goto('/mano-bilietai');
    await page.getByRole('heading', { level: 1, name: 'My tickets and cards' }).waitFor();
    await page.getByText('There are no tickets on this device yet.').waitFor();

    // What the purchase journey does before sending the buyer to the bank (rememberPurchase).
    await page.evaluate(
      async ({ name, purchase }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        await new Promise((resolve, reject) => {
          const tx = db.transaction('purchases', 'readwrite');
          tx.objectStore('purchases').put(purchase);
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      {
        name: WALLET_DB,
        purchase: {
          id: created.id,
          kind: 'l05_1',
          secret: created.secret,
          state: 'AWAITING_PAYMENT',
          createdAt: Date.now(),
          checkedAt: null,
        },
      },
    );
    await page.reload();
    const pending = page.locator('section', { has: page.getByRole('heading', { name: 'Awaiting payment' }) });
    const link = pending.getByRole('link', { name: 'View the purchase (Fishing ticket)' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/paraiskos/l05_1/${created.id}`);
    await expectNoAxeViolations(page);

    await payByRequest(context, created);
    await page.goto('/mano-bilietai');
    const card = page.locator('.wallet-ticket').filter({ hasText: 'Ona Upelytė' });
    await card.getByText('Bought on this device').waitFor();
    expect(await card.locator('.wallet-status--valid').textContent()).toBe('Status today: Valid');
    // The purchase leaves "Awaiting payment" when the wallet's update writes the ticket; the card
    // and the list are rendered from two reads of it, so the list may follow a moment later.
    await expect.poll(() => pending.count()).toBe(0);
    const number = (await card.locator('.wallet-ticket__fact').first().locator('dd').innerText()).trim();
    expect(number).toMatch(/^05\d{9}$/);
    expect(await readQr(page, `QR code of ticket No. ${number}`)).toMatch(
      new RegExp(`^AL1\\|${number}\\|L05\\.1\\|`),
    );
    await expectNoAxeViolations(page);

    // Its PDF: the download form, filled in from the wallet.
    await card.getByRole('link', { name: `Download ticket No. ${number} (PDF)` }).click();
    await page.waitForURL(/\/atsisiusti\/l05_1\?/);
    expect(await page.getByLabel('Permit number').inputValue()).toBe(number);
    // The names come from this device's wallet (IndexedDB, ADR 0015), a moment after the address.
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Ona');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Upelytė');
    await expectNoAxeViolations(page);
    const pdf = await savedPdf(page, () => page.getByRole('button', { name: 'Download the PDF' }).click());
    expect(pdf.name).toBe(`leidimas-${number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // Wrong data: spec §8's message, in the error summary that takes focus.
    await page.getByLabel('Last name').fill('Upelis');
    await page.getByRole('button', { name: 'Download the PDF' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByText('Permit not found for the given data. Update the data and try again.').waitFor();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    // Not digits: the field's own error, before any lookup.
    await page.getByLabel('Permit number').fill('05A6000001');
    await page.getByRole('button', { name: 'Download the PDF' }).click();
    await summary.getByText('Permit number: Enter digits only').waitFor();
    await page.locator('#angler-download-number-error').getByText('Enter digits only').waitFor();
    expect(await page.getByLabel('Permit number').getAttribute('inputmode')).toBe('numeric');
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe('the download form, checked when sent (English)', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await phoneContext(browser, 'en');
  });
  afterAll(() => context?.close());

  it('says nothing while the person moves through the fields; the first click on the button shows the errors', async () => {
    const page = await context.newPage();
    await page.goto('/atsisiusti/l05_1');
    const number = page.getByLabel('Permit number');
    const lastName = page.getByLabel('Last name');
    const submit = page.getByRole('button', { name: 'Download the PDF' });
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });

    // Empty fields left with Tab: no message yet, so nothing moves on the page.
    await number.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('angler-download-lastName');
    // Where the button is on the page (not in the viewport: the next field scrolls into view).
    const place = () =>
      submit.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { x: box.left + window.scrollX, y: box.top + window.scrollY, height: box.height };
      });
    const before = await place();
    await page.keyboard.press('Tab');
    expect(await page.locator('.field__error').count()).toBe(0);
    expect(await page.locator('.field--invalid, .field--valid').count()).toBe(0);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await summary.count()).toBe(0);
    expect(await place()).toEqual(before);

    // From a field, one click on the button: leaving the field changes nothing under the pointer,
    // so the click is a submit and the error summary takes focus.
    await lastName.focus();
    await submit.click();
    await summary.getByText('Last name: Required').waitFor();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await summary.getByRole('link').allInnerTexts()).toEqual([
      'Permit number: Required',
      'First name: Required',
      'Last name: Required',
      'Security code: Enter the security code printed on the permit',
    ]);
    expect(await page.locator('#angler-download-number-error').innerText()).toBe('Required');
    expect(await number.getAttribute('aria-invalid')).toBe('true');

    // After the submit, each field is checked again as the person types.
    await page.getByLabel('First name').fill('Ona');
    await page.locator('#angler-download-firstName-error').waitFor({ state: 'detached' });
    expect(await summary.getByRole('link').allInnerTexts()).toEqual([
      'Permit number: Required',
      'Last name: Required',
      'Security code: Enter the security code printed on the permit',
    ]);
    await number.fill('05A');
    await page.locator('#angler-download-number-error').getByText('Enter digits only').waitFor();
    await expectNoAxeViolations(page);
    await page.close();
  });
});
