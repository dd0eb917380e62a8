/**
 * Browser journeys of the felling boundary's three ways (issue 7 item 2): on an L08.1 draft's
 * fellings step, Jonas gives the boundary by typed coordinates (an unreadable line is named in an
 * error summary whose link selects it; a good plot shows its computed area beside the declared one
 * and is uploaded) and by drawing on the map (the keyboard: arrow keys move the map, Enter and
 * "Add a point at the map centre" add the corner under the cross; clicks on the map; undo; the
 * phone's location). Each ends as a GeoJSON document whose area the server computed. Lithuanian
 * and English; axe finds no WCAG 2.1 AA violation in any state.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { ApplicationDetail } from '../../src/shared/permits/api-types.ts';
import { l08_1Example } from '../../src/shared/permits/kinds/l08_1/example.ts';
import { launch } from '../support/browser.ts';
import { apiCall, apiJson, apiLogin, apiSaveProfile, axeViolations } from '../support/e2e-api.ts';
import { type Lang, mapContext, waitForMap } from '../support/e2e-map.ts';

const JONAS = { code: '38703181745', first: 'Jonas', last: 'Jonaitis' };

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/**
 * Jonas, logged in, with reduced motion (the map jumps, so each key press has moved it when the
 * centre's text changes); CSP is bypassed for the test's own axe script only.
 */
async function jonasContext(
  lang: Lang,
  extra: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await mapContext(browser, 'desktop', lang, { reducedMotion: 'reduce', ...extra });
  await apiLogin(context.request, JONAS);
  await apiSaveProfile(context.request, JONAS.code, { email: 'jonas.jonaitis@example.lt' });
  return context;
}

/** A new L08.1 draft with one felling of 1.8 ha, opened on its fellings step; the boundary slot. */
async function openBoundarySlot(context: BrowserContext, page: Page): Promise<Locator> {
  const created = await apiCall(context.request, 'POST', '/api/v1/paraiskos/l08_1', {
    json: { type: 'NAUJA' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as ApplicationDetail;
  await apiJson(context.request, 'PUT', `/api/v1/paraiskos/l08_1/${draft.id}`, {
    json: { data: l08_1Example, revision: draft.revision },
  });
  await page.goto(`/paraiskos/l08_1/${draft.id}?zingsnis=fellings`);
  const slot = page.locator('#doc-KIRTAVIETES_RIBOS-slot');
  await slot.waitFor();
  return slot;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** The Labanoras plot of the fixtures: 5.54 ha. */
const LKS94_LINES = ['613200 6126300', '613180 6126520', '613420 6126540', '613440 6126300'];

const TEXT = {
  lt: {
    ways: 'Kaip pateiksite kirtavietės ribas?',
    file: /Įkelsiu failą/,
    typed: /Įvesiu koordinates/,
    drawn: /Nubraižysiu žemėlapyje/,
    textarea: 'Kampų koordinatės, po vieną tašką eilutėje',
    check: 'Tikrinti koordinates',
    useTyped: 'Naudoti šias koordinates',
    summary: 'Patikrinkite koordinates',
    badLine: /Nepavyko perskaityti 2 eilutės/,
    valid: 'Perskaityti 4 taškai: ribos tinkamos.',
    area: 'Apskaičiuotas plotas: 5,54 ha (nurodytas kirtimų plotas: 1,8 ha)',
    listedArea: 'Apskaičiuotas plotas: 5,54 ha',
    added: 'Ribos pridėtos prie paraiškos',
    addCentre: 'Pridėti tašką žemėlapio centre',
    addLocation: 'Pridėti mano buvimo vietą',
    undo: 'Atšaukti paskutinį tašką',
    clear: 'Išvalyti',
    undoClear: 'Atšaukti išvalymą',
    useDrawn: 'Naudoti šias ribas',
    zoomIn: 'Priartinti',
    tooFew: 'Ribai reikia bent 3 taškų.',
    centre: /^Žemėlapio centras: platuma \d+,\d{6}, ilguma \d+,\d{6}$/,
    drawnCount: (n: number) => (n === 1 ? 'Nubraižytas 1 taškas.' : `Nubraižyti ${n} taškai.`),
    drawnValid: 'Ribos tinkamos.',
    vertex: /^Platuma 5\d,\d{6}, ilguma 2\d,\d{6}$/,
    located: 'Taškas pridėtas jūsų buvimo vietoje, tikslumas – apie 8 m.',
  },
  en: {
    ways: 'How will you give the plot boundary?',
    file: /Upload a file/,
    typed: /Type the coordinates/,
    drawn: /Draw it on the map/,
    textarea: 'Corner coordinates, one point on each line',
    check: 'Check the coordinates',
    useTyped: 'Use these coordinates',
    summary: 'Check the coordinates',
    badLine: /Line 2 could not be read/,
    valid: '4 points read: the boundary is valid.',
    area: 'Computed area: 5.54 ha (declared felling area: 1.8 ha)',
    listedArea: 'Computed area: 5.54 ha',
    added: 'The boundary was added to the application',
    addCentre: 'Add a point at the map centre',
    addLocation: 'Add my current location',
    undo: 'Undo last point',
    clear: 'Clear',
    undoClear: 'Undo clearing',
    useDrawn: 'Use this boundary',
    zoomIn: 'Zoom in',
    tooFew: 'A boundary needs at least 3 points.',
    centre: /^Map centre: latitude \d+\.\d{6}, longitude \d+\.\d{6}$/,
    drawnCount: (n: number) => (n === 1 ? '1 point drawn.' : `${n} points drawn.`),
    drawnValid: 'The boundary is valid.',
    vertex: /^Latitude 5\d\.\d{6}, longitude 2\d\.\d{6}$/,
    located: 'A point was added at your location, accurate to about 8 m.',
  },
} as const;

/** Gives the boundary as typed coordinates: a bad line first, then the plot. */
async function typeCoordinates(page: Page, slot: Locator, lang: Lang, lines: string[]) {
  const text = TEXT[lang];
  await slot.getByRole('radio', { name: text.typed }).check();
  const input = slot.getByLabel(text.textarea);
  await input.fill([lines[0], 'x 6126520 ?', ...lines.slice(2)].join('\n'));
  await slot.getByRole('button', { name: text.check }).click();
  const summary = slot.getByRole('alert').filter({ hasText: text.summary });
  await summary.waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('error-summary'));
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  expect(await axeViolations(page)).toEqual([]);
  // The link names the line and selects it in the text box.
  await summary.getByRole('link', { name: text.badLine }).click();
  expect(await input.evaluate((el: HTMLTextAreaElement) => el === document.activeElement)).toBe(true);
  expect(
    await input.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd)),
  ).toBe('x 6126520 ?');

  await input.fill(lines.join('\n'));
  await slot.getByRole('button', { name: text.check }).click();
  await slot.getByText(text.valid).waitFor();
  await slot.getByText(text.area).waitFor();
  expect(await summary.count()).toBe(0);
  await slot.getByRole('button', { name: text.useTyped }).click();
  const listed = slot.getByRole('listitem').filter({ hasText: 'kirtavietes-ribos-koordinates.geojson' });
  await listed.waitFor();
  expect(await listed.textContent()).toContain(text.listedArea);
  await slot.getByRole('status').filter({ hasText: text.added }).waitFor();
  expect(await input.inputValue()).toBe('');
}

/** Clicks the map `dx`, `dy` pixels from its middle (where the cross is). */
async function clickMap(canvas: Locator, dx: number, dy: number) {
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
}

/** Presses `key` on the focused map and waits until the centre it reports has moved. */
async function pan(page: Page, slot: Locator, canvas: Locator, key: string) {
  const centre = slot.locator('.boundary-map__centre');
  const before = await centre.textContent();
  await canvas.focus();
  await page.keyboard.press(key);
  await page.waitForFunction(([selector, was]) => document.querySelector(selector)?.textContent !== was, [
    '#doc-KIRTAVIETES_RIBOS-slot .boundary-map__centre',
    before,
  ] as const);
}

describe('the felling boundary by typed coordinates and on the map', () => {
  it('takes typed LKS-94 coordinates and a boundary drawn with the keyboard, in Lithuanian', async () => {
    const context = await jonasContext('lt');
    const page = await context.newPage();
    const text = TEXT.lt;
    const slot = await openBoundarySlot(context, page);
    const ways = slot.getByRole('group', { name: text.ways });
    expect(await ways.getByRole('radio', { name: text.file }).isChecked()).toBe(true);

    await typeCoordinates(page, slot, 'lt', LKS94_LINES);

    // Drawing: nothing drawn yet is refused with a message that takes focus.
    await ways.getByRole('radio', { name: text.drawn }).check();
    const canvas = await waitForMap(slot);
    await slot.getByRole('button', { name: text.useDrawn }).click();
    await slot.getByRole('alert').filter({ hasText: text.tooFew }).waitFor();
    expect(await focusedText(page)).toContain(text.tooFew);

    // The keyboard: zoom in with +, then add the corner under the cross, move, add again.
    await expect(slot.locator('.boundary-map__centre').textContent()).resolves.toMatch(text.centre);
    await canvas.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Equal');
    await page.keyboard.press('Enter');
    await pan(page, slot, canvas, 'ArrowRight');
    await page.keyboard.press('Enter');
    await pan(page, slot, canvas, 'ArrowDown');
    await page.keyboard.press('Enter');
    await pan(page, slot, canvas, 'ArrowLeft');
    await slot.getByRole('button', { name: text.addCentre }).click();
    const status = slot.locator('.boundary-way__result');
    await status.getByText(text.drawnCount(4)).waitFor();
    expect(await status.textContent()).toContain(text.drawnValid);
    const vertices = slot.getByRole('list', { name: 'Nubraižyti taškai' }).getByRole('listitem');
    expect(await vertices.count()).toBe(4);
    for (const vertex of await vertices.allTextContents()) expect(vertex).toMatch(text.vertex);

    // Undo takes the last corner back; a clearing can be undone too.
    await slot.getByRole('button', { name: text.undo }).click();
    await status.getByText(text.drawnCount(3)).waitFor();
    await slot.getByRole('button', { name: text.clear }).click();
    await slot.getByText('Taškų dar nėra.').waitFor();
    await slot.getByRole('button', { name: text.undoClear }).click();
    await status.getByText(text.drawnCount(3)).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await slot.getByRole('button', { name: text.useDrawn }).click();
    const listed = slot.getByRole('listitem').filter({ hasText: 'kirtavietes-ribos-zemelapis.geojson' });
    await listed.waitFor();
    expect(await listed.textContent()).toMatch(/Apskaičiuotas plotas: [\d ]+(,\d+)? ha/);
    await slot.getByText('Taškų dar nėra.').waitFor();
    // Both boundaries are the application's documents, with the areas the server computed.
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const detail = await apiJson<ApplicationDetail>(context.request, 'GET', `/api/v1/paraiskos/l08_1/${id}`);
    const boundaries = detail.documents.filter((d) => d.type === 'KIRTAVIETES_RIBOS');
    expect(boundaries.map((d) => d.contentType)).toEqual(['application/geo+json', 'application/geo+json']);
    expect(boundaries.find((d) => d.fileName?.includes('koordinates'))?.boundary?.areaHa).toBe(5.54);
    expect(boundaries.find((d) => d.fileName?.includes('zemelapis'))?.boundary?.areaHa).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('takes typed WGS84 degrees and a boundary walked with the GPS and clicked on the map, in English', async () => {
    const context = await jonasContext('en', {
      geolocation: { latitude: 55.2585, longitude: 25.7805, accuracy: 8 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    const text = TEXT.en;
    const slot = await openBoundarySlot(context, page);
    // The hint's WGS84 example is the Labanoras plot; typed as shown, it is read as latitude longitude.
    await slot.getByRole('radio', { name: text.typed }).check();
    const degrees = (await slot.locator('.boundary-coordinates__example').nth(1).textContent())!.split('\n');
    expect(degrees[0]).toMatch(/^55\.\d{6} 25\.\d{6}$/);
    await typeCoordinates(page, slot, 'en', degrees);

    // The first corner where the phone is: the map goes there; the others are clicked around it.
    await slot.getByRole('radio', { name: text.drawn }).check();
    const canvas = await waitForMap(slot);
    await slot.getByRole('button', { name: text.addLocation }).click();
    await slot.getByRole('status').filter({ hasText: text.located }).waitFor();
    const vertices = slot.getByRole('list', { name: 'Points drawn' }).getByRole('listitem');
    expect(await vertices.first().textContent()).toBe('Latitude 55.258500, longitude 25.780500');
    await expect(slot.locator('.boundary-map__centre').textContent()).resolves.toBe(
      'Map centre: latitude 55.258500, longitude 25.780500',
    );
    // Corners in the wrong order: the outline crosses itself, said as it is drawn and refused on use.
    await clickMap(canvas, 80, 0);
    await clickMap(canvas, 0, 60);
    await clickMap(canvas, 80, 60);
    const status = slot.locator('.boundary-way__result');
    await status.getByText(text.drawnCount(4)).waitFor();
    expect(await status.textContent()).toMatch(/crosses itself at latitude 55\.\d{6}, longitude 25\.\d{6}/);
    await slot.getByRole('button', { name: text.useDrawn }).click();
    const refusal = slot.getByRole('alert').filter({ hasText: /crosses itself/ });
    await refusal.waitFor();
    expect(await focusedId(page)).toBe(await refusal.getAttribute('id'));
    expect(await axeViolations(page)).toEqual([]);

    // Undo the last two and click them the right way round: about 110 m by 80 m.
    await slot.getByRole('button', { name: text.undo }).click();
    await slot.getByRole('button', { name: text.undo }).click();
    await status.getByText(text.drawnCount(2)).waitFor();
    await clickMap(canvas, 80, 60);
    await clickMap(canvas, 0, 60);
    await status.getByText(text.drawnCount(4)).waitFor();
    expect(await status.textContent()).toContain(text.drawnValid);
    expect(await status.textContent()).toMatch(/Computed area: 0\.\d+ ha \(declared felling area: 1\.8 ha\)/);
    expect(await vertices.count()).toBe(4);
    for (const vertex of await vertices.allTextContents()) expect(vertex).toMatch(text.vertex);
    await slot.getByRole('button', { name: text.useDrawn }).click();
    const listed = slot.getByRole('listitem').filter({ hasText: 'kirtavietes-ribos-zemelapis.geojson' });
    await listed.waitFor();
    expect(await listed.textContent()).toMatch(/Computed area: 0\.\d+ ha/);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
