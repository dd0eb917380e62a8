/**
 * Kinds are one folder (issue 17 item 5): adding a kind is its folder under `kinds/` plus one line
 * in registry.ts. Proven here by writing a throwaway kind's folder to a temporary directory,
 * importing it as registry.ts imports a kind, and building a temporary registry with it beside
 * the 22: the engine validates it, offers its requests, runs its warnings and its own request form
 * through the extension points, and the menus' kind list (kind-list.gen.ts, generated from the
 * registry by `npm run kinds`) made from that registry lists it with its folder's listing, the 22
 * unchanged, so nothing else had to be written by hand. Also: the engine never imports a
 * kind, a kind never imports another kind, and shared parts never import a kind.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { KindDefinition } from './engine/definition.ts';
import { definitionForType, offersRequest } from './engine/extension.ts';
import { stepsOf, validateApplication } from './engine/validate.ts';
import { applicationWarnings } from './engine/warnings.ts';
import { findKind, listedKind } from './kind-list.ts';
import { renderKindList } from './kind-list-render.ts';
import { companyContactsExample } from './parts/contacts-examples.ts';
import { createRegistry, REGISTERED_KINDS } from './registry.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

/** The throwaway kind's folder: a definition with a warning and a request form of its own. */
const THROWAWAY_INDEX = `
import type { KindDefinition } from '${join(HERE, 'engine/definition.ts')}';

export const l99 = {
  segment: 'l99',
  schemaVersion: 1,
  filers: ['company'],
  applicationTypes: ['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS'],
  price: { type: 'free' },
  validity: { months: 12 },
  permitLifecycle: 'general',
  listing: { category: 'other', title: 'kind.l13.title' },
  steps: [
    {
      id: 'site',
      title: 'l13.step.activity',
      fields: [{ type: 'text', name: 'siteName', label: 'l13.siteName', maxLength: 50 }],
    },
  ],
  documents: [],
  warnings: ({ data }) =>
    data.siteName === 'Nežinoma' ? [{ path: 'siteName', message: 'l13.siteName', values: {} }] : [],
  requestForms: [
    {
      type: 'TURIO_TIKSLINIMAS',
      definition: (kind) => ({ ...kind, applicationTypes: [], steps: kind.steps.slice(0, 1) }),
    },
  ],
} as unknown as KindDefinition;
`;

describe('a kind is one folder plus one registry line', () => {
  it('registers a throwaway kind written to a temporary folder, and the engine works with it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'permits-kind-'));
    try {
      mkdirSync(join(root, 'l99'));
      writeFileSync(join(root, 'l99', 'index.ts'), THROWAWAY_INDEX);
      // The one line registry.ts would get: the kind's import and its place in DEFINITIONS.
      const { l99 } = (await import(join(root, 'l99', 'index.ts'))) as { l99: KindDefinition };
      const registry = createRegistry([...REGISTERED_KINDS.map((kind) => kind.definition), l99]);

      expect(registry.kinds.map((kind) => kind.segment)).toEqual([
        ...REGISTERED_KINDS.map((kind) => kind.segment),
        'l99',
      ]);
      const kind = registry.find('L99')!;
      expect(kind).toMatchObject({ code: 'L99', type: 'L99', category: 'other', hasChangeVariants: true });
      expect(registry.find('l13')?.definition).toBe(
        REGISTERED_KINDS.find((k) => k.segment === 'l13')!.definition,
      );

      // The engine validates it like any kind.
      const filled = { siteName: 'Aikštelė', ...companyContactsExample };
      const check = (data: Record<string, unknown>) =>
        validateApplication(kind.definition, data, {
          mode: 'submit',
          filer: 'company',
          today: '2026-11-27',
          documentTypes: [],
        }).issues.map((issue) => `${issue.path} ${issue.message}`);
      expect(stepsOf(kind.definition, 'company').map((step) => step.id)).toContain('site');
      expect(check(filled)).toEqual([]);
      expect(check({ ...filled, siteName: '' })).toEqual(['siteName validation.required']);

      // Its requests: the engine's extension (its permits end), its own form through requestForms.
      expect(offersRequest(kind.definition, 'PRATESIMAS')).toBe(true);
      expect(offersRequest(kind.definition, 'TURIO_TIKSLINIMAS')).toBe(true);
      expect(definitionForType(kind.definition, 'TURIO_TIKSLINIMAS').applicationTypes).toEqual([]);
      expect(definitionForType(kind.definition, 'NAUJA')).toBe(kind.definition);

      // Its warnings, through KindDefinition.warnings.
      expect(applicationWarnings(kind.definition, { siteName: 'Nežinoma' }, [])).toEqual([
        { path: 'siteName', message: 'l13.siteName', values: {} },
      ]);
      expect(applicationWarnings(kind.definition, filled, [])).toEqual([]);

      // The menus' list, generated from the temporary registry as `npm run kinds` does from the
      // real one: the 22 as committed, then the throwaway kind with its folder's listing.
      writeFileSync(
        join(root, 'kind-list.gen.ts'),
        renderKindList(registry.kinds.map((registered) => registered.definition)),
      );
      const generated = (await import(join(root, 'kind-list.gen.ts'))) as {
        KIND_SEGMENTS: readonly string[];
        KIND_LISTINGS: readonly { segment: string; category: string; title: string }[];
      };
      const committed = (await import('./kind-list.gen.ts')) as typeof generated;
      expect(generated.KIND_SEGMENTS).toEqual([...committed.KIND_SEGMENTS, 'l99']);
      expect(generated.KIND_LISTINGS).toEqual([
        ...committed.KIND_LISTINGS,
        { segment: 'l99', category: 'other', title: 'kind.l13.title' },
      ]);
      const { segment, ...listing } = generated.KIND_LISTINGS.at(-1)!;
      const { definition: _definition, hasChangeVariants: _variants, ...registered } = kind;
      expect(listedKind(segment as never, listing as never)).toEqual(registered);
      // Not listed until generated: the committed list is the real registry's, which has no l99.
      expect(findKind('l99')).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a kind without a listing, and one defined twice', () => {
    const [first] = REGISTERED_KINDS;
    const unknown = { ...first!.definition, segment: 'l98', listing: undefined } as unknown as KindDefinition;
    expect(() => createRegistry([unknown])).toThrow(/kind l98 has no listing/);
    expect(() => createRegistry([first!.definition, first!.definition])).toThrow(/defined twice/);
  });
});

/** Every .ts file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The files a source imports (relative specifiers only), as absolute paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
    resolve(dirname(file), match[1]!),
  );
}

const KINDS = join(HERE, 'kinds');
const kindOf = (path: string) => {
  const inside = relative(KINDS, path);
  return inside.startsWith('..') ? null : inside.split('/')[0]!;
};

describe('module boundaries of the permit kinds', () => {
  it('the engine and the shared parts never import a kind', () => {
    const offending = [...sources(join(HERE, 'engine')), ...sources(join(HERE, 'parts'))].flatMap((file) =>
      importsOf(file)
        .filter((target) => kindOf(target) !== null)
        .map((target) => `${relative(HERE, file)} → ${relative(HERE, target)}`),
    );
    expect(offending).toEqual([]);
  });

  it('a kind never imports another kind (shared parts live in parts/)', () => {
    const offending = sources(KINDS).flatMap((file) =>
      importsOf(file)
        .filter((target) => kindOf(target) !== null && kindOf(target) !== kindOf(file))
        .map((target) => `${relative(HERE, file)} → ${relative(HERE, target)}`),
    );
    expect(offending).toEqual([]);
  });
});
