/**
 * The first paint written into the HTML (issue 16 target 1, ADR 0043): for a visitor who is not
 * logged in, the server writes the header and the page's frame into `#root`, rendered at build time
 * from the app's own components (src/web/app/first-paint.tsx). Here, on a phone in both languages,
 * each written page's lead is taken as the HTML paints it (before the app's first render) and again
 * once React has replaced it: the same text in the same box, so that nothing moves and Chromium
 * keeps the written lead as the LCP candidate. Once React has taken over the page has one heading
 * of level 1, one banner and one main landmark: nothing written is left twice.
 */
import type { Browser, Page } from 'playwright-core';
import { LANGUAGES, type Language } from '../../src/shared/i18n/index.ts';
import { launch, newContext } from '../support/browser.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

let browser: Browser;
const baseUrl = e2eBaseUrl();

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/**
 * The lead of each written page (FIRST_PAINT_PAGES, which tests/api/web-app.test.ts holds to the same
 * list): the hero's on `/`, the page header's elsewhere.
 */
const LEAD: Record<string, string> = {
  '/': '.hero__lead',
  '/permits': '.page-header__lead',
  '/mano-bilietai': '.page-header__lead',
  '/laimikio-ataskaita': '.page-header__lead',
};

interface Taken {
  text: string;
  box: { x: number; y: number; width: number; height: number };
  headings: number;
  banners: number;
}

/**
 * Opens `path` and takes the lead twice: when the HTML has been parsed (the written nodes, before
 * the app's first render, which waits for the page's code and data) and once the app has replaced
 * them with its own.
 */
async function takeOver(page: Page, path: string, selector: string) {
  await page.addInitScript((leadSelector: string) => {
    const w = window as unknown as { written?: Element | null; writtenTaken?: unknown; lcp?: number[] };
    w.lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.lcp?.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const lead = document.querySelector(leadSelector);
      w.written = lead;
      const box = lead?.getBoundingClientRect();
      w.writtenTaken = lead &&
        box && {
          text: lead.textContent,
          box: { x: box.x, y: box.y, width: box.width, height: box.height },
          headings: document.querySelectorAll('h1').length,
          banners: document.querySelectorAll('body > #root header.site-header').length,
          written: document.querySelector('[data-first-paint]') !== null,
        };
    });
  }, selector);
  await page.goto(path);
  // The app's first render: the lead is another node than the written one.
  await page.waitForFunction(
    (leadSelector: string) => {
      const lead = document.querySelector(leadSelector);
      return lead !== null && lead !== (window as unknown as { written?: Element | null }).written;
    },
    selector,
    { timeout: 20_000 },
  );
  const before = (await page.evaluate(
    () => (window as unknown as { writtenTaken?: unknown }).writtenTaken,
  )) as (Taken & { written: boolean }) | null;
  const lead = page.locator(selector);
  const box = await lead.boundingBox();
  const after: Taken = {
    text: (await lead.textContent()) ?? '',
    box: box ?? { x: 0, y: 0, width: 0, height: 0 },
    headings: await page.locator('h1').count(),
    banners: await page.getByRole('banner').count(),
  };
  // Reported, not required: a candidate after the app's first render is a larger element of the
  // page's content (bench/phone.ts measures LCP).
  const timings = await page.evaluate(() => ({
    lcp: (window as unknown as { lcp?: number[] }).lcp?.map(Math.round),
    ready: Math.round(performance.getEntriesByName('app:ready')[0]?.startTime ?? -1),
  }));
  console.log(`${path}: LCP candidates at ${timings.lcp?.join(', ')} ms, app ready at ${timings.ready} ms`);
  return { before, after };
}

describe('the first paint in the HTML, before and after React takes over (phone)', () => {
  const cases = Object.keys(LEAD).flatMap((path) => LANGUAGES.map((language) => [path, language] as const));
  it.each(cases)(
    '%s in %s: the same lead in the same box, one h1 and one banner after',
    async (path, language) => {
      const context = await newContext(browser, baseUrl, 'phone');
      try {
        if (language !== 'lt') {
          await context.addCookies([{ name: 'lang', value: language as Language, url: baseUrl }]);
        }
        const page = await context.newPage();
        const selector = LEAD[path]!;
        const { before, after } = await takeOver(page, path, selector);

        // Written into the HTML, and still the HTML's when the document was parsed.
        expect(before, 'the HTML carries the lead').not.toBeNull();
        expect(before!.written, 'taken from the written part').toBe(true);
        expect(before!.headings).toBe(1);
        expect(before!.banners).toBe(1);
        expect(before!.text?.length).toBeGreaterThan(40);

        expect(after.text).toBe(before!.text);
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(after.box[side] - before!.box[side]), `${side} of the lead`).toBeLessThanOrEqual(
            0.5,
          );
        }
        expect(after.headings).toBe(1);
        expect(after.banners).toBe(1);
        await expect(page.getByRole('main').count()).resolves.toBe(1);
        expect(await page.locator('h1').textContent()).toBeTruthy();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      } finally {
        await context.close();
      }
    },
  );
});
