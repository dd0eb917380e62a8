/**
 * The forest felling map's data (issue 7 item 4; shapes in src/shared/felling/api-types.ts): the
 * issued L08 permits and notices whose validity overlaps the period asked for, each with the
 * boundary its application carried (the `KIRTAVIETES_RIBOS` document's WGS84 geometry and area,
 * ADR 0011). A permit without a boundary has nothing to draw and is left out.
 *
 * Public data only. Of the permit's stored data (the application's, with owners and contacts) the
 * query reads the municipality and the kinds of felling, nothing else; the holder's columns are
 * never selected.
 */
import {
  COORDINATE_DECIMALS,
  FELLING_MAP_STATES,
  FELLING_PERMITS_LIMIT,
  type FellingKind,
  type FellingPermitDto,
  type FellingPermits,
  type FellingTypeDto,
  fellingKindLabel,
  isFellingKind,
} from '../../../shared/felling/api-types.ts';
import type { FellingQuery } from '../../../shared/felling/query.ts';
import type { MultiPolygon, Polygon, Position } from '../../../shared/geo/types.ts';
import type { MessageId } from '../../../shared/i18n/index.ts';
import type { Option } from '../../../shared/permits/engine/definition.ts';
import { L08_1_FELLING_TYPES } from '../../../shared/permits/kinds/l08_1/index.ts';
import { L08_2_FELLING_TYPES } from '../../../shared/permits/kinds/l08_2/index.ts';
import type { Db } from '../../db/index.ts';
import { BOUNDARY_DOCUMENT, type FellingRow, fellingPermitRows } from './repository.ts';

export { BOUNDARY_DOCUMENT, type FellingRow };

/** The kinds of felling each kind's form offers; L08.3 has none (single trees for own use). */
const FELLING_TYPES: Readonly<Record<FellingKind, readonly Option[]>> = {
  l08_1: L08_1_FELLING_TYPES,
  l08_2: L08_2_FELLING_TYPES,
  l08_3: [],
};

const SCALE = 10 ** COORDINATE_DECIMALS;
const roundPosition = (position: Position): Position =>
  position.map((value) => Math.round(value * SCALE) / SCALE) as Position;

/** The geometry with every coordinate to COORDINATE_DECIMALS places; null when it is not a polygon. */
export function roundedGeometry(geometry: unknown): Polygon | MultiPolygon | null {
  const g = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!g || !Array.isArray(g.coordinates)) return null;
  if (g.type === 'Polygon') {
    return {
      type: 'Polygon',
      coordinates: (g.coordinates as Position[][]).map((ring) => ring.map(roundPosition)),
    };
  }
  if (g.type === 'MultiPolygon') {
    return {
      type: 'MultiPolygon',
      coordinates: (g.coordinates as Position[][][]).map((polygon) =>
        polygon.map((ring) => ring.map(roundPosition)),
      ),
    };
  }
  return null;
}

/** The kinds of felling the kind's form knows, in its order, with their names; others are dropped. */
export function fellingTypesOf(kind: FellingKind, codes: unknown): FellingTypeDto[] {
  const given = new Set(Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : []);
  return FELLING_TYPES[kind]
    .filter((option) => given.has(option.value))
    .map((option) => ({ code: option.value, label: option.label as MessageId }));
}

/** One row as the API shows it; null when it cannot be drawn (no polygon) or is not a felling kind. */
export function toFellingPermit(row: FellingRow): FellingPermitDto | null {
  const geometry = roundedGeometry(row.geometry);
  if (!geometry || !isFellingKind(row.kind)) return null;
  if (!(FELLING_MAP_STATES as readonly string[]).includes(row.state)) return null;
  return {
    number: row.number,
    kind: row.kind,
    kindLabel: fellingKindLabel(row.kind),
    state: row.state as FellingPermitDto['state'],
    municipality: typeof row.municipality === 'string' && row.municipality !== '' ? row.municipality : null,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    areaHa: row.areaHa === null ? null : Math.round(row.areaHa * 100) / 100,
    fellingTypes: fellingTypesOf(row.kind, row.fellingTypes),
    geometry,
  };
}

export async function fellingPermits(db: Db, query: FellingQuery): Promise<FellingPermits> {
  const asOf = new Date().toISOString();
  const rows = await fellingPermitRows(db, query, FELLING_PERMITS_LIMIT + 1);

  const shown = rows.slice(0, FELLING_PERMITS_LIMIT).flatMap((row) => {
    const dto = toFellingPermit(row);
    return dto ? [dto] : [];
  });
  return {
    from: query.from,
    to: query.to,
    municipality: query.municipality,
    permits: shown,
    truncated: rows.length > FELLING_PERMITS_LIMIT,
    asOf,
  };
}

/** A felling permit in the open dataset (ADR 0032): the map's facts and a company holder's name. */
export interface OpenFellingPermit extends FellingPermitDto {
  /** The holder's name when the holder is a company; a person is never named (ADR 0031). */
  company: string | null;
}

/** Every issued felling permit and notice with a boundary, for the open dataset (no limit). */
export async function openFellingPermits(db: Db): Promise<OpenFellingPermit[]> {
  const rows = await fellingPermitRows(
    db,
    { municipality: null, from: null, to: null },
    Number.MAX_SAFE_INTEGER,
  );
  return rows.flatMap((row) => {
    const dto = toFellingPermit(row);
    return dto ? [{ ...dto, company: row.holderKind === 'company' ? row.holderName : null }] : [];
  });
}
