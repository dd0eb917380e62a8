/**
 * The browser's pass over rich content (issue 15 item 7): DOMPurify with the shared allow-list
 * (src/web/features/content/sanitize.ts), run in Chromium on the mutation-XSS classics — the raw
 * markup, as if the server's pass had been skipped, and what sanitize-html stores for it — and the
 * result inserted into a live document, where any `onerror`, `onload` or script would call
 * `window.__xss`. Then the built app: an announcement with links renders through the same pass, and
 * DOMPurify is not among the scripts of the start page's first paint.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { sanitizeHtml } from '../../src/server/modules/content/sanitize.ts';
import { RICH_TEXT_TAGS } from '../../src/shared/content/allow-list.ts';
import { MUTATION_XSS } from '../fixtures/mutation-xss.ts';
import { launch, newContext } from '../support/browser.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

let browser: Browser;
const baseUrl = e2eBaseUrl();
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The web app's sanitizer module, bundled for a plain page. */
async function sanitizerScript(): Promise<string> {
  const out = await build({
    stdin: {
      contents: `import purify from 'dompurify';
        import { createRichTextSanitizer } from './src/web/features/content/sanitize.ts';
        window.__sanitizer = createRichTextSanitizer(purify, document);`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

describe('rich content in the browser', () => {
  it('lets no mutation-XSS classic run, raw or after the server’s pass, and keeps only the allow-list', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent('<!doctype html><html><body><main id="out"></main></body></html>');
      await page.evaluate(() => {
        (window as unknown as { __fired: string[] }).__fired = [];
        (window as unknown as { __xss: (n: unknown) => void }).__xss = (n) =>
          (window as unknown as { __fired: string[] }).__fired.push(String(n));
      });
      await page.addScriptTag({ content: await sanitizerScript() });
      const inputs = MUTATION_XSS.flatMap((c) => [
        { name: `${c.name} (raw)`, html: c.html },
        { name: `${c.name} (stored)`, html: sanitizeHtml(c.html) },
      ]);
      const results = await page.evaluate((cases) => {
        const out = document.getElementById('out')!;
        const sanitizer = (window as unknown as { __sanitizer: { html(h: string): string } }).__sanitizer;
        return cases.map(({ name, html }) => {
          const clean = sanitizer.html(html);
          const holder = document.createElement('div');
          holder.innerHTML = clean;
          out.append(holder);
          const elements = Array.from(holder.querySelectorAll('*'), (e) => ({
            name: e.localName,
            attributes: Array.from(e.attributes, (a) => `${a.name}=${a.value}`),
          }));
          // Parsed again, the markup is the same: nothing mutates on a second parse.
          const again = document.createElement('div');
          again.innerHTML = holder.innerHTML;
          return { name, clean, elements, stable: again.innerHTML === holder.innerHTML };
        });
      }, inputs);
      await page.waitForTimeout(500); // image errors and loads fire asynchronously
      expect(await page.evaluate(() => (window as unknown as { __fired: string[] }).__fired)).toEqual([]);
      for (const result of results) {
        for (const element of result.elements) {
          expect(RICH_TEXT_TAGS, `${result.name}: ${result.clean}`).toContain(element.name);
          for (const attribute of element.attributes)
            expect(attribute, `${result.name}: ${result.clean}`).toMatch(
              /^href=(https?:|mailto:|\/[^/\\]|#)/,
            );
        }
        expect(result.stable, result.name).toBe(true);
        expect(result.clean).not.toMatch(/onerror|onload|javascript:|<img|<style|<svg|<math|<script/i);
      }
      // What a kept document looks like after both passes: links without a safe target are text.
      const kept = await page.evaluate(() =>
        (window as unknown as { __sanitizer: { html(h: string): string } }).__sanitizer.html(
          '<b>a</b><i>b</i><a href="javascript:x">c</a><a href="https://am.lt/">d</a><p onclick="x">e</p>',
        ),
      );
      expect(kept).toBe('<strong>a</strong><em>b</em>c<a href="https://am.lt/">d</a><p>e</p>');
    } finally {
      await page.close();
    }
  });

  it('shows plain warnings as text, rich pages through the pass, and loads DOMPurify only with rich content', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    try {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      // What the start page's first paint loads: the scripts index.html names and preloads.
      const index = await (await fetch(`${baseUrl}/`)).text();
      const firstPaint = [...index.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map(
        (m) => m[1]!,
      );
      expect(firstPaint.length).toBeGreaterThan(0);
      await page.goto('/');
      // The general warning on the home page is paragraphs of plain text: shown as text, with no
      // sanitizer downloaded for it (content-html.tsx; issue 16's start-page budget).
      const warning = page.locator('.content-warnings__text').first();
      await warning.waitFor();
      await expect.poll(async () => (await warning.textContent())?.trim().length ?? 0).toBeGreaterThan(0);
      expect(
        await page
          .locator('.content-warnings__text :not(p, h2, h3, ul, ol, li, a, strong, em, br, blockquote)')
          .count(),
      ).toBe(0);
      expect(
        scripts.filter((s) => /purify/i.test(s)),
        scripts.join('\n'),
      ).toEqual([]);
      // The about page is rich content (a heading and a list): it shows through DOMPurify, loaded then.
      await page.goto('/about');
      const about = page
        .locator('.prose')
        .filter({ has: page.locator('ul li') })
        .first();
      await about.waitFor();
      const purifyChunks = scripts.filter((s) => /purify/i.test(s));
      expect(purifyChunks.length, scripts.join('\n')).toBeGreaterThan(0);
      expect(firstPaint.filter((s) => /purify/i.test(s))).toEqual([]);
      expect(await about.locator(':not(p, h2, h3, ul, ol, li, a, strong, em, br, blockquote)').count()).toBe(
        0,
      );
    } finally {
      await context.close();
    }
  });
});
