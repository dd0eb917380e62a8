/**
 * WCAG 2.2 target size (2.5.8, AA) on the phone profile (issue 16: links and buttons under 24×24
 * px in the footer and the lists): every visible link and button on the key pages, the footer
 * included, is at least 24×24 CSS px. The one exception of 2.5.8 applied is "inline": a link
 * inside a sentence, whose size the line of text sets. The others (spacing, equivalent, user agent,
 * essential) are not relied on.
 */
import type { Browser, Page } from 'playwright-core';
import { launch } from '../support/browser.ts';
import { apiLogin, apiSaveProfile } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const baseUrl = e2eBaseUrl();
const JONAS = { code: '38703181745', first: 'Jonas', last: 'Jonaitis' };
const MIN = 24;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The visible targets smaller than 24×24 px that are not inline in a sentence, described. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const targets = document.querySelectorAll<HTMLElement>(
      'a[href], button, [role="button"], [role="link"], input[type="checkbox"], input[type="radio"], summary',
    );
    const small: string[] = [];
    for (const target of targets) {
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // A native checkbox or radio hidden under its drawn look is sized by its label.
      if (target.closest('.visually-hidden')) continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      // Inline: a link in running text (its block holds other words on the line).
      if (style.display === 'inline') {
        const block = target.parentElement?.closest('p, li, dd, td, span, div');
        const own = (target.textContent ?? '').trim();
        const all = (block?.textContent ?? '').trim();
        if (block && all.length > own.length + 1) continue;
      }
      // An input whose label is the target (checkbox, radio): the label's box counts.
      if (target instanceof HTMLInputElement && target.labels?.[0]) {
        const label = target.labels[0].getBoundingClientRect();
        if (label.height >= min - 0.5 && label.width + box.width >= min) continue;
      }
      const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40);
      small.push(
        `${target.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return small;
  }, MIN);
}

async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  // The app's own page, footer included, not the header the HTML carries before it (ADR 0043).
  await page.waitForFunction(() => document.querySelector('[data-first-paint]') === null);
  await page.waitForFunction(() => document.querySelectorAll('main .spinner').length === 0);
}

for (const lang of ['lt', 'en'] as const) {
  it(`has no link or button under 24×24 px on the key pages, footer included, on a phone (${lang})`, async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: lang === 'lt' ? 'lt-LT' : 'en-GB',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await context.addCookies([{ name: 'lang', value: lang, domain: new URL(baseUrl).hostname, path: '/' }]);
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      for (const path of [
        '/',
        '/permits',
        '/map?vaizdas=sarasas',
        '/map?sluoksnis=kirtimai&vaizdas=sarasas',
      ]) {
        await page.goto(path);
        await settled(page);
        found[path] = await smallTargets(page);
      }
      await apiLogin(context.request, JONAS);
      await apiSaveProfile(context.request, JONAS.code, {
        email: 'jonas@example.lt',
        first: 'Jonas',
        last: 'Jonaitis',
      });
      for (const path of ['/', '/paraiskos', '/leidimai']) {
        await page.goto(path);
        await settled(page);
        found[`${path} (logged in)`] = await smallTargets(page);
      }
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
    } finally {
      await context.close();
    }
  });
}
