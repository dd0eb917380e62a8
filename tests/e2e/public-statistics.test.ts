/**
 * Browser journeys of the public statistics (issue 22), on a phone in Lithuanian and in English,
 * against the built app and the real server (whose scheduler made the figures at start from the
 * demo data and whatever other journeys filed):
 * - `/public-info` lists the reports and the open felling datasets;
 * - L04's quota allocations show the units allocated and converted by quota type, the demo
 *   fisher's Curonian Lagoon allocations among them;
 * - three reports (L08, L13, L05) show their title, filters, the figures' date or a notice, a
 *   chart and a table when there are figures, and CSV and JSON downloads;
 * - the filters go to the address, and an address opens with its filters;
 * - each page passes axe's WCAG 2.1 AA rules;
 * - the last report viewed opens again with the network off, from the service worker's copy;
 * - the officer's workload page (`/tarnyba/darbo-kruvis`) shows its two tables, axe clean.
 * Independent of other files: it only reads, and asserts nothing about another journey's counts.
 */
import type { Browser, Page } from 'playwright-core';
import { launch, WITH_SERVICE_WORKER } from '../support/browser.ts';
import { expectNoAxeViolations, phoneContext } from '../support/e2e-anglers.ts';
import { apiLogin, waitForServiceWorker } from '../support/e2e-api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TEXT = {
  lt: {
    index: 'Vieša informacija',
    openData: 'Atvirieji duomenys',
    show: 'Rodyti',
    measure: 'Rodiklis',
    period: 'Laikotarpis',
    quarter: 'Ketvirtis',
    asOf: /^Duomenys .+ Licencija: CC BY 4\.0\.$/,
    csv: 'Atsisiųsti CSV',
    curonian: 'Kuršių marios',
    allocated: 'Paskirstyta kvotos vienetų pagal Kvotos tipą',
    converted: 'Konvertuota į kitus įrankius kvotos vienetų pagal Kvotos tipą',
  },
  en: {
    index: 'Public information',
    openData: 'Open data',
    show: 'Show',
    measure: 'Figure',
    period: 'Per',
    quarter: 'Quarter',
    asOf: /^Figures as of .+ Licence: CC BY 4\.0\.$/,
    csv: 'Download as CSV',
    curonian: 'Curonian Lagoon',
    allocated: 'Quota units allocated by Quota type',
    converted: 'Quota units converted into other gear by Quota type',
  },
} as const;

/** The report's status line has said what it found: the figures' date, or that there are none. */
async function reportShown(page: Page) {
  await page
    .locator('.catch-report__status')
    .getByText(/CC BY 4\.0|dar neparengti|not been made|nieko|Nothing/)
    .waitFor();
}

for (const language of ['lt', 'en'] as const) {
  const text = TEXT[language];
  describe(`public statistics in ${language}`, () => {
    it('lists the reports and the open data, accessibly', async () => {
      const context = await phoneContext(browser, language);
      try {
        const page = await context.newPage();
        await page.goto('/public-info');
        await page.getByRole('heading', { level: 1, name: text.index }).waitFor();
        await page.getByRole('heading', { level: 2, name: text.openData }).waitFor();
        expect(await page.locator('a[href="/public-info/l08"]').count()).toBe(1);
        expect(await page.locator('a[href$="miskai-kirtimai.geojson"]').count()).toBe(1);
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    });

    it('shows the L08, L13 and L05 reports with their filters, chart, table and downloads', async () => {
      const context = await phoneContext(browser, language);
      try {
        const page = await context.newPage();
        for (const report of ['l08', 'l13', 'l05']) {
          await page.goto(`/public-info/${report}`);
          await page.getByRole('heading', { level: 1, name: new RegExp(report.toUpperCase()) }).waitFor();
          await reportShown(page);
          const tables = await page.locator('main table').count();
          if (tables > 0) {
            await page.locator('main svg[role="img"]').first().waitFor();
            expect(await page.getByRole('link', { name: text.csv }).getAttribute('href')).toMatch(
              new RegExp(`^/api/public/statistika/${report}\\.csv\\?`),
            );
          }
          await expectNoAxeViolations(page);
        }
        // The L08 felling measure exists only there; its address opens with it chosen.
        await page.goto('/public-info/l08?rodiklis=felling&pagal=municipality&laikotarpis=metai');
        await reportShown(page);
        expect(await page.getByLabel(text.measure, { exact: true }).inputValue()).toBe('felling');
        await page.getByLabel(text.period, { exact: true }).selectOption({ label: text.quarter });
        await page.getByRole('button', { name: text.show }).click();
        await page.waitForURL(/laikotarpis=ketvirtis/);
        await reportShown(page);
        expect(page.url()).toMatch(/rodiklis=felling/);
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    });

    it('shows L04 quota allocations with the units allocated and converted, accessibly', async () => {
      const context = await phoneContext(browser, language);
      try {
        const page = await context.newPage();
        await page.goto('/public-info/l04?rodiklis=quotas&pagal=quotaType&laikotarpis=metai');
        await page.getByRole('heading', { level: 1, name: /L04/ }).waitFor();
        await reportShown(page);
        expect(await page.getByLabel(text.measure, { exact: true }).inputValue()).toBe('quotas');
        // The demo fisher's allocations were made before the server's first refresh.
        const captions = await page.locator('main table caption').allInnerTexts();
        expect(captions.slice(1)).toEqual([text.allocated, text.converted]);
        expect(await page.getByRole('rowheader', { name: text.curonian, exact: true }).count()).toBe(3);
        await page.locator('main svg[role="img"]').first().waitFor();
        expect(await page.getByRole('link', { name: text.csv }).getAttribute('href')).toMatch(
          /^\/api\/public\/statistika\/l04\.csv\?.*rodiklis=quotas/,
        );
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    });
  });
}

describe('the last report viewed, offline', () => {
  it('opens from the service worker’s copy with the network off', async () => {
    const context = await phoneContext(browser, 'lt', WITH_SERVICE_WORKER);
    try {
      const page = await context.newPage();
      await page.goto('/public-info');
      await waitForServiceWorker(page);
      await page.goto('/public-info/l13?rodiklis=applications&laikotarpis=metai');
      await reportShown(page);
      const status = await page.locator('.catch-report__status').innerText();
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: /L13/ }).waitFor();
      await reportShown(page);
      // The same figures, and the page says they are the copy kept on this device.
      expect(await page.locator('.catch-report__status').innerText()).toContain(status);
      await page.getByText('rodomi duomenys, išsaugoti šiame įrenginyje', { exact: false }).waitFor();
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});

describe('the officers’ workload', () => {
  for (const language of ['lt', 'en'] as const) {
    it(`shows applications by kind and the oldest waiting, accessibly (${language})`, async () => {
      const context = await phoneContext(browser, language);
      try {
        await apiLogin(context.request, { code: '36502262349', first: 'Mindaugas', last: 'Stankevičius' });
        const page = await context.newPage();
        await page.goto('/tarnyba/darbo-kruvis');
        await page
          .getByRole('heading', { level: 1, name: language === 'lt' ? 'Darbo krūvis' : 'Workload' })
          .waitFor();
        await page
          .getByRole('heading', {
            level: 2,
            name: language === 'lt' ? 'Ilgiausiai laukiančios' : 'Waiting longest',
          })
          .waitFor();
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    });
  }
});
