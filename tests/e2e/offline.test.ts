/**
 * Browser journeys of the offline shell (issue 3 items 8 and 10; architecture §5, ADR 0006): once
 * visited, the portal opens with the network off — its shell, content pages already seen, the
 * anonymous angler pages — also after the browser restarts. The service worker serves no personal
 * data from a cache, and is served so that a new version is always found.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { launchPhoneProfile } from '../support/browser.ts';
import { waitForServiceWorker } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const baseUrl = e2eBaseUrl();
const OFFLINE_TEXT = 'Nėra interneto ryšio – jau aplankyti puslapiai vis tiek atsidaro.';

let userDataDir: string;

beforeAll(() => {
  userDataDir = mkdtempSync(join(tmpdir(), 'permits-offline-'));
});
afterAll(() => rmSync(userDataDir, { recursive: true, force: true }));

/** A browser profile kept on disk, as a phone keeps it between uses. */
function launchProfile(offline = false): Promise<BrowserContext> {
  return launchPhoneProfile(userDataDir, baseUrl, { offline });
}

async function firstPage(context: BrowserContext): Promise<Page> {
  return context.pages()[0] ?? (await context.newPage());
}

/** The text a person reads in the page's main area once it has loaded. */
async function mainText(page: Page): Promise<string> {
  const main = page.locator('main');
  await main.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => !document.querySelector('main .spinner'));
  return (await main.innerText()).trim();
}

async function expectOfflineShell(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Aplinkos leidimai/ })
    .waitFor();
  await page.getByRole('status').filter({ hasText: OFFLINE_TEXT }).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
}

describe('served for an offline shell', () => {
  it('serves the service worker, the page and the manifest uncached, with their types', async () => {
    const worker = await fetch(`${baseUrl}/service-worker.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    const index = await fetch(`${baseUrl}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${baseUrl}/index.html`)).headers.get('cache-control')).toBe('no-cache');
    // Hashed build files never change: cached for good.
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(await index.text())?.[1];
    expect(entry).toBeDefined();
    const asset = await fetch(`${baseUrl}${entry}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const manifestResponse = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(manifestResponse.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as {
      lang: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      lang: 'lt',
      short_name: 'Aplinkos leidimai',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b6e4f',
    });
    for (const size of ['192x192', '512x512']) {
      expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'any')).toBe(true);
      expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
    }
    for (const icon of manifest.icons) {
      const res = await fetch(`${baseUrl}${icon.src}`);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type'), icon.src).toContain(icon.type);
    }
  });
});

describe('the portal offline', () => {
  it('opens the shell, content already seen and the angler pages with the network off', async () => {
    const context = await launchProfile();
    try {
      const page = await firstPage(context);
      await page.goto('/');
      await waitForServiceWorker(page);

      await page.goto('/about');
      const about = await mainText(page);
      // Seen once online: the content service's answer is kept (stale-while-revalidate).
      const aboutContent = await page.evaluate(async () => {
        const res = await fetch('/api/content/about?_locale=lt');
        return { status: res.status, body: await res.text() };
      });
      expect(aboutContent.status).toBe(200);

      await page.goto('/paraiskos/l05_1');
      const angler = await mainText(page);

      await context.setOffline(true);
      await page.goto('/');
      await page.reload();
      await expectOfflineShell(page);
      await page.locator('main').getByRole('heading', { level: 1 }).waitFor();

      await page.goto('/about');
      expect(await mainText(page)).toBe(about);
      const cached = await page.evaluate(async () => {
        const res = await fetch('/api/content/about?_locale=lt');
        return { status: res.status, body: await res.text() };
      });
      expect(cached).toEqual(aboutContent);

      await page.goto('/paraiskos/l05_1');
      expect(await mainText(page)).toBe(angler);
      await expectOfflineShell(page);

      // Personal data is never kept: the session call fails offline instead of answering from a cache.
      const session = await page.evaluate(() =>
        fetch('/api/auth/viisp/user-info').then(
          (res) => `answered ${res.status}`,
          () => 'failed',
        ),
      );
      expect(session).toBe('failed');

      // The connection returns: the banner goes.
      await context.setOffline(false);
      await page.getByText(OFFLINE_TEXT).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('opens the shell offline after the browser was closed and started again', async () => {
    const context = await launchProfile(true);
    try {
      const page = await firstPage(context);
      await page.goto('/');
      await expectOfflineShell(page);
      await page.locator('main').getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('leaves the gateway and login to the network while the worker controls the page', async () => {
    const context = await launchProfile();
    try {
      const page = await firstPage(context);
      await page.goto('/');
      await waitForServiceWorker(page);

      // Not the app shell from the precache: the server's own gateway simulator page.
      const gateway = await page.goto('/gateway-sim/login');
      expect(gateway?.fromServiceWorker()).toBe(false);
      expect(await gateway?.text()).not.toContain('id="modal-root"');

      await page.goto('/login/test');
      await page.getByLabel('Vardas').fill('Petras');
      await page.getByLabel('Pavardė').fill('Petraitis');
      await page.getByLabel('Asmens kodas').fill('39001010000');
      const api: Response[] = [];
      page.on('response', (res) => {
        const path = new URL(res.url()).pathname;
        // Public content may come from the worker's cache; nothing else under /api/ may.
        if (path.startsWith('/api/') && !path.startsWith('/api/content/')) api.push(res);
      });
      await page.getByRole('button', { name: 'Prisijungti (bandomasis)' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      // A first-time person must give contact details: the settings modal is forced.
      await page.getByRole('dialog', { name: 'Nustatymai' }).waitFor();
      expect(api.length).toBeGreaterThan(0);
      expect(api.filter((res) => res.fromServiceWorker()).map((res) => res.url())).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
