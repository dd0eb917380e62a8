/**
 * What the anglers' browser journeys share (issue 5): a phone in the person's language, person
 * codes of a journey's own, a ticket bought and paid through the API and the sandbox bank's form,
 * and the wait-then-axe check of a page.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import type {
  AnglerTicket,
  FishingCatalogue,
  PurchaseCreated,
  PurchaseRequest,
} from '../../src/shared/anglers/api-types.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import { personCodeCheckDigit } from '../../src/shared/fields/person-code.ts';
import { apiJson, apiLogin, apiSaveProfile, axeViolations } from './e2e-api.ts';
import { e2eBaseUrl } from './e2e-base-url.ts';

/** The wallet's IndexedDB database (src/web/features/anglers/wallet/wallet-db.ts). */
export const WALLET_DB = 'aplinkos-leidimai-pinigine';

/**
 * Person codes of a journey's own, born on `born` (`yyMMdd`, after 1900, a man), the serial mixed
 * with the process and the clock, so another journey's tickets for the same days never block a
 * purchase (spec §8: one valid permit of a kind per person and day).
 */
export function personCodes(born: string): (serial: number) => string {
  return (serial) => {
    const body = `3${born}${String(((process.pid + Date.now() / 1000 + serial * 97) % 1000) | 0).padStart(3, '0')}`;
    return `${body}${personCodeCheckDigit(body)}`;
  };
}

/** A phone (most anglers) in the language, with axe allowed in (the app's own code runs under its CSP). */
export async function phoneContext(
  browser: Browser,
  language: 'lt' | 'en',
  extra: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const baseUrl = e2eBaseUrl();
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: language === 'lt' ? 'lt-LT' : 'en-GB',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
    bypassCSP: true,
    ...extra,
  });
  await context.addCookies([{ name: 'lang', value: language, domain: new URL(baseUrl).hostname, path: '/' }]);
  return context;
}

/** Nothing is loading any more. */
export async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  // The app's own page, not the header the HTML carries before it runs (ADR 0043).
  await page.waitForFunction(() => document.querySelector('[data-first-paint]') === null);
  await page.waitForFunction(() => document.querySelectorAll('main .spinner').length === 0);
}

export async function expectNoAxeViolations(page: Page) {
  await settled(page);
  expect(await axeViolations(page), page.url()).toEqual([]);
}

/** A day's L05.1 angler ticket for a citizen, paid through the bank. */
export function ticketRequest(
  angler: { first: string; last: string; code: string },
  validFrom = todayInLithuania(),
): PurchaseRequest {
  return {
    kind: 'l05_1',
    period: '1',
    validFrom,
    angler: {
      firstName: angler.first,
      lastName: angler.last,
      citizenship: 'PILIETIS',
      personCode: angler.code,
      useEmail: false,
      usePhone: false,
    },
    paymentMethod: 'BANK',
  };
}

/** Starts a purchase through the API with the context's cookies (its session, if any). */
export function startPurchase(context: BrowserContext, request: PurchaseRequest): Promise<PurchaseCreated> {
  return apiJson<PurchaseCreated>(context.request, 'POST', '/api/public/zvejyba/pirkimai', { json: request });
}

/**
 * Pays with the bank page's own form, sent from the context's request client: what the Pay button
 * posts, then the redirects back through the portal's return (which finalises the payment). For a
 * payment that is a test's setup, not the journey it checks: no page is opened.
 */
export async function payByRequest(context: BrowserContext, created: PurchaseCreated) {
  const page = await context.request.get(created.payUrl);
  expect(page.status()).toBe(200);
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  const lang = /name="lang" value="([^"]+)"/.exec(html)?.[1] ?? 'en';
  expect(token, 'the bank page’s form token').toBeDefined();
  const paid = await context.request.post(`${created.payUrl}/moketi`, { form: { token: token!, lang } });
  expect(paid.url()).toContain(`/payment-success-notification/${created.quote.kind}/${created.id}`);
}

/**
 * A day's salmon or sea trout card (L06.2: bought logged in, for the angler's own name) for a
 * licence in season today, bought and paid through the API; the context is logged in as the angler.
 */
export async function buyDaySalmonCard(
  context: BrowserContext,
  angler: { first: string; last: string; code: string },
  email: string,
): Promise<AnglerTicket> {
  await apiLogin(context.request, angler);
  await apiSaveProfile(context.request, angler.code, { email });
  const catalogue = await apiJson<FishingCatalogue>(context.request, 'GET', '/api/public/zvejyba/katalogas');
  const today = todayInLithuania();
  const licence = catalogue.waterBodies
    .flatMap((body) => body.licences)
    .find(
      (l) =>
        l.kind === 'l06_2' &&
        l.period === '1' &&
        l.amount > 0 &&
        l.available > 2 &&
        l.fishingFrom <= today &&
        today <= l.fishingTo,
    );
  expect(licence, 'an L06.2 salmon or sea trout licence in season in the demo catalogue').toBeDefined();
  const { period: _period, ...rest } = ticketRequest(angler);
  await payByRequest(
    context,
    await startPurchase(context, { ...rest, kind: 'l06_2', licenceId: licence!.id }),
  );
  const mine = await apiJson<AnglerTicket[]>(context.request, 'GET', '/api/v1/zvejyba/bilietai');
  const card = mine.find((ticket) => ticket.kind === 'l06_2');
  expect(card?.licence?.speciesCode).toMatch(/^(lasisa|slakys)$/);
  return card!;
}
