/**
 * Compresses the built web app's text files once, at build time (issue 16 item 2): beside each
 * `x.js` a `x.js.br` (brotli, quality 11) and a `x.js.gz` (gzip, level 9), which the server sends
 * to browsers that accept them (`preCompressed` in src/server/plugins/web-app.ts). Compressing at
 * build time lets the slowest, smallest settings be used without costing any request CPU.
 *
 *   tsx scripts/compress.ts [folder]     # default dist/web; `npm run build` runs it after Vite
 *
 * A variant is written only when it is smaller than the file; source maps are left alone (only
 * developer tools read them). Variants of an earlier build are removed first.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text files worth compressing; pictures (PNG) and fonts (WOFF2) are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|geojson|webmanifest|txt|xml)$/i;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

export interface CompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function compressFolder(root: string): Promise<CompressResult> {
  for (const file of filesUnder(root)) if (/\.(br|gz)$/.test(file)) rmSync(file);
  const result: CompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const work = filesUnder(root)
    .filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES)
    .map(async (file) => {
      const source = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gz(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) writeFileSync(`${file}.br`, br);
      if (gzipped.length < source.length) writeFileSync(`${file}.gz`, gzipped);
      result.files += 1;
      result.bytes += source.length;
      result.brotliBytes += Math.min(br.length, source.length);
      result.gzipBytes += Math.min(gzipped.length, source.length);
    });
  await Promise.all(work);
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.argv[2] ?? 'dist/web';
  const started = Date.now();
  const r = await compressFolder(root);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `compressed ${r.files} files under ${relative(process.cwd(), root) || '.'}: ${kb(r.bytes)} → brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)} (${Date.now() - started} ms)`,
  );
}
