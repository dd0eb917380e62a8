/**
 * The forest felling map's API (spec §1 "a map (… forest felling map)", issue 7 item 4), shared by
 * the server that answers and the web app that asks. Spec §7 leaves the call "not shown"; the path
 * follows the portal's public calls (`/api/public/<area>/<what>`, src/shared/anglers/api-types.ts):
 *
 *   GET /api/public/miskai/kirtimai?savivaldybe=&nuo=&iki=     FellingPermits (400 field errors)
 *
 *   savivaldybe  municipality code (src/shared/permits/groups/municipalities.ts), optional
 *   nuo, iki     `yyyy-MM-dd`, optional: permits whose validity overlaps [nuo, iki]; one alone is
 *                open on the other side; neither: the permits valid today (Lithuanian time)
 *
 * Public, the same for everyone and cached for a few minutes (no cookies, no session). The answer
 * carries the issued felling permits (L08.1) and notices (L08.2, L08.3) that have a boundary: their
 * number, kind, state, municipality, validity, the boundary and its area, the kinds of felling. It
 * never carries a person: no holder, no owners, no cadastral numbers, no contact data.
 */
import * as v from 'valibot';
import type { MultiPolygon, Polygon } from '../geo/types.ts';
import type { MessageId } from '../i18n/index.ts';
import type { PermitState } from '../permits/engine/lifecycle.ts';
import type { KindSegment } from '../permits/kind-list.ts';

export const FELLING_PERMITS_PATH = '/api/public/miskai/kirtimai';

/** The query's parameter names, in Lithuanian like the portal's other addresses. */
export const FELLING_QUERY_PARAMS = { municipality: 'savivaldybe', from: 'nuo', to: 'iki' } as const;

/** L08.1 felling permit, L08.2 notice of intent to fell, L08.3 notice of felling for own use. */
export const FELLING_KINDS = ['l08_1', 'l08_2', 'l08_3'] as const satisfies readonly KindSegment[];
export type FellingKind = (typeof FELLING_KINDS)[number];

export function isFellingKind(value: unknown): value is FellingKind {
  return typeof value === 'string' && (FELLING_KINDS as readonly string[]).includes(value);
}

/**
 * The permit states the map shows (engine/lifecycle.ts): issued and not cancelled. Valid ones, and
 * suspended ones (the felling may resume), and expired ones when the period asked for reaches back
 * into their validity. Left out: drafts and refusals (LEIDIMO_PROJEKTAS, VYKDOMAS, NEISDUOTAS), the
 * annulled (PANAIKINTAS), those replaced by a changed permit (NEGALIOJANTIS: the new one is shown)
 * and the archived (ARCHYVINIS, which an annulled permit also becomes).
 */
export const FELLING_MAP_STATES = [
  'GALIOJANTIS',
  'PATIKSLINTAS_GALIOJANTIS',
  'ISDUOTAS',
  'LAIKINAI_SUSTABDYTAS',
  'PATIKSLINTAS_LAIKINAI_SUSTABDYTAS',
  'SUSTABDYTAS',
  'PASIBAIGES',
] as const satisfies readonly PermitState[];

/** At most this many permits in one answer (the most recently valid first); `truncated` says so. */
export const FELLING_PERMITS_LIMIT = 2000;

/** Decimal places of the coordinates (6: about 10 cm, finer than any boundary is surveyed). */
export const COORDINATE_DECIMALS = 6;

/** The kind's name on the map: L08.2 and L08.3 share one title elsewhere, the map tells them apart. */
export function fellingKindLabel(kind: FellingKind): MessageId {
  return `fellingMap.kind.${kind}`;
}

// The felling map's answer: a valibot schema declared as the route's `response`
// (src/server/core/route.ts), with the types inferred from it.

const messageId = v.custom<MessageId>((value) => typeof value === 'string');
/** A GeoJSON polygon or multipolygon (src/shared/geo/types.ts), WGS84. */
const areaGeometry = v.custom<Polygon | MultiPolygon>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    ['Polygon', 'MultiPolygon'].includes((value as { type?: unknown }).type as string),
);

export const fellingTypeDtoSchema = v.object({
  /** The form's value, e.g. `UGDOMIEJI`. */
  code: v.string(),
  /** Its name (the kind's option label, e.g. `l08_2.fellingType.UGDOMIEJI`). */
  label: messageId,
});
export type FellingTypeDto = v.InferOutput<typeof fellingTypeDtoSchema>;

export const fellingPermitDtoSchema = v.object({
  /** The permit's number (eleven digits with a check digit). */
  number: v.string(),
  kind: v.picklist(FELLING_KINDS),
  /** The kind's name on the map (fellingKindLabel). */
  kindLabel: messageId,
  state: v.picklist(FELLING_MAP_STATES),
  /** Municipality code; null when the permit's data has none (older data). */
  municipality: v.nullable(v.string()),
  /** `yyyy-MM-dd`. */
  validFrom: v.string(),
  /** `yyyy-MM-dd`; null: no end date. */
  validUntil: v.nullable(v.string()),
  /** The boundary's area in hectares, computed from it (to 0.01 ha). */
  areaHa: v.nullable(v.number()),
  /** The kinds of felling of its rows, each once; empty for L08.3 (single trees for own use). */
  fellingTypes: v.array(fellingTypeDtoSchema),
  /** The felling area's boundary, WGS84, coordinates to COORDINATE_DECIMALS places. */
  geometry: areaGeometry,
});
export type FellingPermitDto = v.InferOutput<typeof fellingPermitDtoSchema>;

export const fellingPermitsSchema = v.object({
  /** The period asked for, as applied: null is open on that side. */
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  municipality: v.nullable(v.string()),
  permits: v.array(fellingPermitDtoSchema),
  /** More permits matched than FELLING_PERMITS_LIMIT: narrow the filters to see the rest. */
  truncated: v.boolean(),
  /** When the answer was read (an answer kept offline says how old it is). */
  asOf: v.string(),
});
export type FellingPermits = v.InferOutput<typeof fellingPermitsSchema>;
