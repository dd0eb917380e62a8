/**
 * The field defects of issue 16's phone walk-through, each reproduced on the phone profile
 * (390×844, touch) in both languages where there is text, against the built app:
 * - `/map`: a styled layer switch (not a bulleted list) with ≥ 24 px targets and aria-current,
 *   and the map in sight at once (it started 625 px down the page);
 * - `/leidimo-tikrinimas`: a QR code whose signature is not genuine shows only the refusal, never
 *   the holder and dates it claims;
 * - a refused catch report no longer keeps the green "saved on this phone, will be sent" banner;
 * - the sandbox bank page speaks the portal's language, not the browser's.
 */
import type { Browser, Page } from 'playwright-core';
import type { AnglerTicket } from '../../src/shared/anglers/api-types.ts';
import { launch } from '../support/browser.ts';
import {
  buyDaySalmonCard,
  payByRequest,
  personCodes,
  phoneContext,
  startPurchase,
  ticketRequest,
} from '../support/e2e-anglers.ts';
import { apiJson, apiLogin, apiSaveProfile, axeViolations } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';
import { type Lang, mapContext, waitForMap } from '../support/e2e-map.ts';

const baseUrl = e2eBaseUrl();
/** This file's own anglers are born 1981-06-16. */
const personCode = personCodes('810616');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const LANGS: Lang[] = ['lt', 'en'];

describe('the map on a phone', () => {
  const TEXT = {
    lt: { layers: 'Žemėlapio sluoksnis', fishing: 'Žvejyba', felling: 'Miško kirtimai' },
    en: { layers: 'Map layer', fishing: 'Fishing', felling: 'Forest felling' },
  };

  for (const lang of LANGS) {
    it(`shows the map at once under a clear layer switch (${lang})`, async () => {
      const context = await mapContext(browser, 'phone', lang);
      try {
        const page = await context.newPage();
        for (const [path, current] of [
          ['/map', 'fishing'],
          ['/map?sluoksnis=kirtimai', 'felling'],
        ] as const) {
          await page.goto(path);
          const canvas = await waitForMap(page);
          const nav = page.getByRole('navigation', { name: TEXT[lang].layers });
          // A segmented control: no bullets, each segment a target far above 24×24 px.
          expect(await nav.locator('ul').evaluate((list) => getComputedStyle(list).listStyleType)).toBe(
            'none',
          );
          for (const layer of ['fishing', 'felling'] as const) {
            const link = nav.getByRole('link', { name: TEXT[lang][layer], exact: true });
            const box = (await link.boundingBox())!;
            expect(box.height).toBeGreaterThanOrEqual(44);
            expect(box.width).toBeGreaterThanOrEqual(120);
            expect(await link.getAttribute('aria-current')).toBe(layer === current ? 'page' : null);
          }
          const currentLink = nav.getByRole('link', { name: TEXT[lang][current], exact: true });
          const otherLink = nav.getByRole('link', {
            name: TEXT[lang][current === 'fishing' ? 'felling' : 'fishing'],
            exact: true,
          });
          const background = (link: typeof currentLink) =>
            link.evaluate((element) => getComputedStyle(element).backgroundColor);
          expect(await background(currentLink)).not.toBe(await background(otherLink));
          // The map starts in the upper half of the screen: more than half of it is in sight.
          const mapBox = (await canvas.boundingBox())!;
          expect(mapBox.y).toBeLessThan(440);
          expect(844 - mapBox.y).toBeGreaterThan(400);
          expect(await axeViolations(page)).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }
});

/** A day's angler ticket bought logged in, with its QR code's text (its seal). */
async function boughtTicket(serial: number): Promise<AnglerTicket> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const angler = { code: personCode(serial), first: 'Aistė', last: 'Žvejienė' };
    await apiLogin(context.request, angler);
    await apiSaveProfile(context.request, angler.code, { email: 'aiste@example.lt' });
    await payByRequest(context, await startPurchase(context, ticketRequest(angler)));
    const mine = await apiJson<AnglerTicket[]>(context.request, 'GET', '/api/v1/zvejyba/bilietai');
    expect(mine).toHaveLength(1);
    return mine[0]!;
  } finally {
    await context.close();
  }
}

describe('the permit check of a forged QR code', () => {
  const TEXT = {
    lt: {
      input: 'QR kodo tekstas arba leidimo numeris',
      check: 'Tikrinti',
      genuine: /^Parašas tikras/,
      forged: /^Parašas netikras/,
      holder: 'Turėtojas (inicialai)',
    },
    en: {
      input: 'QR code text or permit number',
      check: 'Check',
      genuine: /^Genuine signature/,
      forged: /^Signature not valid/,
      holder: 'Holder (initials)',
    },
  };
  let ticket: AnglerTicket;
  beforeAll(async () => {
    ticket = await boughtTicket(1);
  });

  for (const lang of LANGS) {
    it(`shows only the refusal, no holder and no dates (${lang})`, async () => {
      const t = TEXT[lang];
      const context = await phoneContext(browser, lang);
      try {
        const page = await context.newPage();
        await page.goto('/leidimo-tikrinimas');
        const verdict = page.locator('.permit-check__verdict');
        // The genuine code: the signature, the registry's answer and the details.
        await page.getByLabel(t.input).fill(ticket.seal);
        await page.getByRole('button', { name: t.check }).click();
        await verdict.getByText(t.genuine).waitFor();
        await page.locator('.permit-check__details').getByText(t.holder).waitFor();

        // The same code with other initials: its signature fails, and nothing it claims shows.
        const parts = ticket.seal.split('|');
        parts[5] = 'X. Y.';
        await page.getByLabel(t.input).fill(parts.join('|'));
        await page.getByRole('button', { name: t.check }).click();
        await verdict.getByText(t.forged).waitFor();
        expect(await verdict.locator('p').count()).toBe(1);
        expect(await page.locator('.permit-check__details').count()).toBe(0);
        const result = await page.locator('.page-section').first().innerText();
        expect(result).not.toContain('X. Y.');
        expect(result).not.toContain(ticket.number);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('a catch report refused by the server', () => {
  const TEXT = {
    lt: {
      number: 'Leidimo numeris',
      first: 'Vardas',
      last: 'Pavardė',
      code: 'Kortelės apsaugos kodas',
      caught: 'Sugavau žuvį – įrašyti laiką dabar',
      species: 'Žuvies rūšis',
      amount: 'Kiek žuvų pasilikote?',
      length: 'Ilgis, cm',
      eel: ['Ar sugavote ungurį?', 'Ne'],
      sex: ['Žuvies lytis', 'Nežinoma'],
      save: 'Išsaugoti ataskaitą',
      saved: 'Išsaugota šiame telefone, bus išsiųsta',
      refused: 'Ataskaita atmesta',
    },
    en: {
      number: 'Permit number',
      first: 'First name',
      last: 'Last name',
      code: 'Security code of the card',
      caught: 'I caught a fish – record the time now',
      species: 'Fish species',
      amount: 'How many fish did you keep?',
      length: 'Length in cm',
      eel: ['Did you catch an eel?', 'No'],
      sex: ['Sex of the fish', 'Not known'],
      save: 'Save the report',
      saved: 'Saved on this phone, will be sent',
      refused: 'The report was refused',
    },
  };
  let card: AnglerTicket;
  let angler: { code: string; first: string; last: string };

  beforeAll(async () => {
    // An L06.2 salmon card: its reports may name only its own species.
    const context = await browser.newContext({ baseURL: baseUrl });
    try {
      angler = { code: personCode(2), first: 'Kęstas', last: 'Lašiša' };
      card = await buyDaySalmonCard(context, angler, 'kestas@example.lt');
    } finally {
      await context.close();
    }
  });

  for (const lang of LANGS) {
    it(`replaces the green "will be sent" banner with the refusal (${lang})`, async () => {
      const t = TEXT[lang];
      const context = await phoneContext(browser, lang);
      try {
        const page = await context.newPage();
        // A phone that does not hold the card: the person types its number, names and code, and picks
        // a species the card is not for.
        await page.goto('/laimikio-ataskaita');
        await page.getByLabel(t.number, { exact: true }).fill(card.number);
        await page.getByLabel(t.first, { exact: true }).fill(angler.first);
        await page.getByLabel(t.last, { exact: true }).fill(angler.last);
        // The card's security code from its paper (ADR 0015): with it the refusal is the card's own.
        await page.getByLabel(t.code, { exact: true }).fill(card.securityCode);
        await page.getByRole('button', { name: t.caught }).click();
        const species = page.getByLabel(t.species);
        // The species come with the catalogue, which may still be on its way.
        const otherSpecies = () =>
          species.evaluate(
            (select: HTMLSelectElement, own) =>
              [...select.options].find(
                (o) => o.value && o.value !== own && o.value !== 'lasisa' && o.value !== 'slakys',
              )?.value,
            card.licence?.speciesCode ?? '',
          );
        await expect.poll(otherSpecies).toBeTruthy();
        const other = await otherSpecies();
        await species.selectOption(other!);
        await page.getByLabel(t.amount).fill('1');
        const length = page.getByLabel(t.length);
        if (await length.count()) await length.fill('40');
        const sex = page.getByRole('group', { name: t.sex[0]! });
        if (await sex.count()) await sex.getByLabel(t.sex[1]!).check();
        const eel = page.getByRole('group', { name: t.eel[0]! });
        if (await eel.count()) await eel.getByLabel(t.eel[1]!).check();
        await page.getByRole('button', { name: t.save }).click();

        const banner = page.locator('.catch-saved .notice');
        await page.getByRole('heading', { name: t.refused }).waitFor({ timeout: 20_000 });
        await page.locator('.catch-saved .catch-state--refused').waitFor();
        expect(await page.getByRole('heading', { name: t.saved }).count()).toBe(0);
        expect(await banner.getAttribute('class')).not.toContain('notice--success');
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the sandbox bank page of a purchase', () => {
  const TEXT = {
    lt: {
      period: /1 diena/,
      next: 'Tęsti',
      citizen: 'Lietuvos Respublikos pilietis',
      pay: 'Mokėti 1,00 €',
      bank: 'Mokėti 1,00 €',
    },
    en: {
      period: /1 day/,
      next: 'Continue',
      citizen: 'Citizen of Lithuania',
      pay: 'Pay €1.00',
      bank: 'Pay €1.00',
    },
  };

  /** Buys a day's ticket on the phone, up to the bank's page. */
  async function toTheBank(page: Page, lang: Lang, code: string) {
    const t = TEXT[lang];
    await page.goto('/paraiskos/l05_1');
    await page.getByRole('radio', { name: t.period }).check();
    await page.getByRole('button', { name: t.next }).click();
    await page.locator('#ap-validFrom').waitFor();
    await page.getByRole('button', { name: t.next }).click();
    await page.locator('#ap-firstName').fill('Rimas');
    await page.locator('#ap-lastName').fill('Vaitkus');
    await page.getByRole('radio', { name: t.citizen }).check();
    await page.locator('#ap-personCode').fill(code);
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.pay }).click();
    await page.waitForURL('**/sandbox-bankas/mokejimas/**');
  }

  it('is in Lithuanian when the portal is, in a browser that prefers English', async () => {
    // No language chosen yet: the portal is in Lithuanian, the browser asks for English.
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await toTheBank(page, 'lt', personCode(3));
      expect(await page.locator('html').getAttribute('lang')).toBe('lt');
      await page.getByRole('button', { name: TEXT.lt.bank }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('is in English when the portal is, in a browser that prefers Lithuanian', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'lt-LT',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([{ name: 'lang', value: 'en', domain: new URL(baseUrl).hostname, path: '/' }]);
    try {
      const page = await context.newPage();
      await toTheBank(page, 'en', personCode(4));
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.getByRole('button', { name: TEXT.en.bank }).waitFor();
    } finally {
      await context.close();
    }
  });
});
