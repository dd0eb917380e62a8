/**
 * The 22 permit kinds of spec §1–§2 as menus and lists know them, copied from the permit-kind
 * registry (architecture §3; registry.ts).
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
 *
 * The list itself is not written here: each kind's folder names its category and titles in its
 * definition's `listing`, and `npm run kinds` (scripts/kind-list.ts, also run by `npm run build`)
 * copies the registry's kinds and listings into kind-list.gen.ts. Generated rather than imported
 * because the start page and the menus read this list and must not load the definitions (forms,
 * schemas, rules) on the start page's 130 KB budget; kind-list.test.ts fails when the generated
 * file differs from the registry. Category choices where spec §1 is silent are the kinds' own:
 * L01/L02 (wildlife trade) "other", L14 seals for net gear "fishing", L16 fluorinated gases
 * "pollution" (air emissions).
 */
import type { MessageId } from '../i18n/index.ts';
import { KIND_LISTINGS, KIND_SEGMENTS } from './kind-list.gen.ts';

export const PERMIT_CATEGORIES = ['fishing', 'forests', 'pollution', 'resources', 'other'] as const;
export type PermitCategory = (typeof PERMIT_CATEGORIES)[number];

/**
 * The registered kinds' route segments, in the registry's order (spec §1), generated from
 * registry.ts (see the file comment).
 */
export { KIND_SEGMENTS };
export type KindSegment = (typeof KIND_SEGMENTS)[number];

/**
 * How menus and lists name a kind: written once, in the kind's definition (`listing`), and copied
 * into kind-list.gen.ts by `npm run kinds`. `public` and `report` follow the rules below unless a
 * kind says otherwise.
 */
export interface KindListing {
  category: PermitCategory;
  title: MessageId;
  pageTitle?: MessageId;
  public?: boolean;
  report?: string | null;
}

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

/** Reports exist for l01 … l13 and l16.1–l16.3 (spec §2 Public routes). */
function reportOf(segment: string, type: string): string | null {
  if (type === 'L16') return segment.replace('_', '.');
  const number = Number(type.slice(1));
  return number >= 1 && number <= 13 ? type.toLowerCase() : null;
}

/** A kind as menus and lists know it, from its segment and its listing. */
export function listedKind(segment: KindSegment, listing: KindListing): PermitKind {
  const type = deriveType(segment);
  return {
    segment,
    code: segmentToCode(segment),
    type,
    category: listing.category,
    title: listing.title,
    pageTitle: listing.pageTitle ?? listing.title,
    public: listing.public ?? PUBLIC_TYPES.has(type),
    report: listing.report !== undefined ? listing.report : reportOf(segment, type),
  };
}

/** The generated listings, checked here against the types (a title must be a catalog message). */
const LISTINGS: readonly (KindListing & { segment: KindSegment })[] = KIND_LISTINGS;

export const PERMIT_KINDS: readonly PermitKind[] = LISTINGS.map(({ segment, ...listing }) =>
  listedKind(segment, listing),
);

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
