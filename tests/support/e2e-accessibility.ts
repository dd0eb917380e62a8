/**
 * The accessibility journeys (issue 3 item 10; WCAG 2.1 AA), shared by the `accessibility-*.test.ts`
 * files: axe-core finds no violation of the WCAG 2.0/2.1 A and AA rules on any public page in either
 * language. The pages are split over several files so that both browser-journey workers share them
 * (issue 17 item 7: one file of 57 journeys kept one worker busy for 2.5 minutes).
 *
 * axe is added as a script tag; the portal's Content-Security-Policy allows no inline script, so
 * these contexts bypass CSP for the test's own script only (the app's code is unchanged).
 */
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, requestsDone, trackPageRequests } from './browser.ts';
import { e2eBaseUrl } from './e2e-base-url.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Language = 'lt' | 'en';

/** Every public page, in both languages; 'ARTICLE' stands for the newest article's page. */
export const PUBLIC_PAGES = [
  '/',
  '/articles',
  '/articles?page=2',
  'ARTICLE',
  '/faq',
  '/about',
  '/contacts',
  '/permits',
  '/permits/l05_1',
  '/l13',
  '/l06_2',
  '/login',
  '/login/test',
  '/map',
  '/public-info',
  '/public-info/l13',
  '/educationalMaterial',
  '/leidimo-paieska/l06_2',
  '/ataskaita/l06_2',
  '/paraiskos/l05_1',
  '/leidimai/l05_1',
  '/atsisiusti/l05_1',
  '/mano-bilietai',
  '/laimikio-ataskaita',
  '/paraiskos/l13',
  '/no-such-page',
];

/** The first or the second half of PUBLIC_PAGES (each half is one file's share). */
export function publicPagesHalf(half: 1 | 2): string[] {
  const middle = Math.ceil(PUBLIC_PAGES.length / 2);
  return half === 1 ? PUBLIC_PAGES.slice(0, middle) : PUBLIC_PAGES.slice(middle);
}

/** One browser for the file's journeys, launched before them and closed after. */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

export async function accessibilityContext(
  browser: Browser,
  lang: Language,
  size: 'desktop' | 'phone' = 'desktop',
): Promise<BrowserContext> {
  const baseUrl = e2eBaseUrl();
  const created = await browser.newContext({
    baseURL: baseUrl,
    locale: lang === 'lt' ? 'lt-LT' : 'en-GB',
    bypassCSP: true,
    viewport: size === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    ...(size === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
  const url = new URL(baseUrl);
  await created.addCookies([{ name: 'lang', value: lang, domain: url.hostname, path: '/' }]);
  trackPageRequests(created);
  return created;
}

/** The page with its content answers in: the app's own page, no spinner left, no request running. */
export async function settled(page: Page) {
  await page.locator('main').waitFor();
  // The app's own page, not the header the HTML carries before it runs (ADR 0043).
  await page.waitForFunction(() => document.querySelector('[data-first-paint]') === null);
  await page.waitForFunction(() => document.querySelectorAll('[role="status"] .spinner__wheel').length === 0);
  await requestsDone(page);
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is added to the page above, it has no types here.
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map(
      (v: {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[]; failureSummary: string }[];
      }) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }),
    );
  }, WCAG_AA);
}

export const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}`)
          .join('\n')}`,
    )
    .join('\n');

/**
 * The journeys of one language over `pages`: each page has no violations and is in that language;
 * with `withPhoneMenu`, also the FAQ with an answer open and the phone menu open.
 */
export function describePublicPages(lang: Language, pages: string[], withPhoneMenu: boolean) {
  describe(`WCAG 2.1 AA, language ${lang}`, () => {
    const browser = browserPerFile();
    let ctx: BrowserContext;
    let articlePath = '';

    beforeAll(async () => {
      ctx = await accessibilityContext(browser(), lang);
      if (!pages.includes('ARTICLE')) return;
      const page = await ctx.newPage();
      await page.goto('/');
      const [article] = await page.evaluate(
        async (l) => (await fetch(`/api/content/articles?_limit=1&_locale=${l}`)).json(),
        lang,
      );
      articlePath = `/articles/${article.id}`;
      await page.close();
    });
    afterAll(() => ctx?.close());

    it.each(pages)('%s has no violations', async (path) => {
      const page = await ctx.newPage();
      await page.goto(path === 'ARTICLE' ? articlePath : path);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.close();
    });

    if (withPhoneMenu)
      it('has no violations with a FAQ answer open and on a phone with the menu open', async () => {
        const phone = await accessibilityContext(browser(), lang, 'phone');
        const page = await phone.newPage();
        await page.goto('/faq');
        await settled(page);
        await page.locator('details.faq-item summary').first().click();
        let violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        await page.locator('.menu-toggle').click();
        await page.locator('.top-nav.is-open').waitFor();
        violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        await phone.close();
      });
  });
}
