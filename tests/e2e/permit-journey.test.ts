/**
 * The loop from application to permit in the browser, both sides (issue 4 item 11): a company files
 * an L13 hazardous waste licence application through the form; the officer returns it with a
 * message; the company reads the note, fixes the application and submits it again; the officer
 * takes it up and issues the licence; the company downloads the PDF from its permit page, and the
 * QR code printed on it verifies with the published key, on the check page too.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { docx, pdf } from '../../src/server/files/test-files.ts';
import type { SigningKeyDto } from '../../src/shared/permits/api-types.ts';
import { parseSeal, verifySeal } from '../../src/shared/permits/permit-seal.ts';
import { launch, waitOrTell } from '../support/browser.ts';
import { apiLogin, apiSaveProfile, axeViolations } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';
import { readQrFromPdf } from '../support/pdf-qr.ts';

const baseUrl = e2eBaseUrl();
const TOMAS = { code: '37505041234', first: 'Tomas', last: 'Kazlauskas' };
const OFFICER = { code: '36502262349', first: 'Mindaugas', last: 'Stankevičius' };
const COMPANY = '110051834';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function contextFor(person: typeof TOMAS, actingFor?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'lt-LT',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    // Only so the test can add axe-core; the app's own code runs under its CSP.
    bypassCSP: true,
  });
  await apiLogin(context.request, person, actingFor);
  return context;
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Tęsti' }).click();
const stateBadge = (page: Page, name: string) =>
  page.locator('.facts .state-badge').filter({ hasText: new RegExp(`^${name}$`) });

async function upload(page: Page, type: string, name: string, mimeType: string, buffer: Buffer) {
  const slot = page.locator(`#doc-${type}-slot`);
  await slot.locator(`#doc-${type}`).setInputFiles({ name, mimeType, buffer });
  await slot.getByRole('button', { name: /^Įkelti/ }).click();
  await slot.getByRole('listitem').filter({ hasText: name }).waitFor();
}

async function employee(page: Page, row: number, person: string[]) {
  const [code, first, last, position, from] = person as [string, string, string, string, string];
  await page.locator(`#f-employees-${row}-asmensKodas`).fill(code);
  await page.locator(`#f-employees-${row}-vardas`).fill(first);
  await page.locator(`#f-employees-${row}-pavarde`).fill(last);
  await page.locator(`#f-employees-${row}-pareigos`).fill(position);
  await page.locator(`#f-employees-${row}-dirbaNuoData`).fill(from);
}

/** Opens the officer's copy of the application by its number from the queue. */
async function openInQueue(page: Page, number: string) {
  await page.goto(`/tarnyba/paraiskos?q=${encodeURIComponent(number)}`);
  await page.getByRole('row').filter({ hasText: number }).getByRole('link', { name: number }).click();
  await page.getByRole('heading', { level: 1, name: `Paraiška ${number}` }).waitFor();
}

async function decide(
  page: Page,
  action: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('region', { name: 'Sprendimas' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await fill?.(dialog);
  await dialog
    .getByRole('button', { name: action === 'Priimti ir išduoti leidimą' ? 'Priimti ir išduoti' : action })
    .click();
  await dialog.waitFor({ state: 'detached' });
}

describe('from application to permit', () => {
  it('L13: apply → returned with a message → fixed and resubmitted → issued → PDF whose QR verifies', async () => {
    const company = await contextFor(TOMAS, COMPANY);
    await apiSaveProfile(company.request, COMPANY, {
      email: 'info@baltijos-atliekos.lt',
      position: 'Direktorius',
      first: 'Tomas',
      last: 'Kazlauskas',
    });
    const officer = await contextFor(OFFICER);
    const applicant = await company.newPage();
    const office = await officer.newPage();

    // 1. The company fills in the form, step by step, with its documents.
    await applicant.goto('/paraiskos/l13');
    await stepHeading(applicant, 'Veikla').waitFor();
    await applicant
      .getByLabel('Objekto (aikštelės) pavadinimas')
      .fill('Klaipėdos pavojingųjų atliekų aikštelė');
    await applicant.getByLabel('Objekto adresas').fill('Minijos g. 180, Klaipėda');
    await applicant.getByRole('button', { name: 'Pridėti veiklą' }).click();
    await applicant.locator('#f-activities-0-activity').selectOption('SURINKIMAS');
    await applicant.getByRole('radio', { name: 'Ne' }).check();
    await upload(
      applicant,
      'TECHNOLOGINIS_REGLAMENTAS',
      'reglamentas.pdf',
      'application/pdf',
      pdf({ text: 'Reglamentas' }),
    );
    await next(applicant);
    await stepHeading(applicant, 'Technologiniai atliekų srautai').waitFor();
    await applicant.getByRole('button', { name: 'Pridėti srautą' }).click();
    await applicant.locator('#f-flows-0-wasteCode').fill('13 02 05*');
    await applicant.locator('#f-flows-0-wasteName').fill('Nechlorintos mineralinės variklio alyvos');
    await applicant.locator('#f-flows-0-activity').selectOption('SURINKIMAS');
    await applicant.locator('#f-flows-0-tonnesPerYear').fill('120,5');
    await applicant.locator('#f-flows-0-storedTonnes').fill('12');
    await next(applicant);
    await stepHeading(applicant, 'Atsakingi darbuotojai').waitFor();
    await applicant.getByRole('button', { name: 'Pridėti darbuotoją' }).click();
    await employee(applicant, 0, ['38703181745', 'Jonas', 'Jonaitis', 'Aplinkosaugos vadovas', '2019-03-01']);
    await upload(
      applicant,
      'KVALIFIKACIJA',
      'kvalifikacija.pdf',
      'application/pdf',
      pdf({ text: 'Pazymejimas' }),
    );
    await next(applicant);
    await stepHeading(applicant, 'Paraiškos dokumentai').waitFor();
    const word = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await upload(applicant, 'PARAISKA', 'paraiska.docx', word, docx());
    await upload(applicant, 'PARAISKA_PDF', 'paraiska.pdf', 'application/pdf', pdf({ text: 'Paraiska' }));
    await next(applicant);
    // Contact details come from the company's profile.
    await stepHeading(applicant, 'Kontaktiniai duomenys').waitFor();
    expect(await applicant.getByRole('textbox', { name: 'El. paštas', exact: true }).inputValue()).toBe(
      'info@baltijos-atliekos.lt',
    );
    await next(applicant);
    await stepHeading(applicant, 'Patikrinkite atsakymus').waitFor();
    await applicant.getByLabel(/Patvirtinu, kad pateikti duomenys yra teisingi/).check();
    await applicant.getByRole('button', { name: 'Pateikti paraišką' }).click();
    const confirmation = applicant.getByRole('region', { name: 'Paraiška pateikta' });
    const numberText = await confirmation.getByText(/Paraiškos numeris: L13-\d{4}-\d{6}/).textContent();
    const number = /L13-\d{4}-\d{6}/.exec(numberText ?? '')![0];
    const applicationUrl = applicant.url().split('?')[0]!;

    // 2. The officer returns it with a message.
    await openInQueue(office, number);
    await stateBadge(office, 'Pateikta').waitFor();
    const note = 'Nurodykite antrą atsakingą darbuotoją, kuris pavaduoja vadovą.';
    await decide(office, 'Grąžinti tikslinti', (dialog) =>
      dialog.getByLabel('Žinutė pareiškėjui').fill(note),
    );
    await stateBadge(office, 'Grąžinta tikslinti').waitFor();

    // 3. The company sees the note on its application and in its messages, fixes and resubmits.
    await applicant.goto('/pranesimai/gauti');
    await applicant.getByText(`Paraiška ${number} grąžinta tikslinti`).first().waitFor();
    await applicant.goto(applicationUrl);
    await applicant.getByText(note).first().waitFor();
    await applicant.goto(`${applicationUrl}?zingsnis=employees`);
    await stepHeading(applicant, 'Atsakingi darbuotojai').waitFor();
    await applicant.getByRole('button', { name: 'Pridėti darbuotoją' }).click();
    await employee(applicant, 1, ['39001010238', 'Petras', 'Petraitis', 'Operatorius', '2020-01-15']);
    // To the review through the form's own step list, as a person does: a `goto` at once after the
    // last keystroke unloads the page before the typed date reaches even the device.
    await applicant
      .getByRole('navigation', { name: 'Paraiškos žingsniai' })
      .getByRole('link', { name: /Patikrinkite atsakymus/ })
      .click();
    await stepHeading(applicant, 'Patikrinkite atsakymus').waitFor();
    await applicant.getByText('Petraitis').first().waitFor();
    await applicant.getByLabel(/Patvirtinu, kad pateikti duomenys yra teisingi/).check();
    await applicant.getByRole('button', { name: 'Pateikti paraišką' }).click();
    await waitOrTell(applicant, applicant.getByRole('region', { name: 'Paraiška pateikta' }));

    // 4. The officer takes it up and issues the licence.
    await openInQueue(office, number);
    await stateBadge(office, 'Pateikta').waitFor();
    await office.getByText('Petraitis').first().waitFor();
    await decide(office, 'Pradėti vertinti');
    await stateBadge(office, 'Vertinama').waitFor();
    await decide(office, 'Priimti ir išduoti leidimą');
    const issued = office.locator('.notice').filter({ hasText: 'Paraiška priimta: leidimas' });
    const permitNumber = /leidimas (\d+)\./.exec((await issued.textContent()) ?? '')![1]!;

    // 5a. The licence waits for the state fee (issue 20): the company sees what is due, pays online
    // in the sandbox bank and comes back to its application, where the fee shows paid.
    await applicant.goto(applicationUrl);
    const fee = applicant.locator('[data-fee-state="DUE"]');
    await fee.getByText('58,00 €').first().waitFor();
    await fee.getByText('Įmokos kodas (būtinas)').waitFor();
    expect(await axeViolations(applicant)).toEqual([]);
    await fee.getByRole('button', { name: 'Mokėti internetu' }).click();
    await applicant.waitForURL('**/sandbox-bankas/mokejimas/**');
    await applicant.getByRole('button', { name: /Mokėti 58,00/ }).click();
    await applicant.waitForURL(/rinkliava=sumoketa/);
    await applicant.locator('[data-fee-state="PAID"]').getByText('Ačiū, rinkliava sumokėta.').waitFor();
    expect(await axeViolations(applicant)).toEqual([]);

    // 5. The company finds the licence among its permits and downloads the PDF.
    await applicant.goto('/leidimai');
    await applicant
      .getByRole('link', { name: new RegExp(permitNumber) })
      .first()
      .click();
    await stateBadge(applicant, 'Galiojantis').waitFor();
    expect(await axeViolations(applicant)).toEqual([]);
    const [download] = await Promise.all([
      applicant.waitForEvent('download'),
      applicant.getByRole('link', { name: 'Atsisiųsti leidimą (PDF)' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const file = Buffer.concat(chunks);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    // 6. The QR code on it names the permit and its signature verifies with the published key.
    const payload = await readQrFromPdf(file);
    expect(parseSeal(payload)?.number).toBe(permitNumber);
    const keys = (await (await company.request.get('/api/public/leidimai/raktai')).json()) as SigningKeyDto[];
    expect(await verifySeal(payload, keys)).toMatchObject({ status: 'valid' });
    const forged = payload.replace(
      permitNumber,
      permitNumber.replace(/^(\d{5})\d/, (_, head) => `${head}9`),
    );
    expect((await verifySeal(forged, keys)).status).not.toBe('valid');

    // …and the public check page says the same.
    await applicant.goto('/leidimo-tikrinimas');
    await applicant.getByLabel('QR kodo tekstas arba leidimo numeris').fill(payload);
    await applicant.getByRole('button', { name: 'Tikrinti' }).click();
    await applicant
      .locator('.permit-check__verdict')
      .getByText(/^Parašas tikras/)
      .waitFor();
    await applicant.getByText(permitNumber).first().waitFor();
    await company.close();
    await officer.close();
  });
});
