/**
 * The "site has been updated" dialog tells the truth (issue 16 field defect): it once warned that
 * unsaved input is lost on reload, while applications are kept on the device as they are typed.
 * Here a new service worker version becomes available (the worker script is served changed, as
 * after a deployment), the dialog shows with its text in Lithuanian and English, and "Reload now"
 * reloads the page with the typed (not yet saved) draft input still there.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { translate } from '../../src/shared/i18n/index.ts';
import type { ApplicationDetail } from '../../src/shared/permits/api-types.ts';
import { personContactsExample } from '../../src/shared/permits/kinds/l08_1/example.ts';
import { l08_3Example } from '../../src/shared/permits/kinds/l08_3/example.ts';
import { launch, WITH_SERVICE_WORKER } from '../support/browser.ts';
import {
  apiCall,
  apiJson,
  apiLogin,
  apiSaveProfile,
  axeViolations,
  waitForServiceWorker,
} from '../support/e2e-api.ts';
import '../../src/shared/i18n/all-messages.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const baseUrl = e2eBaseUrl();
const JONAS = { code: '38703181745', first: 'Jonas', last: 'Jonaitis' };
type Lang = 'lt' | 'en';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/**
 * Jonas on a phone. The worker script the page registers is served with a version line added; a
 * later check gets a different script: the next version's line when Playwright routes the check
 * (`deploy()` counts it up), or the built script itself when the browser makes the check on its own
 * (Chromium's update checks bypass the context's routes). Either way a new version is found.
 */
async function jonasContext(lang: Lang): Promise<{ context: BrowserContext; deploy: () => void }> {
  const context = await browser.newContext({
    ...WITH_SERVICE_WORKER,
    baseURL: baseUrl,
    locale: lang === 'lt' ? 'lt-LT' : 'en-GB',
    bypassCSP: true,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'lang', value: lang, domain: new URL(baseUrl).hostname, path: '/' }]);
  await apiLogin(context.request, JONAS);
  await apiSaveProfile(context.request, JONAS.code, { email: 'jonas.jonaitis@example.lt' });
  let version = 0;
  await context.route('**/service-worker.js', async (route) => {
    const built = await route.fetch();
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      headers: { 'cache-control': 'no-cache' },
      body: `${await built.text()}\n// deployment ${version}\n`,
    });
  });
  const deploy = () => {
    version += 1;
  };
  return { context, deploy };
}

async function openDraft(context: BrowserContext, page: Page): Promise<string> {
  const created = await apiCall(context.request, 'POST', '/api/v1/paraiskos/l08_3', {
    json: { type: 'NAUJA' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as ApplicationDetail;
  await apiJson(context.request, 'PUT', `/api/v1/paraiskos/l08_3/${draft.id}`, {
    json: { data: { ...l08_3Example, ...personContactsExample }, revision: draft.revision },
  });
  await page.goto(`/paraiskos/l08_3/${draft.id}?zingsnis=fellings`);
  await page.locator('#f-fellings-0-quarter').waitFor();
  return draft.id;
}

describe('the update dialog', () => {
  it.each(['lt', 'en'] as const)(
    '%s: a new version is offered with the truth about typed input, and reloading keeps the draft',
    async (lang) => {
      const { context, deploy } = await jonasContext(lang);
      try {
        const page = await context.newPage();
        await openDraft(context, page);
        await waitForServiceWorker(page);

        // Typed, not saved by any button: the draft is kept on the device as it is typed.
        const quarter = page.locator('#f-fellings-0-quarter');
        await quarter.fill('77');
        const note = page.locator('#f-fellings-0-specialConditions');
        await note.fill('Kelias per upelį');

        // A deployment: the browser finds the new worker on its next check; it installs and waits.
        deploy();
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          await registration?.update();
        });
        const dialog = page.getByRole('dialog', { name: translate(lang, 'offline.update.title') });
        await dialog.waitFor({ timeout: 30_000 });
        const text = (await dialog.textContent()) ?? '';
        expect(text).toContain(translate(lang, 'offline.update.text'));
        expect(text).toContain(translate(lang, 'offline.update.unsaved'));
        // What it must not say any more: that typed input is lost on reload.
        expect(text).not.toMatch(lang === 'lt' ? /prarasite|bus prarast/i : /will be lost|you will lose/i);
        expect(await axeViolations(page)).toEqual([]);

        // "Reload now": the new version takes over and the page reloads, with the typed draft in it.
        const before = await page.evaluate(() => performance.timeOrigin);
        await dialog.getByRole('button', { name: translate(lang, 'offline.update.reload') }).click();
        await page.waitForFunction((origin) => performance.timeOrigin !== origin, before, {
          timeout: 30_000,
        });
        await page.locator('#f-fellings-0-quarter').waitFor();
        await expect.poll(() => page.locator('#f-fellings-0-quarter').inputValue()).toBe('77');
        expect(await page.locator('#f-fellings-0-specialConditions').inputValue()).toBe('Kelias per upelį');
        expect(
          await page.getByRole('dialog', { name: translate(lang, 'offline.update.title') }).count(),
        ).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
