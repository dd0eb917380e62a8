/** Debian's Chromium driven by playwright-core (no browser is ever downloaded by a tool). */
import {
  type Browser,
  type BrowserContext,
  chromium,
  type LaunchOptions,
  type Locator,
  type Page,
} from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchOptions: LaunchOptions = {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The service worker in a journey's browser contexts: blocked unless the journey opts in with
 * `WITH_SERVICE_WORKER` (issue 17 item 7, ADR 0042's third amendment). Each new context otherwise
 * registers the worker and precaches about 1.8 MB, some 0.5 s of CPU per context, for journeys that
 * never go offline nor look at the worker. The journeys that do (every one that goes offline, the
 * update dialog, the start page's size, and the phone profiles of `launchPhoneProfile`) keep it.
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

/**
 * A browser whose new contexts (and `newPage()`'s) block the service worker unless the options say
 * `serviceWorkers: 'allow'` (WITH_SERVICE_WORKER).
 */
export function withoutServiceWorkerByDefault(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

export async function launch(options: LaunchOptions = launchOptions): Promise<Browser> {
  return withoutServiceWorkerByDefault(await chromium.launch(options));
}

/** A phone-sized context (most anglers) or a desktop one. */
export function newContext(
  browser: Browser,
  baseURL: string,
  size: 'phone' | 'desktop' = 'desktop',
  locale = 'lt-LT',
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale,
    viewport: size === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    ...(size === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
}

/**
 * A phone's browser profile kept on disk between launches (the service worker, IndexedDB and
 * storage survive a restart, as on a phone), in Lithuanian at phone size.
 */
export function launchPhoneProfile(
  userDataDir: string,
  baseURL: string,
  options: { offline?: boolean; bypassCSP?: boolean; touch?: boolean } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...launchOptions,
    baseURL,
    locale: 'lt-LT',
    viewport: { width: 390, height: 844 },
    offline: options.offline ?? false,
    // Only so a test can add axe-core; the app's own code runs under its CSP.
    bypassCSP: options.bypassCSP ?? false,
    ...(options.touch ? { isMobile: true, hasTouch: true } : {}),
  });
}

/** Waits for `locator`; on a timeout the error says what the page showed instead. */
export async function waitOrTell(page: Page, locator: Locator, timeout = 30_000) {
  try {
    await locator.waitFor({ timeout });
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText({ timeout: 2000 })
      .catch(() => '(no main)');
    throw new Error(
      `${(error as Error).message}\n-- the page showed at ${page.url()}:\n${shown.slice(0, 1500)}`,
    );
  }
}
