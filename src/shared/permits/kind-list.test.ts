import { readFileSync } from 'node:fs';
import { MESSAGE_IDS } from '../i18n/catalog.gen.ts';
import {
  deriveType,
  findKind,
  KIND_SEGMENTS,
  PERMIT_CATEGORIES,
  PERMIT_KINDS,
  REPORT_SEGMENTS,
  segmentToCode,
} from './kind-list.ts';
import { renderKindList } from './kind-list-render.ts';
import { REGISTERED_KINDS } from './registry.ts';

describe('permit kind list (spec §1–§2)', () => {
  it('has the 22 kinds of spec §2, each once', () => {
    expect(PERMIT_KINDS).toHaveLength(22);
    expect(new Set(PERMIT_KINDS.map((k) => k.segment)).size).toBe(22);
    expect(PERMIT_KINDS.map((k) => k.segment)).toEqual([...KIND_SEGMENTS]);
  });

  it('derives the type by stripping the sub-kind suffix and upper-casing', () => {
    expect(deriveType('l05_1')).toBe('L05');
    expect(deriveType('l16_3')).toBe('L16');
    expect(deriveType('l16.2')).toBe('L16');
    expect(deriveType('l01')).toBe('L01');
    expect(deriveType('l13')).toBe('L13');
  });

  it('writes codes with a dot', () => {
    expect(segmentToCode('l05_1')).toBe('L05.1');
    expect(segmentToCode('l09')).toBe('L09');
    expect(findKind('L08.2')?.segment).toBe('l08_2');
    expect(findKind('L08_2')?.segment).toBe('l08_2');
    expect(findKind('l99')).toBeUndefined();
  });

  it('makes only L05 and L06 public (spec §6)', () => {
    const publicKinds = PERMIT_KINDS.filter((k) => k.public).map((k) => k.code);
    expect(publicKinds).toEqual(['L05.1', 'L05.2', 'L06.1', 'L06.2']);
  });

  it('puts every kind into one of the five categories, none empty', () => {
    for (const category of PERMIT_CATEGORIES) {
      expect(PERMIT_KINDS.some((k) => k.category === category)).toBe(true);
    }
  });

  it('uses the special page titles of spec §2 for L05, L06 and L16 only', () => {
    const special = PERMIT_KINDS.filter((k) => k.pageTitle !== k.title).map((k) => k.type);
    expect(new Set(special)).toEqual(new Set(['L05', 'L06', 'L16']));
  });

  it('has a catalog text for every title', () => {
    const ids = new Set<string>(MESSAGE_IDS);
    for (const kind of PERMIT_KINDS) {
      expect(ids.has(kind.title)).toBe(true);
      expect(ids.has(kind.pageTitle)).toBe(true);
    }
  });

  it('lists the public reports of spec §2', () => {
    expect(REPORT_SEGMENTS).toEqual([
      'l01',
      'l02',
      'l03',
      'l04',
      'l05',
      'l06',
      'l07',
      'l08',
      'l09',
      'l10',
      'l11',
      'l12',
      'l13',
      'l16.1',
      'l16.2',
      'l16.3',
    ]);
  });

  it('is the registry’s: kind-list.gen.ts is what `npm run kinds` writes from the registry now', () => {
    const committed = readFileSync(new URL('./kind-list.gen.ts', import.meta.url), 'utf8');
    // On failure: a kind was added, removed or renamed in registry.ts or its folder; run `npm run kinds`.
    expect(committed).toBe(renderKindList(REGISTERED_KINDS.map((kind) => kind.definition)));
    for (const kind of REGISTERED_KINDS) {
      const { definition: _definition, hasChangeVariants: _variants, ...listed } = kind;
      expect(findKind(kind.segment)).toEqual(listed);
    }
  });
});
