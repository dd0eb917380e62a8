/**
 * The 22 permit kinds of spec §1–§2: the seed of the permit-kind registry (architecture §3).
 * Isomorphic: no DOM, no node:*; both the web app and the server may import it.
 *
 * Names used here:
 * - `code` is how the spec and people write a kind: `L05.1`.
 * - `segment` is how routes write it (spec §2 calls it the route's CATEGORY): `l05_1`.
 * - `type` is the segment with its sub-kind suffix stripped and upper-cased (spec §2 Shell):
 *   `l05_1` → `L05`, `l16_3` → `L16`, `l01` → `L01`. Sub-kinds of one family share a type.
 * - What a kind's forms offer (application types, filers, change variants) is its definition's
 *   (registry.ts), never repeated here.
 * - `category` is one of the five subject areas of spec §1 (fishing, forests, pollution,
 *   resources, other) that group kinds in menus and lists.
 */
import type { MessageId } from '../i18n/index.ts';

export const PERMIT_CATEGORIES = ['fishing', 'forests', 'pollution', 'resources', 'other'] as const;
export type PermitCategory = (typeof PERMIT_CATEGORIES)[number];

export const KIND_SEGMENTS = [
  'l01',
  'l02',
  'l03',
  'l04',
  'l05_1',
  'l05_2',
  'l06_1',
  'l06_2',
  'l07',
  'l08_1',
  'l08_2',
  'l08_3',
  'l09',
  'l10',
  'l11',
  'l12',
  'l13',
  'l14_1',
  'l14_2',
  'l16_1',
  'l16_2',
  'l16_3',
] as const;
export type KindSegment = (typeof KIND_SEGMENTS)[number];

export interface PermitKind {
  /** Route segment, e.g. `l05_1`. */
  segment: KindSegment;
  /** Code as people write it, e.g. `L05.1`. */
  code: string;
  /** Family type, e.g. `L05` (see the file comment). */
  type: string;
  category: PermitCategory;
  /** Full name of the kind (spec §1). */
  title: MessageId;
  /**
   * Title of the kind's pages. Equals `title` except for the special titles of spec §2:
   * L05.1 fishing ticket, L05.2 fishing permit, L06.x fishing card, L16.x fluorinated gas
   * permit, certificate and attestation.
   */
  pageTitle: MessageId;
  /** Anonymous visitors may apply, view and download (spec §2, §6: L05 and L06 only). */
  public: boolean;
  /**
   * Segment of the kind's public statistics report under /public-info (spec §2: l01 … l13 and
   * l16.1, l16.2, l16.3); sub-kinds of L05, L06 and L08 share their family's report; L14 has none.
   */
  report: string | null;
}

/** `l05_1` → `L05`; `l16.2` → `L16`; `l01` → `L01` (spec §2 Shell: suffix stripped, uppercased). */
export function deriveType(segment: string): string {
  return segment.replace(/[._]\d+$/, '').toUpperCase();
}

/** `l05_1` → `L05.1` (spec §3 Content: underscore and dot swap between stored and shown forms). */
export function segmentToCode(segment: string): string {
  return segment.toUpperCase().replace('_', '.');
}

const PUBLIC_TYPES = new Set(['L05', 'L06']);

/*
 * Category choices where spec §1 does not say: L01/L02 (wildlife trade) are "other"; L14 seals
 * for net gear are "fishing"; L16 fluorinated greenhouse gases are "pollution" (air emissions).
 */
const CATEGORY_OF: Record<KindSegment, PermitCategory> = {
  l01: 'other',
  l02: 'other',
  l03: 'fishing',
  l04: 'fishing',
  l05_1: 'fishing',
  l05_2: 'fishing',
  l06_1: 'fishing',
  l06_2: 'fishing',
  l07: 'fishing',
  l08_1: 'forests',
  l08_2: 'forests',
  l08_3: 'forests',
  l09: 'pollution',
  l10: 'pollution',
  l11: 'resources',
  l12: 'resources',
  l13: 'pollution',
  l14_1: 'fishing',
  l14_2: 'fishing',
  l16_1: 'pollution',
  l16_2: 'pollution',
  l16_3: 'pollution',
};

const TITLES: Record<KindSegment, { title: MessageId; pageTitle?: MessageId }> = {
  l01: { title: 'kind.l01.title' },
  l02: { title: 'kind.l02.title' },
  l03: { title: 'kind.l03.title' },
  l04: { title: 'kind.l04.title' },
  l05_1: { title: 'kind.l05_1.title', pageTitle: 'kind.l05_1.pageTitle' },
  l05_2: { title: 'kind.l05_2.title', pageTitle: 'kind.l05_2.pageTitle' },
  l06_1: { title: 'kind.l06_1.title', pageTitle: 'kind.l06.pageTitle' },
  l06_2: { title: 'kind.l06_2.title', pageTitle: 'kind.l06.pageTitle' },
  l07: { title: 'kind.l07.title' },
  l08_1: { title: 'kind.l08_1.title' },
  l08_2: { title: 'kind.l08_2.title' },
  l08_3: { title: 'kind.l08_3.title' },
  l09: { title: 'kind.l09.title' },
  l10: { title: 'kind.l10.title' },
  l11: { title: 'kind.l11.title' },
  l12: { title: 'kind.l12.title' },
  l13: { title: 'kind.l13.title' },
  l14_1: { title: 'kind.l14_1.title' },
  l14_2: { title: 'kind.l14_2.title' },
  l16_1: { title: 'kind.l16_1.title', pageTitle: 'kind.l16_1.pageTitle' },
  l16_2: { title: 'kind.l16_2.title', pageTitle: 'kind.l16_2.pageTitle' },
  l16_3: { title: 'kind.l16_3.title', pageTitle: 'kind.l16_3.pageTitle' },
};

/** Reports exist for l01 … l13 and l16.1–l16.3 (spec §2 Public routes). */
function reportOf(segment: KindSegment, type: string): string | null {
  if (type === 'L16') return segment.replace('_', '.');
  const number = Number(type.slice(1));
  return number >= 1 && number <= 13 ? type.toLowerCase() : null;
}

export const PERMIT_KINDS: readonly PermitKind[] = KIND_SEGMENTS.map((segment) => {
  const type = deriveType(segment);
  const titles = TITLES[segment];
  return {
    segment,
    code: segmentToCode(segment),
    type,
    category: CATEGORY_OF[segment],
    title: titles.title,
    pageTitle: titles.pageTitle ?? titles.title,
    public: PUBLIC_TYPES.has(type),
    report: reportOf(segment, type),
  };
});

export const CATEGORY_TITLES: Record<PermitCategory, MessageId> = {
  fishing: 'category.fishing',
  forests: 'category.forests',
  pollution: 'category.pollution',
  resources: 'category.resources',
  other: 'category.other',
};

const BY_SEGMENT = new Map<string, PermitKind>(PERMIT_KINDS.map((kind) => [kind.segment, kind]));

/** Finds a kind by route segment (`l05_1`), code (`L05.1`) or stored id (`L05_1`); case-insensitive. */
export function findKind(value: string | undefined | null): PermitKind | undefined {
  if (!value) return undefined;
  return BY_SEGMENT.get(value.trim().toLowerCase().replace('.', '_'));
}

export function kindsInCategory(category: PermitCategory): PermitKind[] {
  return PERMIT_KINDS.filter((kind) => kind.category === category);
}

/** Public statistics report segments in the order of spec §2. */
export const REPORT_SEGMENTS: readonly string[] = [
  ...new Set(PERMIT_KINDS.map((kind) => kind.report).filter((r): r is string => r !== null)),
];
