/**
 * Accessibility of the public pages (issue 3 item 10; WCAG 2.1 AA): axe-core finds no violation of
 * the WCAG 2.0/2.1 A and AA rules on any public page in either language, and the shell can be used
 * by keyboard alone with a visible focus.
 *
 * axe is added as a script tag; the portal's Content-Security-Policy allows no inline script, so
 * these contexts bypass CSP for the test's own script only (the app's code is unchanged).
 */
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from '../support/browser.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser: Browser;
const baseUrl = e2eBaseUrl();

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function context(lang: 'lt' | 'en', size: 'desktop' | 'phone' = 'desktop'): Promise<BrowserContext> {
  const created = await browser.newContext({
    baseURL: baseUrl,
    locale: lang === 'lt' ? 'lt-LT' : 'en-GB',
    bypassCSP: true,
    viewport: size === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    ...(size === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
  const url = new URL(baseUrl);
  await created.addCookies([{ name: 'lang', value: lang, domain: url.hostname, path: '/' }]);
  return created;
}

/** The page with its content answers in: no spinner left, no request running. */
async function settled(page: Page) {
  await page.locator('main').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role="status"] .spinner__wheel').length === 0);
  await page.waitForLoadState('networkidle');
}

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
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

const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}`)
          .join('\n')}`,
    )
    .join('\n');

const PUBLIC_PAGES = [
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

describe.each(['lt', 'en'] as const)('WCAG 2.1 AA, language %s', (lang) => {
  let ctx: BrowserContext;
  let articlePath = '';

  beforeAll(async () => {
    ctx = await context(lang);
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

  it.each(PUBLIC_PAGES)('%s has no violations', async (path) => {
    const page = await ctx.newPage();
    await page.goto(path === 'ARTICLE' ? articlePath : path);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.close();
  });

  it('has no violations with a FAQ answer open and on a phone with the menu open', async () => {
    const phone = await context(lang, 'phone');
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

describe('content administration', () => {
  it('has no violations in the lists and an open editor', async () => {
    const ctx = await context('lt');
    const page = await ctx.newPage();
    await page.goto('/login/test');
    await page.getByLabel('Vardas').fill('Lukas');
    await page.getByLabel('Pavardė').fill('Žemaitis');
    await page.getByLabel('Asmens kodas').fill('39912319997');
    await page.getByRole('button', { name: /Prisijungti/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    for (const tab of ['articles', 'faq', 'permits', 'warnings', 'pages', 'fishing', 'fees']) {
      await page.goto(`/admin/turinys?tab=${tab}`);
      await settled(page);
      const violations = await axeViolations(page);
      expect(violations, `${tab}\n${describeViolations(violations)}`).toEqual([]);
    }
    await page.goto('/admin/turinys?tab=faq&edit=question-new');
    await settled(page);
    await page.getByRole('button', { name: 'Išsaugoti' }).click();
    await page.locator('.error-summary').waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await ctx.close();
  });
});

/** Focus must be seen (WCAG 2.4.7): an outline or a box shadow on the focused element. */
async function focusVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

/** Presses Tab until `matches` holds for the focused element (at most `limit` times). */
async function tabTo(page: Page, matches: (element: Element) => boolean, limit = 40): Promise<void> {
  const source = matches.toString();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((fn) => {
      const test = new Function(`return (${fn})`)() as (e: Element) => boolean;
      return document.activeElement ? test(document.activeElement) : false;
    }, source);
    if (found) return;
  }
  throw new Error(`Tab never reached the element: ${source}`);
}

describe('keyboard', () => {
  it('reaches the skip link first, opens the menu and switches the language by keyboard, focus always visible', async () => {
    const ctx = await context('lt', 'phone');
    const page = await ctx.newPage();
    await page.goto('/');
    await settled(page);

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    expect(await focusVisible(page)).toBe(true);
    expect(await page.locator('.skip-link').boundingBox()).not.toBeNull();

    // The top menu on a phone is behind the menu button.
    await tabTo(page, (e) => e.classList.contains('menu-toggle'));
    expect(await focusVisible(page)).toBe(true);
    expect(await page.locator('.menu-toggle').getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await page.locator('.menu-toggle').getAttribute('aria-expanded')).toBe('true');
    await tabTo(page, (e) => e.classList.contains('top-nav__link'));
    expect(await focusVisible(page)).toBe(true);

    // The language switcher sits in the menu on phones.
    await tabTo(page, (e) => e.closest('.top-nav') !== null && e.getAttribute('lang') === 'en');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
    expect(await focusVisible(page)).toBe(true);

    // Escape closes the menu.
    await page.keyboard.press('Escape');
    expect(await page.locator('.menu-toggle').getAttribute('aria-expanded')).toBe('false');
    await ctx.close();
  });

  it('moves focus to the content through the skip link and opens a FAQ answer with the keyboard', async () => {
    const ctx = await context('en');
    const page = await ctx.newPage();
    await page.goto('/faq');
    await settled(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await tabTo(page, (e) => e.tagName === 'SUMMARY');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('details')?.open ?? false)).toBe(true);
    await ctx.close();
  });
});
