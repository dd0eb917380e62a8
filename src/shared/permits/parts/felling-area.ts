/**
 * Does the felling boundary's area agree with the area the person declared (issue 16, ADR 0017)?
 * A boundary measured on the ground or drawn on a map never gives exactly the declared hectares, so
 * the two are compared with a tolerance that grows with the boundary's length: 0.05 ha plus a strip
 * 2 m wide along the whole perimeter (holes included). Beyond it the person, and the officer, are
 * warned; the application is never refused for it (the officer decides).
 *
 * Isomorphic (no DOM, no node:*): the form runs it on the device, offline too, and the server runs
 * it for the application's detail. A part of the forest kinds (L08.1, L08.2, L08.3), not of the
 * engine. The perimeter comes from boundary-perimeter.ts, which loads the projection code.
 */

/** The fixed part of the tolerance, in hectares (rounding of small plots). */
export const AREA_TOLERANCE_BASE_HA = 0.05;
/** The width, in metres, of the strip along the perimeter that the tolerance allows. */
export const AREA_TOLERANCE_STRIP_M = 2;

/** A boundary as the check needs it: its area (0.01 ha) and perimeter (metres; null when unknown). */
export interface BoundaryMeasure {
  areaHa: number;
  perimeterM: number | null;
}

export interface AreaMismatch {
  /** The boundary's area (the sum, when several boundaries are attached). */
  boundaryHa: number;
  /** The sum of the fellings' declared areas. */
  declaredHa: number;
  /** |boundary − declared|, to 0.01 ha. */
  differenceHa: number;
  /** The tolerance that was exceeded, to 0.01 ha. */
  toleranceHa: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The tolerance for a boundary of this perimeter: 0.05 ha + perimeter × 2 m, in hectares. */
export function areaToleranceHa(perimeterM: number | null): number {
  const strip = perimeterM !== null && Number.isFinite(perimeterM) && perimeterM > 0 ? perimeterM : 0;
  return AREA_TOLERANCE_BASE_HA + (strip * AREA_TOLERANCE_STRIP_M) / 10_000;
}

/**
 * The mismatch between the boundaries and the declared area, or null when they agree within the
 * tolerance (or there is nothing to compare: no boundary or no declared area).
 */
export function areaMismatch(
  boundaries: readonly BoundaryMeasure[],
  declaredHa: number | null,
): AreaMismatch | null {
  if (boundaries.length === 0 || declaredHa === null || !(declaredHa > 0)) return null;
  const boundaryHa = boundaries.reduce((sum, boundary) => sum + boundary.areaHa, 0);
  const perimeterM = boundaries.some((boundary) => boundary.perimeterM === null)
    ? null
    : boundaries.reduce((sum, boundary) => sum + (boundary.perimeterM ?? 0), 0);
  const tolerance = areaToleranceHa(perimeterM);
  const difference = Math.abs(boundaryHa - declaredHa);
  // Compared in ten-thousandths of a hectare (1 m²) so float noise never decides.
  if (Math.round(difference * 10_000) <= Math.round(tolerance * 10_000)) return null;
  return {
    boundaryHa: round2(boundaryHa),
    declaredHa: round2(declaredHa),
    differenceHa: round2(difference),
    toleranceHa: round2(tolerance),
  };
}

/** A number as a person typed it ("2", "2,5", "2.5"), or NaN. */
function typedNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value.trim().replace(',', '.'));
}

/** The sum of the fellings' declared areas (L08 `fellings[].area`), or null when none is given. */
export function declaredFellingArea(data: Readonly<Record<string, unknown>>): number | null {
  if (!Array.isArray(data.fellings)) return null;
  const areas = data.fellings
    .map((felling) => typedNumber((felling as { area?: unknown } | null)?.area))
    .filter((area) => Number.isFinite(area) && area > 0);
  return areas.length === 0 ? null : areas.reduce((sum, area) => sum + area, 0);
}
