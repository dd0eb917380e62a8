/**
 * Failures visible to the administrator (issue 21, ADR 0033): a company representative whose
 * profile asks for SMS at a number the gateway refuses (the simulator's unreachable 3706999…,
 * unique per run) submits an application; the sms-delivery job's refused attempt shows in the
 * admin desk's "Undelivered notices" tab with its reason and attempts, in both languages, axe clean.
 */
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApplicationDetail } from '../../src/shared/permits/api-types.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../src/shared/permits/kinds/l13/example.ts';
import { launch } from '../support/browser.ts';
import { apiCall, apiJson, apiLogin, axeViolations } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const COMPANY = { code: '110051834', name: 'UAB „Baltijos atliekos“' };
/** A representative no other journey uses, so their profile is this journey's own. */
const REPRESENTATIVE = { code: '38804120279', first: 'Darius', last: 'Vaitkus' };
const ADMIN = { code: '39912319997', first: 'Lukas', last: 'Žemaitis' };
const baseUrl = e2eBaseUrl();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function context(language: 'lt' | 'en'): Promise<BrowserContext> {
  const created = await browser.newContext({
    baseURL: baseUrl,
    locale: language === 'lt' ? 'lt-LT' : 'en-GB',
    bypassCSP: true,
  });
  await created.addCookies([{ name: 'lang', value: language, domain: new URL(baseUrl).hostname, path: '/' }]);
  return created;
}

/**
 * The tab's row for the phone. Rather than wait up to a minute and a half for the sms-delivery job's
 * turn, the administrator runs the job now through the test servers' job trigger (APP_ENV=test only,
 * src/server/jobs/test-trigger.ts): the same job, claimed and run by the scheduler.
 */
async function rowOf(page: Page, phone: string, heading: string) {
  const row = page.getByRole('row').filter({ hasText: phone.replace('+', '') });
  for (let i = 0; i < 20; i++) {
    const run = await apiJson<{ ran: boolean }>(page.request, 'POST', '/api/test/jobs/sms-delivery');
    await page.goto('/admin/turinys?tab=notices');
    await page.getByRole('heading', { name: heading }).waitFor();
    if ((await row.count()) > 0) return row;
    // Not run because the schedule's own run held the job at that moment: it is nearly done.
    if (!run.ran) await page.waitForTimeout(500);
  }
  throw new Error(`no refused SMS to ${phone} listed`);
}

it('an SMS the gateway refused is listed in the admin desk with its reason and attempts', async () => {
  const phone = `+3706999${randomInt(1000, 9999)}`;
  const company = await context('lt');
  const admin = await context('lt');
  const adminEn = await context('en');
  try {
    await apiLogin(company.request, REPRESENTATIVE, COMPANY);
    await apiLogin(admin.request, ADMIN);
    await apiLogin(adminEn.request, ADMIN);
    const profile = await apiCall(
      company.request,
      'PUT',
      `/api/v1/profilis?atstovaujamoAsmensKodas=${COMPANY.code}`,
      {
        json: {
          adresas: { adresasTekstas: 'Minijos g. 180, Klaipėda' },
          epastas: 'darius.vaitkus@baltijos-atliekos.lt',
          tel: phone,
          infoEpastu: false,
          infoSms: true,
          pareigos: 'Aplinkosaugos specialistas',
          vardas: REPRESENTATIVE.first,
          pavarde: REPRESENTATIVE.last,
        },
      },
    );
    expect(profile.status(), await profile.text()).toBe(200);
    const draft = await apiJson<ApplicationDetail>(company.request, 'POST', '/api/v1/paraiskos/l13', {
      json: { type: 'NAUJA' },
    });
    for (const type of l13ExampleDocuments)
      await apiJson(company.request, 'POST', `/api/v1/paraiskos/l13/${draft.id}/dokumentai`, {
        json: {
          type,
          title: `${type} dokumentas`,
          confidential: false,
          url: `https://dokumentai.example.lt/${type}.pdf`,
        },
      });
    // The receipt SMS of the submission goes to the unreachable number.
    await apiJson(company.request, 'POST', `/api/v1/paraiskos/l13/${draft.id}/veiksmai/submit`, {
      json: { data: { ...l13Example, ...companyContactsExample }, revision: draft.revision },
    });

    const page = await admin.newPage();
    const row = await rowOf(page, phone, 'Neišsiųsti el. laiškai ir SMS');
    expect(await row.count()).toBe(1);
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[0]).toBe('SMS');
    expect(cells[2]).toMatch(new RegExp(`^submitted:${draft.id}:\\d+:sms:`));
    expect(Number(cells[4])).toBeGreaterThanOrEqual(1);
    expect(cells[5]).not.toBe('');
    expect(['Bus bandoma dar kartą', 'Nebesiunčiamas']).toContain(cells[6]);
    await page
      .getByRole('link', { name: 'Neišsiųsti pranešimai' })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const english = await adminEn.newPage();
    const rowEn = await rowOf(english, phone, 'Undelivered e-mails and SMS');
    expect(['Will be tried again', 'No longer sent']).toContain(
      (await rowEn.getByRole('cell').allInnerTexts())[6],
    );
    await english.getByRole('columnheader', { name: 'Reason' }).waitFor();
    expect(await axeViolations(english)).toEqual([]);
  } finally {
    await company.close();
    await admin.close();
    await adminEn.close();
  }
}, 240_000);
