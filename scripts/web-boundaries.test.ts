/**
 * The web app's import rules in `.dependency-cruiser.cjs` (docs/architecture.md, "The web app";
 * issue 23 item 4), run by dependency-cruiser against a small made-up tree: each rule catches what
 * it forbids and lets through what is allowed (a feature's index.ts, a unit test, the route table's
 * lazy pages). `npm run lint` runs the same rules on the real src/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration, type IReporterOutput } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as IConfiguration;
const WEB_RULES = (config.forbidden ?? []).filter((rule) => rule.name?.startsWith('web-'));

/** file → its imports (relative specifiers; `import()` when the value starts with "lazy:"). */
const TREE: Record<string, string[]> = {
  'src/web/features/fishing/index.ts': ["export { euros } from './money.ts';"],
  'src/web/features/fishing/money.ts': ['export const euros = 1;'],
  'src/web/features/fishing/page.tsx': ['export const page = 1;'],
  // Another feature's internals, and the same through its index.ts.
  'src/web/features/permits/into-internals.ts': ["import { euros } from '../fishing/money.ts';"],
  'src/web/features/permits/through-index.ts': ["import { euros } from '../fishing/index.ts';"],
  // A feature's own files, and a white-box unit test.
  'src/web/features/fishing/own.ts': ["import { euros } from './money.ts';"],
  'src/web/features/permits/into-internals.test.ts': ["import { euros } from '../fishing/money.ts';"],
  // Below the features: platform/ and ui/ import no feature, not even its index, nor the app.
  'src/web/platform/api.ts': ["import { euros } from '../features/fishing/index.ts';"],
  'src/web/platform/outbox/engine.test.ts': ["import { euros } from '../../features/fishing/money.ts';"],
  'src/web/ui/button.tsx': ["import { routes } from '../app/route-table.ts';"],
  // The app wires the features: its route table loads a page from its own file, lazily.
  'src/web/app/route-table.ts': ["export const routes = () => import('../features/fishing/page.tsx');"],
  // A feature never imports the app.
  'src/web/features/fishing/uses-app.ts': ["import { routes } from '../../app/route-table.ts';"],
  // Any other web code (a folder beside platform/, say) uses a feature through its index.ts only.
  'src/web/tools/into-internals.ts': ["import { euros } from '../features/fishing/money.ts';"],
  'src/web/tools/through-index.ts': ["import { euros } from '../features/fishing/index.ts';"],
};

let base = '';
let violations: { rule: string; from: string; to: string }[] = [];

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'web-boundaries-'));
  for (const [file, lines] of Object.entries(TREE)) {
    mkdirSync(join(base, dirname(file)), { recursive: true });
    writeFileSync(join(base, file), `${lines.join('\n')}\n`);
  }
  const result = await cruise(['src'], {
    baseDir: base,
    ruleSet: { forbidden: WEB_RULES },
    validate: true,
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  });
  const output = result.output as IReporterOutput['output'];
  if (typeof output === 'string') throw new Error('expected the cruise result as an object');
  violations = output.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }));
}, 60_000);

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

const caught = (from: string) => violations.filter((violation) => violation.from === from);

describe("the web app's import rules", () => {
  it('are in the lint configuration', () => {
    expect(WEB_RULES.map((rule) => rule.name)).toEqual([
      'web-feature-internals',
      'web-outside-into-feature-internals',
      'web-platform-into-features',
      'web-feature-into-app',
    ]);
  });

  it("forbid a feature to import another feature's internals", () => {
    expect(caught('src/web/features/permits/into-internals.ts')).toEqual([
      {
        rule: 'web-feature-internals',
        from: 'src/web/features/permits/into-internals.ts',
        to: 'src/web/features/fishing/money.ts',
      },
    ]);
  });

  it("allow another feature's index.ts, a feature's own files and unit tests", () => {
    expect(caught('src/web/features/permits/through-index.ts')).toEqual([]);
    expect(caught('src/web/features/fishing/own.ts')).toEqual([]);
    expect(caught('src/web/features/fishing/index.ts')).toEqual([]);
    expect(caught('src/web/features/permits/into-internals.test.ts')).toEqual([]);
  });

  it('keep platform/ and ui/ below the features and the app', () => {
    expect(caught('src/web/platform/api.ts').map((violation) => violation.rule)).toEqual([
      'web-platform-into-features',
    ]);
    expect(caught('src/web/ui/button.tsx').map((violation) => violation.rule)).toEqual([
      'web-platform-into-features',
    ]);
    expect(caught('src/web/platform/outbox/engine.test.ts')).toEqual([]);
  });

  it('forbid a feature to import the app, and let the app load pages lazily', () => {
    expect(caught('src/web/features/fishing/uses-app.ts').map((violation) => violation.rule)).toEqual([
      'web-feature-into-app',
    ]);
    expect(caught('src/web/app/route-table.ts')).toEqual([]);
  });

  it("hold other web code to a feature's index.ts", () => {
    expect(caught('src/web/tools/into-internals.ts').map((violation) => violation.rule)).toEqual([
      'web-outside-into-feature-internals',
    ]);
    expect(caught('src/web/tools/through-index.ts')).toEqual([]);
  });
});
