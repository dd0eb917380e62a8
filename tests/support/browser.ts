/** Debian's Chromium driven by playwright-core (no browser is ever downloaded by a tool). */
import {
  type Browser,
  type BrowserContext,
  chromium,
  type LaunchOptions,
  type Locator,
  type Page,
  type Request,
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

/**
 * The requests each page of a context has running, kept per page from its creation:
 * a page closed with requests running never hears their end, so a count per context would wait for
 * ever (issue 17 item 7).
 */
const running = new WeakMap<Page, Set<Request>>();

/** Keeps the running requests of every page the context opens from now on (for `requestsDone`). */
export function trackPageRequests(context: BrowserContext) {
  context.on('page', (page) => {
    const pending = new Set<Request>();
    running.set(page, pending);
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
  });
}

/**
 * Until the page has no request running, also after it had a frame and 100 ms to answer the last
 * one (a render that starts a lazy chunk or the next query). Instead of `networkidle`, which waits
 * 500 ms without any request after the last one: about 60 waits per CI run (issue 17 item 7).
 */
export async function requestsDone(page: Page, timeout = 30_000) {
  const pending = running.get(page);
  if (!pending) throw new Error('requestsDone(): the page was opened before trackPageRequests(its context)');
  const deadline = Date.now() + timeout;
  for (;;) {
    while (pending.size > 0) {
      if (Date.now() > deadline)
        throw new Error(
          `requests still running after ${timeout} ms: ${[...pending].map((r) => r.url()).join(', ')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    if (pending.size === 0) return;
  }
}
