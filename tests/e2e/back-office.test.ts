/**
 * The officer's half of the journey (issue 4 items 7 and 11): a company files an L13 licence
 * application through the API with its documents; in the browser the officer finds it in the
 * queue, returns it with a message; the company resubmits; the officer takes it, accepts it with
 * validity and price, and on the permit's page suspends and renews it, each step in the audit
 * trail. A person without ROLE_OFFICER sees no back office and the API refuses them.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { docx, pdf } from '../../src/server/files/test-files.ts';
import type { ApplicationDetail, MessageDto, PermitDetail } from '../../src/shared/permits/api-types.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../src/shared/permits/kinds/l13/example.ts';
import { isValidPermitNumber } from '../../src/shared/permits/permit-number.ts';
import { launch } from '../support/browser.ts';
import { apiCall, apiLogin, axeViolations } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';
import { payFeeByRequest } from '../support/e2e-fees.ts';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function officerContext(): Promise<BrowserContext> {
  // bypassCSP only lets the test add axe-core as a script; the app's code is unchanged.
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'lt-LT',
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  await apiLogin(context.request, { code: '36502262349', first: 'Mindaugas', last: 'Stankevičius' });
  return context;
}

/** The state badge among the record's facts, by its exact name. */
const stateBadge = (page: Page, name: string) =>
  page.locator('.facts .state-badge').filter({ hasText: new RegExp(`^${name}$`) });

const full = { ...l13Example, ...companyContactsExample };

/** Files a complete L13 application for UAB „Baltijos atliekos“ with every document it needs. */
async function companyFilesL13(company: APIRequestContext): Promise<ApplicationDetail> {
  const created = await apiCall(company, 'POST', '/api/v1/paraiskos/l13', { json: { type: 'NAUJA' } });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as ApplicationDetail;
  for (const type of l13ExampleDocuments) {
    const editable = type === 'PARAISKA';
    const uploaded = await apiCall(company, 'POST', `/api/v1/paraiskos/l13/${draft.id}/dokumentai`, {
      multipart: {
        type,
        title: `Dokumentas ${type}`,
        confidential: String(type === 'KVALIFIKACIJA'),
        file: {
          name: editable ? 'paraiska.docx' : `${type.toLowerCase()}.pdf`,
          mimeType: editable
            ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
            : 'application/pdf',
          buffer: editable ? docx() : pdf({ text: type }),
        },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  return submit(company, draft.id);
}

async function submit(company: APIRequestContext, id: string): Promise<ApplicationDetail> {
  const current = (await (await company.get(`/api/v1/paraiskos/l13/${id}`)).json()) as ApplicationDetail;
  const submitted = await apiCall(company, 'POST', `/api/v1/paraiskos/l13/${id}/veiksmai/submit`, {
    json: { data: full, revision: current.revision },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return submitted.json();
}

describe('officer back office (issue 4 item 7)', () => {
  it('returns an application with a message, then issues, suspends and renews its permit', async () => {
    const company = await playwrightRequest.newContext({ baseURL: baseUrl });
    await apiLogin(company, { code: '37505041234', first: 'Tomas', last: 'Kazlauskas' }, '110051834');
    const application = await companyFilesL13(company);
    expect(application.state).toBe('PATEIKTA');

    const context = await officerContext();
    const page = await context.newPage();

    // The queue: the side menu leads there; the new application is found by its number.
    await page.goto('/');
    await page.getByRole('link', { name: 'Paraiškų vertinimas' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Paraiškų vertinimas' }).waitFor();
    await page.getByRole('table').waitFor();
    await page.getByRole('searchbox', { name: 'Paieška' }).fill(application.number);
    await page.getByRole('button', { name: 'Rodyti' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === application.number);
    await page.getByText('Rodoma 1–1 iš 1').waitFor();
    const row = page.getByRole('row').filter({ hasText: application.number });
    await row.getByText('UAB „Baltijos atliekos“').waitFor();
    await row.getByText('110051834').waitFor();
    await row.getByText('Pateikta').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('link', { name: application.number }).click();

    // The application: who, what, documents (one confidential), nothing decided yet.
    await page.getByRole('heading', { level: 1, name: `Paraiška ${application.number}` }).waitFor();
    await page.getByText('Įmonės kodas 110051834').waitFor();
    await page.getByText('Klaipėdos pavojingųjų atliekų aikštelė').first().waitFor();
    const documents = page.getByRole('region', { name: 'Dokumentai' }).getByRole('table');
    expect(await documents.getByRole('row').count()).toBe(1 + l13ExampleDocuments.length);
    const confidential = documents.getByRole('row').filter({ hasText: 'Konfidencialus' });
    expect(await confidential.count()).toBe(1);
    const href = await confidential.getByRole('link').getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/v1/tarnyba/paraiskos/${application.id}/dokumentai/`));
    const download = await context.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/pdf');
    expect(await axeViolations(page)).toEqual([]);

    // Return with a message: the reason is required, and it reaches the applicant.
    const decision = page.getByRole('region', { name: 'Sprendimas' });
    await decision.getByRole('button', { name: 'Grąžinti tikslinti' }).click();
    let dialog = page.getByRole('dialog', { name: 'Grąžinti tikslinti' });
    await dialog.getByRole('button', { name: 'Grąžinti tikslinti' }).click();
    await dialog.getByText('Įrašykite priežastį.').first().waitFor();
    const note = 'Pridėkite atnaujintą technologinį reglamentą.';
    await dialog.getByLabel('Žinutė pareiškėjui').fill(note);
    await dialog.getByRole('button', { name: 'Grąžinti tikslinti' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('list').filter({ hasText: note }).first().waitFor();
    await stateBadge(page, 'Grąžinta tikslinti').waitFor();

    const thread = (await (
      await company.get(`/api/v1/paraiskos/l13/${application.id}/pranesimai`)
    ).json()) as MessageDto[];
    expect(thread.map((m) => [m.direction, m.body])).toContainEqual(['TO_APPLICANT', note]);

    // The company corrects and submits again; the officer sees it submitted once more.
    expect((await submit(company, application.id)).state).toBe('PATEIKTA');
    await page.reload();
    await stateBadge(page, 'Pateikta').waitFor();

    // Take it, then accept: L13 is valid indefinitely (no end date), the price is prefilled.
    // By keyboard alone: Escape closes and gives focus back; the dialog starts on Cancel (the
    // safe choice); after the decision focus lands on the panel, which shows what comes next.
    const take = decision.getByRole('button', { name: 'Pradėti vertinti' });
    await take.focus();
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Pradėti vertinti' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await take.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Atšaukti');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.id === 'application-decision');
    await stateBadge(page, 'Vertinama').waitFor();

    await decision.getByRole('button', { name: 'Priimti ir išduoti leidimą' }).click();
    dialog = page.getByRole('dialog', { name: 'Priimti ir išduoti leidimą' });
    await dialog.getByText('Šios rūšies leidimai galioja neterminuotai.').waitFor();
    expect(await dialog.getByLabel('Galioja iki').count()).toBe(0);
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vilnius' }).format(new Date()),
    );
    expect(await dialog.getByLabel('Galioja nuo').inputValue()).toBe(today);
    const price = dialog.getByLabel('Kaina eurais');
    expect(await price.inputValue()).toBe('58,00');
    await price.fill('60,5x');
    await dialog.getByRole('button', { name: 'Priimti ir išduoti' }).click();
    await dialog.getByText('Įrašykite kainą eurais, pvz., 58,00.').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await price.fill('60,50');
    await dialog.getByRole('button', { name: 'Priimti ir išduoti' }).click();
    await dialog.waitFor({ state: 'detached' });

    const issued = page.locator('.notice').filter({ hasText: 'Paraiška priimta: leidimas' });
    await issued.waitFor();
    const permitNumber = /leidimas (\d+)\./.exec((await issued.textContent()) ?? '')?.[1];
    expect(permitNumber && isValidPermitNumber(permitNumber), `a permit number with its check digit`).toBe(
      true,
    );
    // The licence's state fee is owed now (issue 20): the officer sees it due; the company pays.
    await page.locator('[data-fee-state="DUE"]').waitFor();
    await payFeeByRequest(company, 'l13', application.id);
    await issued.getByRole('link', { name: 'Atidaryti leidimą' }).click();

    // The permit: valid, with the price and validity given, and its PDF for the officer.
    await page.getByRole('heading', { level: 1, name: `Leidimas ${permitNumber}` }).waitFor();
    const facts = page.locator('.facts');
    await stateBadge(page, 'Galiojantis').waitFor();
    await facts.getByText('60,50').waitFor();
    await facts.getByText(`nuo ${today}, neterminuotai`).waitFor();
    await facts.getByText('UAB „Baltijos atliekos“').waitFor();
    const pdfHref = await page.getByRole('link', { name: 'Atsisiųsti leidimą (PDF)' }).getAttribute('href');
    const permitPdf = await context.request.get(pdfHref!);
    expect(permitPdf.status()).toBe(200);
    expect(permitPdf.headers()['content-type']).toContain('application/pdf');

    // Suspend with a reason, then renew; both land in the audit trail with who and why.
    const actions = page.getByRole('region', { name: 'Veiksmai su leidimu' });
    await actions.getByRole('button', { name: 'Sustabdyti' }).click();
    dialog = page.getByRole('dialog', { name: 'Sustabdyti' });
    const why = 'Patikrinimo metu nustatyti pažeidimai.';
    await dialog.getByLabel('Sustabdymo priežastis').fill(why);
    await dialog.getByRole('button', { name: 'Sustabdyti' }).click();
    await dialog.waitFor({ state: 'detached' });
    await stateBadge(page, 'Sustabdytas').waitFor();
    const history = page.getByRole('region', { name: 'Sprendimų istorija' });
    const suspended = history.getByRole('listitem').filter({ hasText: 'Sustabdyta' });
    await suspended.getByText(why).waitFor();
    await suspended.getByText(/Mindaugas Stankevičius/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await actions.getByRole('button', { name: 'Atnaujinti galiojimą' }).click();
    dialog = page.getByRole('dialog', { name: 'Atnaujinti galiojimą' });
    await dialog.getByRole('button', { name: 'Atnaujinti galiojimą' }).click();
    await dialog.waitFor({ state: 'detached' });
    await stateBadge(page, 'Galiojantis').waitFor();
    await history.getByRole('listitem').filter({ hasText: 'Galiojimas atnaujintas' }).waitFor();

    // The holder sees the same permit valid again.
    const permitId = new URL(page.url()).pathname.split('/').pop();
    const held = (await (await company.get(`/api/v1/leidimai/l13/${permitId}`)).json()) as PermitDetail;
    expect(held).toMatchObject({ number: permitNumber, state: 'GALIOJANTIS', priceCents: 6050 });
    expect(held.history.map((h) => h.action)).toEqual(['project', 'issue', 'suspend', 'renew']);

    // The issued permits list finds it by number.
    await page.goto(`/tarnyba/leidimai?q=${encodeURIComponent(permitNumber!)}`);
    await page
      .getByRole('row')
      .filter({ hasText: permitNumber! })
      .getByRole('link', { name: permitNumber! })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await context.close();
    await company.dispose();
  });

  it('shows no back office to a person without the officer role, and the API refuses them', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'lt-LT' });
    await apiLogin(context.request, { code: '38703181745', first: 'Jonas', last: 'Jonaitis' });
    const page = await context.newPage();
    await page.goto('/tarnyba/paraiskos');
    await page.getByRole('heading', { name: 'Prieiga ribota' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Paraiškų vertinimas' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Išduoti leidimai' }).count()).toBe(0);
    expect((await context.request.get('/api/v1/tarnyba/paraiskos')).status()).toBe(403);
    expect((await context.request.get('/api/v1/tarnyba/leidimai')).status()).toBe(403);
    await context.close();
  });
});
