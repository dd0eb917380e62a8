/**
 * The forest felling boundary (spec §5 Files, issue 7): one polygon or multipolygon, read from an
 * uploaded file or typed coordinates, validated the same way in the browser and on the server.
 *
 * API (isomorphic: no Node or DOM APIs beyond TextDecoder):
 *
 *   const outline = lithuaniaOutline(json);  // from public/map/lithuania.geojson:
 *                                            // server: readFileSync; browser: fetch('/map/lithuania.geojson')
 *   readBoundary({ name, bytes }, outline)   // `.zip` shapefile, `.geojson` / `.json`
 *   parseCoordinates(text, outline)          // the way without a map: one point per line
 *   unreadableCoordinateLines(text)          // every line of it that cannot be read (1-based)
 *   → { ok: true, geometry, areaHa, warnings }            geometry: Polygon | MultiPolygon, WGS84
 *   | { ok: false, code, message, values? }               message: MessageId (PO file `geo`)
 *
 * `code` is a `GeoErrorCode` (errors.ts) for programs; show people
 * `t(message, geoMessageValues(values, language))` (errors.ts: coordinates the person's way).
 * `warnings` are message ids to show beside the result (e.g. "LKS-94 assumed: check on the map").
 * `validateBoundary(geometry, outline)` runs the checks alone on an already-WGS84 geometry (the
 * map drawing). `areaHa` is computed in LKS-94 metres (shoelace, holes subtracted), to 0.01 ha.
 *
 * Rules, in order (the first failure is returned):
 * 1. file over 10 MB (`fileTooLarge`, before any parsing), empty file, unknown extension;
 * 2. the reader's own refusals (zip: password, folders, several/missing .shp, missing .dbf;
 *    unsupported projection; unreadable JSON; coordinates in no recognised system);
 * 3. exactly one feature with a geometry (`noGeometry`, `severalGeometries`), a Polygon or
 *    MultiPolygon (`notPolygon` for lines and points);
 * 4. each ring closed (`ringNotClosed`: files are refused, not repaired – an unclosed ring usually
 *    means a truncated export; typed coordinates are closed for the person, with a warning),
 *    repeated consecutive points dropped, then at least 4 positions (3 distinct corners,
 *    `ringTooShort`) and corners not all on one line (`zeroArea`: within 1 m², see `ringSpread`);
 * 5. no ring crosses or touches itself, and no two rings cross or overlap along a line
 *    (`selfIntersection`, with the first crossing's latitude and longitude); rings may touch at
 *    single points;
 * 6. every hole inside its shell (`holeOutsideShell`); then OGC simple-feature validity of how
 *    rings sit in one another: no hole inside another hole (`nestedHole`); no rings touching so as
 *    to cut a polygon's interior in pieces, such as a hole touching its shell at two points
 *    (`interiorDisconnected`); no polygon of a multipolygon inside another (`polygonsOverlap`;
 *    inside another's hole is an island and allowed, as is touching at points);
 * 7. every vertex inside Lithuania's outline or within 1 km of it (`outsideLithuania`, with the
 *    first point outside): Natural Earth's coast and border are generalised by a few hundred metres.
 */
import type { MessageId, MessageValues } from '../i18n/index.ts';
import {
  GEO_ERROR_MESSAGES,
  GEO_WARNING_MESSAGES,
  GeoError,
  type GeoErrorCode,
  type GeoWarningCode,
} from './errors.ts';
import { readGeoJson } from './geojson.ts';
import { type CoordinateSystem, detectCoordinateSystem, type Position, toLks94, toWgs84 } from './lks94.ts';
import { readShapefileZip } from './shapefile.ts';
import type { AnyGeometry, MultiPolygon, Polygon, Ring } from './types.ts';

export type { GeoErrorCode, GeoWarningCode } from './errors.ts';
export type { MultiPolygon, Polygon, Position } from './types.ts';

/** Spec §5 Files: each document at most 10 MB. */
export const MAX_BOUNDARY_BYTES = 10 * 1024 * 1024;

/** Below this (1 m²) a ring has no area: its corners are on one line, give or take rounding. */
export const MIN_AREA_M2 = 1;

/** How far outside the outline a vertex may lie (coast and border generalisation). */
export const LITHUANIA_TOLERANCE_M = 1000;

export type BoundaryResult =
  | { ok: true; geometry: Polygon | MultiPolygon; areaHa: number; warnings: MessageId[] }
  | { ok: false; code: GeoErrorCode; message: MessageId; values?: MessageValues };

/** Lithuania's outline as polygons of `[lon, lat]` rings (shell first). */
export type Outline = Ring[][];

/** Takes the outline from a GeoJSON FeatureCollection, Feature or geometry (lithuania.geojson). */
export function lithuaniaOutline(geojson: unknown): Outline {
  const polygons: Outline = [];
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    const v = value as { type?: unknown; features?: unknown; geometry?: unknown; coordinates?: unknown };
    if (v.type === 'FeatureCollection' && Array.isArray(v.features)) v.features.forEach(visit);
    else if (v.type === 'Feature') visit(v.geometry);
    else if (v.type === 'Polygon') polygons.push(v.coordinates as Ring[]);
    else if (v.type === 'MultiPolygon') polygons.push(...(v.coordinates as Ring[][]));
  };
  visit(geojson);
  if (polygons.length === 0) throw new Error('lithuaniaOutline: no polygon in the outline');
  return polygons;
}

function fail(code: GeoErrorCode, values?: MessageValues): BoundaryResult {
  return values
    ? { ok: false, code, message: GEO_ERROR_MESSAGES[code], values }
    : { ok: false, code, message: GEO_ERROR_MESSAGES[code] };
}

/** A location for a message: latitude and longitude to 6 decimals (about 10 cm), as numbers that
 * `geoMessageValues` writes the person's way. */
function where([lon, lat]: Position): MessageValues {
  return { lat: Math.round(lat * 1e6) / 1e6, lon: Math.round(lon * 1e6) / 1e6 };
}

// ---------------------------------------------------------------------------------------------
// Planar geometry (in LKS-94 metres)

function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

function cross(o: Position, a: Position, b: Position): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

function onSegment(p: Position, a: Position, b: Position): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

/**
 * Where segments ab and cd meet, or null. With `allowTouch` (segments of different rings) only a
 * crossing or an overlap along a line counts; without it (segments of one ring that are not
 * neighbours) any common point does.
 */
function segmentsMeet(
  a: Position,
  b: Position,
  c: Position,
  d: Position,
  allowTouch: boolean,
): Position | null {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    const t = d1 / (d1 - d2);
    return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  }
  const same = (p: Position, q: Position) => p[0] === q[0] && p[1] === q[1];
  const touches: Position[] = [];
  if (d1 === 0 && onSegment(a, c, d)) touches.push(a);
  if (d2 === 0 && onSegment(b, c, d)) touches.push(b);
  if (d3 === 0 && onSegment(c, a, b)) touches.push(c);
  if (d4 === 0 && onSegment(d, a, b)) touches.push(d);
  if (touches.length === 0) return null;
  if (!allowTouch) return touches[0]!;
  // Rings may touch at a single point; overlapping along a line is a crossing.
  if (d1 === 0 && d2 === 0) {
    const distinct = touches.filter((p, i) => touches.findIndex((q) => same(p, q)) === i);
    return distinct.length > 1 ? distinct[0]! : null;
  }
  return null;
}

interface Segment {
  ring: number;
  index: number;
  a: Position;
  b: Position;
  minX: number;
  maxX: number;
}

/** Every pair of segments of `rings` (each closed) whose boxes meet: a sweep along x. */
function forEachNearPair(rings: Ring[], visit: (s: Segment, t: Segment) => void): void {
  const segments: Segment[] = [];
  rings.forEach((ring, r) => {
    for (let i = 0; i < ring.length - 1; i++) {
      const a = ring[i]!;
      const b = ring[i + 1]!;
      segments.push({ ring: r, index: i, a, b, minX: Math.min(a[0], b[0]), maxX: Math.max(a[0], b[0]) });
    }
  });
  segments.sort((s, t) => s.minX - t.minX);
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    for (let j = i + 1; j < segments.length && segments[j]!.minX <= s.maxX; j++) {
      const t = segments[j]!;
      if (Math.max(s.a[1], s.b[1]) < Math.min(t.a[1], t.b[1])) continue;
      if (Math.max(t.a[1], t.b[1]) < Math.min(s.a[1], s.b[1])) continue;
      visit(s, t);
    }
  }
}

/** The order of a segment along the rings, so answers do not depend on the sweep's sorting. */
const along = (s: Segment) => s.ring * 1e9 + s.index;

/**
 * The first place where a ring crosses or touches itself, or two rings cross, among `rings`
 * (all rings of the geometry, each closed).
 */
export function findSelfIntersection(rings: Ring[]): Position | null {
  const sizes = rings.map((ring) => ring.length - 1);
  let first: { at: Position; order: number } | null = null;
  forEachNearPair(rings, (s, t) => {
    let at: Position | null;
    if (s.ring === t.ring) {
      const n = sizes[s.ring]!;
      const gap = Math.abs(s.index - t.index);
      if (gap === 1 || gap === n - 1) {
        // Neighbours share one vertex; they must not fold back over each other (a spike).
        const tFirst = s.index === (t.index + 1) % n;
        const shared = tFirst ? s.a : s.b;
        const p = tFirst ? s.b : s.a;
        const q = tFirst ? t.a : t.b;
        const folds =
          cross(shared, p, q) === 0 &&
          (p[0] - shared[0]) * (q[0] - shared[0]) + (p[1] - shared[1]) * (q[1] - shared[1]) > 0;
        const nearer =
          Math.hypot(p[0] - shared[0], p[1] - shared[1]) <= Math.hypot(q[0] - shared[0], q[1] - shared[1]);
        at = folds ? (nearer ? p : q) : null;
      } else {
        at = segmentsMeet(s.a, s.b, t.a, t.b, false);
      }
    } else {
      at = segmentsMeet(s.a, s.b, t.a, t.b, true);
    }
    if (at) {
      const order = Math.min(along(s), along(t));
      if (!first || order < first.order) first = { at, order };
    }
  });
  return (first as { at: Position } | null)?.at ?? null;
}

/** The point where two segments touch (an end of one on the other), once crossings are ruled out. */
function touchPoint(a: Position, b: Position, c: Position, d: Position): Position | null {
  if (cross(c, d, a) === 0 && onSegment(a, c, d)) return a;
  if (cross(c, d, b) === 0 && onSegment(b, c, d)) return b;
  if (cross(a, b, c) === 0 && onSegment(c, a, b)) return c;
  if (cross(a, b, d) === 0 && onSegment(d, a, b)) return d;
  return null;
}

/**
 * Where the rings of one polygon (shell first, then holes; no crossings left) touch so that they
 * close a loop, or null. OGC simple features: a polygon's interior is connected. Two rings touching
 * at two points, or three rings each touching the next, enclose a piece of the interior that the
 * rest cannot reach. Rings and touch points are the nodes of a graph, each touch joins a ring to a
 * point, and a loop in that graph is the disconnection (JTS's connected-interior test); rings that
 * all meet at one point make no loop.
 */
export function findDisconnectedInterior(rings: Ring[]): Position | null {
  const touches: { at: Position; rings: [number, number]; order: number }[] = [];
  forEachNearPair(rings, (s, t) => {
    if (s.ring === t.ring) return;
    const at = touchPoint(s.a, s.b, t.a, t.b);
    if (at) touches.push({ at, rings: [s.ring, t.ring], order: Math.min(along(s), along(t)) });
  });
  touches.sort((x, y) => x.order - y.order);
  const parent = new Map<string, string>();
  const root = (node: string): string => {
    let top = node;
    while (parent.has(top)) top = parent.get(top)!;
    if (top !== node) parent.set(node, top);
    return top;
  };
  const joined = new Set<string>();
  for (const touch of touches) {
    const point = `p${touch.at[0]},${touch.at[1]}`;
    for (const ring of touch.rings) {
      const edge = `r${ring}|${point}`;
      if (joined.has(edge)) continue;
      joined.add(edge);
      const a = root(`r${ring}`);
      const b = root(point);
      if (a === b) return touch.at;
      parent.set(a, b);
    }
  }
  return null;
}

/** Whether `p` lies on `ring`'s line. */
function onRing(p: Position, ring: Ring): boolean {
  for (let i = 0; i < ring.length - 1; i++) {
    if (cross(ring[i]!, ring[i + 1]!, p) === 0 && onSegment(p, ring[i]!, ring[i + 1]!)) return true;
  }
  return false;
}

/**
 * A point of `ring` on none of `others`: a corner, else the middle of a side. Once no rings cross,
 * where such a point lies (inside or outside another ring) is where the whole ring lies.
 */
function probe(ring: Ring, others: Ring[]): Position {
  const free = (p: Position) => !others.some((other) => onRing(p, other));
  const corner = ring.find(free);
  if (corner) return corner;
  for (let i = 0; i < ring.length - 1; i++) {
    const [a, b] = [ring[i]!, ring[i + 1]!];
    const middle: Position = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    if (free(middle)) return middle;
  }
  return ring[0]!;
}

/** Point in ring by ray casting; `boundary` says what a point on the ring counts as. */
function pointInRing(p: Position, ring: Ring, boundary: boolean): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (cross(a, b, p) === 0 && onSegment(p, a, b)) return boundary;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) {
      inside = !inside;
    }
  }
  return inside;
}

/** Metres between two `[lon, lat]` points near each other (equirectangular; fine for ≤ a few km). */
function distanceToSegmentM(p: Position, a: Position, b: Position): number {
  const kx = 111_320 * Math.cos((p[1] * Math.PI) / 180);
  const ky = 110_574;
  const ax = (a[0] - p[0]) * kx;
  const ay = (a[1] - p[1]) * ky;
  const bx = (b[0] - p[0]) * kx;
  const by = (b[1] - p[1]) * ky;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** Whether a WGS84 point is inside Lithuania, or within `toleranceM` metres of its outline. */
export function isInsideLithuania(
  point: Position,
  outline: Outline,
  toleranceM = LITHUANIA_TOLERANCE_M,
): boolean {
  for (const polygon of outline) {
    const [shell, ...holes] = polygon;
    if (shell && pointInRing(point, shell, true) && !holes.some((h) => pointInRing(point, h, false)))
      return true;
  }
  const degLat = toleranceM / 110_574;
  for (const polygon of outline) {
    for (const ring of polygon) {
      for (let i = 0; i < ring.length - 1; i++) {
        const a = ring[i]!;
        const b = ring[i + 1]!;
        if (Math.min(a[1], b[1]) - degLat > point[1] || Math.max(a[1], b[1]) + degLat < point[1]) continue;
        if (distanceToSegmentM(point, a, b) <= toleranceM) return true;
      }
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Validation

function ringArea(ring: Ring): number {
  return Math.abs(signedArea(ring.map(toLks94)));
}

/**
 * How far a ring's corners are from lying on one line, as an area in m²: the triangles fanned
 * from its first corner, each counted positive. Zero exactly when all corners are on one line –
 * unlike the signed area, which is also zero for a bow-tie whose two loops are the same size (that
 * ring crosses itself, and is told so).
 */
function ringSpread(ring: Ring): number {
  const [first, ...rest] = ring.map(toLks94);
  let sum = 0;
  for (let i = 0; i < rest.length - 1; i++) sum += Math.abs(cross(first!, rest[i]!, rest[i + 1]!)) / 2;
  return sum;
}

/** Area in hectares in LKS-94 metres, holes subtracted, to 0.01 ha. */
export function areaHectares(geometry: Polygon | MultiPolygon): number {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let m2 = 0;
  for (const [shell, ...holes] of polygons) {
    m2 += ringArea(shell ?? []) - holes.reduce((sum, h) => sum + ringArea(h), 0);
  }
  return Math.round(m2 / 100) / 100;
}

function isPosition(value: unknown): value is Position {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1])
  );
}

function readRings(value: unknown): Ring[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const rings: Ring[] = [];
  for (const ring of value) {
    if (!Array.isArray(ring) || !ring.every(isPosition)) return null;
    rings.push(ring.map((p: Position) => [p[0], p[1]] as Position));
  }
  return rings;
}

function withoutRepeats(ring: Ring): Ring {
  return ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1]![0] || p[1] !== ring[i - 1]![1]);
}

/**
 * How the rings of valid polygons sit in one another (OGC simple features), once no rings cross
 * and every hole is inside its shell: no hole inside another hole (`nestedHole`), each polygon's
 * interior in one piece (`interiorDisconnected`), no polygon of a multipolygon inside another
 * (`polygonsOverlap`; one inside another's hole is an island, and allowed). Polygons are in LKS-94.
 */
function findNestingProblem(
  polygons: Ring[][],
): { code: 'nestedHole' | 'interiorDisconnected' | 'polygonsOverlap'; at: Position } | null {
  for (const [, ...holes] of polygons) {
    for (let i = 0; i < holes.length; i++) {
      for (let j = 0; j < holes.length; j++) {
        if (i === j) continue;
        const at = probe(holes[j]!, [holes[i]!]);
        if (pointInRing(at, holes[i]!, false)) return { code: 'nestedHole', at };
      }
    }
  }
  for (const rings of polygons) {
    const at = findDisconnectedInterior(rings);
    if (at) return { code: 'interiorDisconnected', at };
  }
  for (let i = 0; i < polygons.length; i++) {
    const [shell, ...holes] = polygons[i]!;
    for (let j = 0; j < polygons.length; j++) {
      if (i === j) continue;
      const at = probe(polygons[j]![0]!, polygons[i]!);
      if (pointInRing(at, shell!, false) && !holes.some((hole) => pointInRing(at, hole, true))) {
        return { code: 'polygonsOverlap', at };
      }
    }
  }
  return null;
}

/** Runs rules 4–7 (top of file) on a WGS84 geometry, e.g. one drawn on the map. */
export function validateBoundary(geometry: unknown, outline: Outline): BoundaryResult {
  const g = geometry as AnyGeometry | null;
  if (!g || typeof g !== 'object') return fail('noGeometry');
  if (g.type !== 'Polygon' && g.type !== 'MultiPolygon') {
    const kind = /LineString$/.test(g.type) ? 'line' : /Point$/.test(g.type) ? 'point' : 'other';
    return fail('notPolygon', { type: kind });
  }
  const raw =
    g.type === 'Polygon'
      ? [g.coordinates]
      : Array.isArray(g.coordinates) && g.coordinates.length > 0
        ? g.coordinates
        : [undefined];
  const polygons: Ring[][] = [];
  for (const p of raw) {
    const rings = readRings(p);
    if (!rings) return fail('invalidCoordinates');
    const cleaned: Ring[] = [];
    for (const ring of rings) {
      const first = ring[0];
      const last = ring[ring.length - 1];
      if (ring.length > 1 && first && last && (first[0] !== last[0] || first[1] !== last[1])) {
        return fail('ringNotClosed');
      }
      const clean = withoutRepeats(ring);
      if (clean.length < 4) return fail('ringTooShort');
      if (ringSpread(clean) < MIN_AREA_M2) return fail('zeroArea');
      cleaned.push(clean);
    }
    polygons.push(cleaned);
  }
  const projected = polygons.map((rings) => rings.map((ring) => ring.map(toLks94)));
  const crossing = findSelfIntersection(projected.flat());
  if (crossing) {
    const [lon, lat] = toWgs84('lks94', crossing);
    return fail('selfIntersection', where([lon, lat]));
  }
  for (let p = 0; p < projected.length; p++) {
    const [shell, ...holes] = projected[p]!;
    for (let h = 0; h < holes.length; h++) {
      const outside = holes[h]!.findIndex((v) => !pointInRing(v, shell!, true));
      if (outside !== -1) return fail('holeOutsideShell', where(polygons[p]![h + 1]![outside]!));
    }
  }
  const problem = findNestingProblem(projected);
  if (problem) return fail(problem.code, where(toWgs84('lks94', problem.at)));
  for (const rings of polygons) {
    for (const ring of rings) {
      const outside = ring.find((v) => !isInsideLithuania(v, outline));
      if (outside) return fail('outsideLithuania', where(outside));
    }
  }
  const round = (ring: Ring): Ring =>
    ring.map(([x, y]) => [Math.round(x * 1e8) / 1e8, Math.round(y * 1e8) / 1e8]);
  const result: Polygon | MultiPolygon =
    g.type === 'Polygon'
      ? { type: 'Polygon', coordinates: polygons[0]!.map(round) }
      : { type: 'MultiPolygon', coordinates: polygons.map((rings) => rings.map(round)) };
  return { ok: true, geometry: result, areaHa: areaHectares(result), warnings: [] };
}

function withWarnings(result: BoundaryResult, warnings: GeoWarningCode[]): BoundaryResult {
  if (!result.ok) return result;
  const ids = [...new Set(warnings)].map((w) => GEO_WARNING_MESSAGES[w]);
  return { ...result, warnings: [...ids, ...result.warnings] };
}

/** Reads and validates an uploaded boundary file (see the top of this file). */
export function readBoundary(file: { name: string; bytes: Uint8Array }, outline: Outline): BoundaryResult {
  if (file.bytes.byteLength > MAX_BOUNDARY_BYTES) return fail('fileTooLarge', { max: 10 });
  if (file.bytes.byteLength === 0) return fail('emptyFile');
  const extension = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  try {
    let geometries: (AnyGeometry | null)[];
    let warnings: GeoWarningCode[];
    if (extension === 'zip') {
      const read = readShapefileZip(file.bytes);
      geometries = read.features.map((f) => f.geometry);
      warnings = read.warnings;
    } else if (extension === 'geojson' || extension === 'json') {
      const read = readGeoJson(new TextDecoder('utf-8').decode(file.bytes));
      geometries = read.geometries;
      warnings = read.warnings;
    } else {
      return fail('unsupportedFormat');
    }
    if (geometries.length === 0 || geometries.every((g) => g === null)) return fail('noGeometry');
    if (geometries.length > 1) return fail('severalGeometries', { count: geometries.length });
    return withWarnings(validateBoundary(geometries[0], outline), warnings);
  } catch (error) {
    if (error instanceof GeoError) return fail(error.code, error.values);
    throw error;
  }
}

function parseNumber(token: string): number | null {
  const bare = token.replace(/°$/, '');
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(bare)) return null;
  return Number(bare.replace(',', '.'));
}

/** A point's number before its coordinates, as GIS tools and survey lists write them ("12", "12."). */
const POINT_NUMBER = /^\d{1,5}[.)]?$/;

/**
 * One line of typed coordinates → two numbers, or null. Accepts "582000 6061000",
 * "54.6857, 25.2877", "54,6857 25,2877" (decimal commas), "54.6857;25.2877", tabs, a degree sign
 * after a number ("54.6857° 25.2877°"), and a point number first ("3 582000 6061000").
 */
function parseLine(line: string): Position | null {
  let tokens = line
    .trim()
    .replace(/,\s+/g, ' ')
    .split(/[\s;]+/)
    .filter((t) => t !== '');
  if (tokens.length === 1 && (tokens[0]!.match(/,/g) ?? []).length === 1) tokens = tokens[0]!.split(',');
  if (tokens.length === 3 && POINT_NUMBER.test(tokens[0]!)) tokens = tokens.slice(1);
  if (tokens.length !== 2) return null;
  const a = parseNumber(tokens[0]!);
  const b = parseNumber(tokens[1]!);
  return a === null || b === null ? null : [a, b];
}

interface TypedLines {
  positions: Position[];
  /** Numbers (from 1) of the lines that could not be read. */
  unreadable: number[];
}

/**
 * Reads every line: empty lines are skipped, and so is a first line with no digit at all, the
 * column names a GIS export starts with ("X Y", "Platuma Ilguma").
 */
function readTypedLines(text: string): TypedLines {
  const positions: Position[] = [];
  const unreadable: number[] = [];
  const lines = text.split(/\r?\n/);
  const first = lines.findIndex((line) => line.trim() !== '');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || (i === first && !/\d/.test(line))) continue;
    const position = parseLine(line);
    if (position) positions.push(position);
    else unreadable.push(i + 1);
  }
  return { positions, unreadable };
}

/** The numbers (from 1) of every typed line that cannot be read, for an error summary listing them all. */
export function unreadableCoordinateLines(text: string): number[] {
  return readTypedLines(text).unreadable;
}

/**
 * The typed-coordinates way (no map needed): one corner per line, as LKS-94 metres ("x y", either
 * order) or WGS84 degrees ("lat, lon", either order), all lines in the same system, which is
 * detected. Empty lines and a first line of column names are ignored; see `parseLine` for what a
 * line may look like. The ring is closed for the person when the last corner is not the first
 * (with a warning). Then the same validation as a file.
 */
export function parseCoordinates(text: string, outline: Outline): BoundaryResult {
  const { positions, unreadable } = readTypedLines(text);
  if (unreadable.length > 0) return fail('coordinateLine', { line: unreadable[0]! });
  if (positions.length === 0) return fail('noCoordinates');
  // Latitude and longitude ranges do not overlap in Lithuania, so "lat, lon" and "lon, lat" are
  // told apart, as are LKS-94 easting-first and northing-first.
  const asTyped = detectCoordinateSystem(positions);
  if (!asTyped) return fail('unknownCoordinates');
  const system: CoordinateSystem = asTyped;
  const warnings: GeoWarningCode[] = [];
  if (system === 'lks94Swapped') warnings.push('swappedAxes');
  if (system === 'lks94' || system === 'lks94Swapped') warnings.push('reprojectedLks94');
  const ring = positions.map((p) => toWgs84(system, p));
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  if (ring.length > 1 && (first[0] !== last[0] || first[1] !== last[1])) {
    ring.push([first[0], first[1]]);
    warnings.push('ringClosed');
  }
  return withWarnings(validateBoundary({ type: 'Polygon', coordinates: [ring] }, outline), warnings);
}
