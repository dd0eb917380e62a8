/**
 * The person's own lists offline (issue 16), in a phone's browser profile kept on disk, against the
 * built app: a forester (Jonas) opens "My permits", "My applications" and received messages once
 * with the network; offline, after a reload, they open from the device and say how old they are.
 * They are kept per user and represented person: acting for his mother, Jonas sees her lists
 * (online and offline), never his own; another person logging in on the same phone sees none of
 * his, and the device no longer holds them; logging out clears the rest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { Page as ListPage, PermitSummary } from '../../src/shared/permits/api-types.ts';
import { launchPhoneProfile } from '../support/browser.ts';
import {
  apiCall,
  apiJson,
  apiLogin,
  apiSaveProfile,
  axeViolations,
  waitForServiceWorker,
} from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const baseUrl = e2eBaseUrl();
const JONAS = { code: '38703181745', first: 'Jonas', last: 'Jonaitis' };
const ALDONA = '44501173459';
const ONA = { code: '48806123455', first: 'Ona', last: 'Petraitienė' };
const STORE = 'aplinkos-leidimai-sarasai';

let dir: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'permits-lists-'));
  context = await launchPhoneProfile(dir, baseUrl, { bypassCSP: true, touch: true });
  await context.addCookies([{ name: 'lang', value: 'lt', domain: new URL(baseUrl).hostname, path: '/' }]);
  page = context.pages()[0] ?? (await context.newPage());
});
afterAll(async () => {
  await context?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The keys of the entries kept on this device (`<user>:<represented person>`). */
function keptEntries(): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('sarasai')) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction('sarasai').objectStore('sarasai').getAllKeys();
          read.onsuccess = () => {
            db.close();
            resolve(read.result.map(String).sort());
          };
          read.onerror = () => reject(read.error);
        };
      }),
    STORE,
  );
}

const permitsOf = async () =>
  (await apiJson<ListPage<PermitSummary>>(context.request, 'GET', '/api/v1/leidimai')).items.map(
    (p) => p.number,
  );

const savedNotice = () => page.locator('.saved-on-device');

/** The page's list has its answer (the summary above it says "Loading…" until then). */
async function listShown() {
  await page.locator('.list-summary').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('main .spinner').length === 0);
}

async function choose(code: string) {
  const info = await apiJson<{ atstovaujamiAsmenys: { code: string }[] }>(
    context.request,
    'GET',
    '/api/auth/viisp/user-info',
  );
  const index = info.atstovaujamiAsmenys.findIndex((p) => p.code === code);
  expect((await apiCall(context.request, 'POST', `/api/v1/profilis/keisti/${index}`)).ok()).toBe(true);
}

describe('the lists of a forester with no network', () => {
  let jonasPermits: string[];
  afterEach(() => context.setOffline(false));

  it('open offline after one visit online, saying how old they are', async () => {
    await apiLogin(context.request, JONAS);
    await apiSaveProfile(context.request, JONAS.code, {
      email: 'jonas@example.lt',
      first: 'Jonas',
      last: 'Jonaitis',
    });
    jonasPermits = await permitsOf();
    expect(jonasPermits.length).toBeGreaterThan(0);

    // One visit with the network: the portal installs itself; each list is seen once.
    await page.goto('/leidimai');
    await waitForServiceWorker(page);
    await page
      .getByRole('link', { name: new RegExp(jonasPermits[0]!) })
      .first()
      .waitFor();
    await page.goto('/paraiskos');
    await page.getByRole('heading', { level: 1, name: 'Mano paraiškos' }).waitFor();
    await listShown();
    await page.goto('/pranesimai/gauti');
    await listShown();
    await page.goto('/leidimai');
    await page
      .getByRole('link', { name: new RegExp(jonasPermits[0]!) })
      .first()
      .waitFor();
    expect(await savedNotice().count()).toBe(0);
    await expect.poll(keptEntries).toEqual([`${JONAS.code}:${JONAS.code}`]);

    // In the forest: no network, and the phone reopens the page.
    await context.setOffline(true);
    await page.reload();
    await page
      .getByRole('link', { name: new RegExp(jonasPermits[0]!) })
      .first()
      .waitFor();
    await savedNotice()
      .getByText(/^Išsaugota šiame įrenginyje \d{4}-\d{2}-\d{2} \d{2}:\d{2}\./)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    for (const path of ['/paraiskos', '/pranesimai/gauti']) {
      await page.goto(path);
      await savedNotice().waitFor();
      await listShown();
    }
    await context.setOffline(false);
  });

  it('keeps each represented person’s lists apart', async () => {
    // Jonas acts for his mother: her lists, online and then offline, never his.
    await choose(ALDONA);
    const hers = await permitsOf();
    await page.goto('/leidimai');
    await listShown();
    for (const number of jonasPermits) expect(await page.getByText(number).count()).toBe(0);
    for (const number of hers) await page.getByText(number).first().waitFor();
    await expect.poll(keptEntries).toEqual([`${JONAS.code}:${JONAS.code}`, `${JONAS.code}:${ALDONA}`].sort());

    await context.setOffline(true);
    await page.reload();
    await savedNotice().waitFor();
    await listShown();
    for (const number of jonasPermits) expect(await page.getByText(number).count()).toBe(0);
    await context.setOffline(false);
    await choose(JONAS.code);
  });

  it('shows none of them to another person who logs in on the phone, and logging out clears the rest', async () => {
    // Jonas's session simply ends (no logout); Ona logs in on the same phone.
    await apiLogin(context.request, ONA);
    await apiSaveProfile(context.request, ONA.code, {
      email: 'ona@example.lt',
      first: 'Ona',
      last: 'Petraitienė',
    });
    await page.goto('/leidimai');
    await page.getByRole('heading', { level: 1, name: 'Mano leidimai' }).waitFor();
    await listShown();
    for (const number of jonasPermits) expect(await page.getByText(number).count()).toBe(0);
    // What the device kept of Jonas is gone; only Ona's own list is there.
    await expect.poll(keptEntries).toEqual([`${ONA.code}:${ONA.code}`]);

    await context.setOffline(true);
    await page.reload();
    await listShown();
    for (const number of jonasPermits) expect(await page.getByText(number).count()).toBe(0);
    await context.setOffline(false);

    // Logging out takes Ona's too.
    await page.goto('/leidimai');
    await listShown();
    await page.getByRole('button', { name: 'Meniu' }).click();
    await page.getByRole('button', { name: 'Atsijungti' }).first().click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(keptEntries).toEqual([]);
  });
});
