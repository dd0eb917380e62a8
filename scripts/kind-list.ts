/**
 * Writes src/shared/permits/kind-list.gen.ts from the registry (issue 17 item 5): the kinds'
 * segments and listings, for the pages that list kinds without loading their definitions.
 *
 *   tsx scripts/kind-list.ts            # `npm run kinds`; `npm run build` runs it first
 *   tsx scripts/kind-list.ts --check    # exits 1 when the committed file differs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderKindList } from '../src/shared/permits/kind-list-render.ts';
import { REGISTERED_KINDS } from '../src/shared/permits/registry.ts';

const TARGET = fileURLToPath(new URL('../src/shared/permits/kind-list.gen.ts', import.meta.url));

const text = renderKindList(REGISTERED_KINDS.map((kind) => kind.definition));
let current = '';
try {
  current = readFileSync(TARGET, 'utf8');
} catch {
  // Not written yet.
}
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error('kind-list.gen.ts differs from the registry: run `npm run kinds`');
    process.exit(1);
  }
  console.log(`kind-list.gen.ts matches the registry (${REGISTERED_KINDS.length} kinds)`);
} else if (current !== text) {
  writeFileSync(TARGET, text);
  console.log(`kind-list.gen.ts written (${REGISTERED_KINDS.length} kinds)`);
} else {
  console.log(`kind-list.gen.ts up to date (${REGISTERED_KINDS.length} kinds)`);
}
