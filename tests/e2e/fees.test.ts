/**
 * A state fee paid by bank transfer (issue 20, ADR 0028), in English: a company's accepted L13
 * licence waits for its fee; the company reads the ministry's account, the amount and the RF
 * reference on its application and in "My applications"; the officer imports the bank's camt.053
 * statement on the payments page; the licence is issued and downloads, and the company's receipt
 * is there. Unique data per run (a new application and a new bank entry), axe clean.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { docx, pdf } from '../../src/server/files/test-files.ts';
import type { ApplicationDetail, PermitDetail } from '../../src/shared/permits/api-types.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../src/shared/permits/kinds/l13/example.ts';
import { launch } from '../support/browser.ts';
import { apiCall, apiJson, apiLogin, axeViolations } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';
import { camt053 } from '../support/fees.ts';

const baseUrl = e2eBaseUrl();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function englishContext(person: { code: string; first: string; last: string }, actingFor?: string) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
    acceptDownloads: true,
  });
  await context.addCookies([{ name: 'lang', value: 'en', domain: new URL(baseUrl).hostname, path: '/' }]);
  await apiLogin(context.request, person, actingFor);
  return context;
}

it('an L13 licence paid by bank transfer is issued when the officer imports the statement', async () => {
  const company = await englishContext(
    { code: '37505041234', first: 'Tomas', last: 'Kazlauskas' },
    '110051834',
  );
  const officer = await playwrightRequest.newContext({ baseURL: baseUrl });
  await apiLogin(officer, { code: '36502262349', first: 'Mindaugas', last: 'Stankevičius' });

  // Filed, taken and accepted through the API: the journey here is the fee's.
  const draft = await apiJson<ApplicationDetail>(company.request, 'POST', '/api/v1/paraiskos/l13', {
    json: { type: 'NAUJA' },
  });
  for (const type of l13ExampleDocuments) {
    const editable = type === 'PARAISKA';
    const uploaded = await apiCall(company.request, 'POST', `/api/v1/paraiskos/l13/${draft.id}/dokumentai`, {
      multipart: {
        type,
        title: type,
        confidential: 'false',
        file: {
          name: editable ? 'application.docx' : `${type.toLowerCase()}.pdf`,
          mimeType: editable
            ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
            : 'application/pdf',
          buffer: editable ? docx() : pdf({ text: type }),
        },
      },
    });
    expect(uploaded.status()).toBe(201);
  }
  await apiJson(company.request, 'POST', `/api/v1/paraiskos/l13/${draft.id}/veiksmai/submit`, {
    json: { data: { ...l13Example, ...companyContactsExample }, revision: draft.revision },
  });
  await apiJson(officer, 'POST', `/api/v1/tarnyba/paraiskos/${draft.id}/veiksmai/take`, { json: {} });
  const accepted = await apiJson<ApplicationDetail>(
    officer,
    'POST',
    `/api/v1/tarnyba/paraiskos/${draft.id}/veiksmai/accept`,
    { json: {} },
  );
  const fee = accepted.fee!;
  expect(fee).toMatchObject({ state: 'DUE', amountCents: 5800 });

  // "My applications" says what is due.
  const page = await company.newPage();
  await page.goto('/paraiskos');
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(accepted.number) }) });
  await row.getByText('Fee due €58.00').waitFor();
  expect(await axeViolations(page)).toEqual([]);

  // The application: the account, the amount and the reference to transfer with.
  await page.goto(`/paraiskos/l13/${accepted.id}`);
  const panel = page.locator('[data-fee-state="DUE"]');
  await panel.getByRole('heading', { name: /State fee/ }).waitFor();
  await panel.getByText('Pay by bank transfer').waitFor();
  await panel.getByText('LT577300010000000000').waitFor();
  const shown = await panel.locator('[data-fee-reference]').getAttribute('data-fee-reference');
  expect(shown).toBe(fee.reference);
  expect(await axeViolations(page)).toEqual([]);
  const project = await apiJson<PermitDetail>(
    company.request,
    'GET',
    `/api/v1/leidimai/l13/${accepted.permitId}`,
  );
  expect(project.state).toBe('LEIDIMO_PROJEKTAS');
  expect((await company.request.get(project.downloadUrl)).status()).toBe(409);

  // The officer imports the bank's statement on the payments page.
  const office = await englishContext({ code: '36502262349', first: 'Mindaugas', last: 'Stankevičius' });
  const desk = await office.newPage();
  await desk.goto('/');
  await desk.getByRole('link', { name: 'Payments' }).first().click();
  await desk.getByRole('heading', { level: 1, name: 'Fee payments' }).waitFor();
  const key = `E2E-${Date.now()}`;
  const statement = camt053(
    [{ key, amount: '58.00', reference: fee.reference, debtor: 'UAB „Baltijos atliekos“' }],
    { id: `E2E-STMT-${key}` },
  );
  await desk
    .getByLabel('Statement file (ISO 20022 camt.053 or camt.054, XML)')
    .setInputFiles({ name: `${key}.xml`, mimeType: 'application/xml', buffer: Buffer.from(statement) });
  await desk.getByRole('button', { name: 'Import' }).click();
  await desk.getByText('Imported: 1 credits, 1 matched, 0 queued, 0 seen before.').waitFor();
  expect(await axeViolations(desk)).toEqual([]);
  // The same file again changes nothing.
  await desk.getByRole('button', { name: 'Import' }).click();
  await desk.getByText('This statement was imported before: nothing changed.').waitFor();
  // The payment is in the list with its bank entry.
  await desk.getByRole('searchbox', { name: /Receipt no\./ }).fill(accepted.number);
  await desk.getByRole('button', { name: 'Show', exact: true }).click();
  await desk.getByRole('cell', { name: key }).waitFor();

  // Issued: the company's application shows it paid, the licence downloads, and so does the receipt.
  await page.reload();
  await page
    .locator('[data-fee-state="PAID"]')
    .getByText(/Paid on .*receipt K\d{4}-\d{6} \(Bank transfer\)/)
    .waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const permit = await apiJson<PermitDetail>(
    company.request,
    'GET',
    `/api/v1/leidimai/l13/${accepted.permitId}`,
  );
  expect(permit.state).toBe('GALIOJANTIS');
  const pdfAnswer = await company.request.get(permit.downloadUrl);
  expect(pdfAnswer.status()).toBe(200);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the receipt (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kvitas-K\d{4}-\d{6}\.pdf$/);

  await Promise.all([company.close(), office.close(), officer.dispose()]);
});
