/**
 * Scanning a permit's QR code with the camera where the browser has no `BarcodeDetector`
 * (iPhones, desktop Linux; issue 16): the page decodes the camera's frames itself (jsQR, loaded
 * only then). Chromium's fake camera plays a video of a real ticket's QR code, made here; the
 * browser's detector is removed before the page loads. Both languages, on the phone profile.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import QRCode from 'qrcode';
import type { AnglerTicket } from '../../src/shared/anglers/api-types.ts';
import { launch, launchOptions } from '../support/browser.ts';
import { payByRequest, personCodes, startPurchase, ticketRequest } from '../support/e2e-anglers.ts';
import { apiJson, apiLogin, apiSaveProfile } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const baseUrl = e2eBaseUrl();
/** This file's own anglers are born 1979-09-21. */
const personCode = personCodes('790921');
const WIDTH = 640;
const HEIGHT = 480;

/** A few frames of a YUV4MPEG2 video (4:2:0) showing `text` as a QR code, black on white. */
function qrVideo(text: string): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor((HEIGHT - 40) / (size + 8));
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < size; row += 1)
    for (let col = 0; col < size; col += 1) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1)
        luma.fill(
          16,
          (top + row * scale + y) * WIDTH + left + col * scale,
          (top + row * scale + y) * WIDTH + left + (col + 1) * scale,
        );
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]);
}

let dir: string;
let browser: Browser;
let ticket: AnglerTicket;

beforeAll(async () => {
  // A real ticket, bought and paid, whose QR code the camera will see.
  const setup = await launch();
  const context = await setup.newContext({ baseURL: baseUrl });
  const angler = { code: personCode(1), first: 'Vytas', last: 'Skenuotojas' };
  await apiLogin(context.request, angler);
  await apiSaveProfile(context.request, angler.code, { email: 'vytas@example.lt' });
  await payByRequest(context, await startPurchase(context, ticketRequest(angler)));
  ticket = (await apiJson<AnglerTicket[]>(context.request, 'GET', '/api/v1/zvejyba/bilietai'))[0]!;
  await setup.close();

  dir = mkdtempSync(join(tmpdir(), 'permits-camera-'));
  const video = join(dir, 'qr.y4m');
  writeFileSync(video, qrVideo(ticket.seal));
  browser = await launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const TEXT = {
  lt: { scan: 'Nuskaityti kamera', genuine: /^Parašas tikras/ },
  en: { scan: 'Scan with the camera', genuine: /^Genuine signature/ },
};

for (const lang of ['lt', 'en'] as const) {
  it(`reads a ticket's QR code from the camera without BarcodeDetector (${lang})`, async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: lang === 'lt' ? 'lt-LT' : 'en-GB',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await context.grantPermissions(['camera'], { origin: new URL(baseUrl).origin });
      await context.addCookies([{ name: 'lang', value: lang, domain: new URL(baseUrl).hostname, path: '/' }]);
      await context.addInitScript(() => {
        // biome-ignore lint/suspicious/noExplicitAny: removing a browser API the page may look for.
        delete (window as any).BarcodeDetector;
      });
      const page = await context.newPage();
      const jsqr = page.waitForRequest(/\/assets\/jsQR-[^/]+\.js$/);
      await page.goto('/leidimo-tikrinimas');
      expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
      await page.getByRole('button', { name: TEXT[lang].scan }).click();
      await jsqr;
      await page.locator('.permit-check__verdict').getByText(TEXT[lang].genuine).waitFor({ timeout: 20_000 });
      expect(await page.locator('textarea').inputValue()).toBe(ticket.seal);
      await page.locator('.permit-check__details').getByText(ticket.number).waitFor();
    } finally {
      await context.close();
    }
  });
}
