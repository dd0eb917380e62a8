/**
 * Browser helpers the map journeys share (tests/e2e/fishing-map.test.ts, felling-map.test.ts and
 * boundary-ways.test.ts): a context on a phone or a desktop in Lithuanian or English (the language
 * cookie set, CSP bypassed for the test's own axe script only), waiting for a lazily loaded map to
 * draw, choosing with the keyboard in a layer's listbox, and a details panel's close, return of
 * focus and reopening, and its bottom-sheet shape on a phone.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { WITH_SERVICE_WORKER } from './browser.ts';
import { e2eBaseUrl } from './e2e-base-url.ts';

export type Size = 'phone' | 'desktop';
export type Lang = 'lt' | 'en';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A new context of `size` in `lang`; `extra` adds or overrides options. */
export async function mapContext(
  browser: Browser,
  size: Size,
  lang: Lang,
  extra: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const baseUrl = e2eBaseUrl();
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: lang === 'lt' ? 'lt-LT' : 'en-GB',
    bypassCSP: true,
    viewport: size === 'phone' ? PHONE : DESKTOP,
    ...(size === 'phone' ? { isMobile: true, hasTouch: true } : {}),
    ...extra,
  });
  await context.addCookies([{ name: 'lang', value: lang, domain: new URL(baseUrl).hostname, path: '/' }]);
  return context;
}

/** Runs `journey` on a new page of a new context, which is closed afterwards whatever happens. */
export async function onPage(
  browser: Browser,
  size: Size,
  lang: Lang,
  journey: (page: Page, context: BrowserContext) => Promise<void>,
  extra: Parameters<Browser['newContext']>[0] = {},
): Promise<void> {
  const context = await mapContext(browser, size, lang, extra);
  try {
    await journey(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/** `onPage` in a context that lets the service worker in (the offline journeys; browser.ts). */
export function onPageWithServiceWorker(
  browser: Browser,
  size: Size,
  lang: Lang,
  journey: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  return onPage(browser, size, lang, journey, WITH_SERVICE_WORKER);
}

/** Waits until the map (within `scope`) has drawn its style; its canvas. */
export async function waitForMap(scope: Page | Locator): Promise<Locator> {
  const canvas = scope.locator('[data-map-ready="true"] canvas');
  await canvas.waitFor({ timeout: 45_000 });
  return canvas;
}

/** Focuses the listbox named `name`, chooses its first option with Home, then the second. */
export async function chooseSecondOption(page: Page, name: string): Promise<Locator> {
  const listbox = page.getByRole('listbox', { name });
  await listbox.focus();
  await page.keyboard.press('Home');
  const options = listbox.getByRole('option');
  await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => options.nth(1).getAttribute('aria-selected')).toBe('true');
  return options;
}

/**
 * The open `panel` closes with Escape (the address loses `param`, focus goes back to the listbox),
 * opens again with Enter and closes with its button named `closeName`.
 */
export async function closeAndReopen(page: Page, panel: Locator, param: string, closeName: string) {
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  expect(new URL(page.url()).searchParams.get(param)).toBeNull();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('listbox');

  await page.keyboard.press('Enter');
  await panel.waitFor();
  await panel.getByRole('button', { name: closeName }).click();
  await panel.waitFor({ state: 'detached' });
}

/** On a phone the details are a bottom sheet: full width, down to the bottom of the screen. */
export async function expectBottomSheet(sheet: Locator) {
  await sheet.waitFor();
  const box = await sheet.boundingBox();
  expect(box?.width).toBe(PHONE.width);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
}
