/**
 * Reads a zipped ESRI shapefile (spec §5 Files) into GeoJSON features in WGS84.
 *
 * - The zip must hold exactly one `.shp` with its `.dbf` (`.shx`, `.prj`, `.cpg` optional; other
 *   side files such as `.sbn` or `.qmd` are ignored), at the top level, without a password.
 * - Polygons (shape types 5, 15 PolygonZ, 25 PolygonM; Z and M are dropped) become Polygon or
 *   MultiPolygon: clockwise rings are shells, counter-clockwise rings holes of the shell that
 *   contains them (a counter-clockwise ring inside no shell is taken as a shell, as GIS tools do).
 *   Points and lines are read too, so the caller can say what the file holds instead of "corrupt".
 * - `.prj`: a WGS84/ETRS89/LKS94 GEOGCS is taken as longitude/latitude degrees; a PROJCS named
 *   LKS94 / Lithuania_1994 / EPSG 3346 as LKS-94 metres; anything else is `unsupportedProjection`.
 *   Without `.prj` the coordinates' magnitude decides (lks94.ts `detectCoordinateSystem`), which
 *   also catches LKS-94 with northing first.
 * - `.dbf` text is decoded per `.cpg`, or as windows-1257 (what Lithuanian GIS software writes).
 */
import { GeoError, type GeoWarningCode } from './errors.ts';
import { type CoordinateSystem, detectCoordinateSystem, type Position, toWgs84 } from './lks94.ts';
import type { AnyGeometry, Feature, Ring } from './types.ts';
import { readFlatZip } from './zip.ts';

export interface ShapefileResult {
  features: Feature[];
  warnings: GeoWarningCode[];
}

/** What `.prj` says: degrees, LKS-94 metres, or nothing (no `.prj`). */
export type PrjSystem = 'wgs84' | 'lks94' | null;

/** Recognises the `.prj` WKT; throws `unsupportedProjection` for anything but WGS84 or LKS-94. */
export function readPrj(wkt: string): 'wgs84' | 'lks94' {
  const text = wkt.trim().toUpperCase();
  if (text.startsWith('PROJCS')) {
    if (/LKS[\s_-]?94|LITHUANIA[\s_]?1994|LKS[\s_]?1994|"EPSG"\s*,\s*"?3346"?/.test(text)) return 'lks94';
    throw new GeoError('unsupportedProjection');
  }
  if (text.startsWith('GEOGCS') && /WGS[\s_]?(19)?84|ETRS[\s_]?(19)?89|LKS[\s_]?(19)?94/.test(text)) {
    return 'wgs84';
  }
  throw new GeoError('unsupportedProjection');
}

/** The TextDecoder label a `.cpg` names (e.g. "UTF-8", "1257", "ANSI 1257"); windows-1257 otherwise. */
export function cpgEncoding(cpg: string | undefined): string {
  const text = (cpg ?? '').trim();
  if (text === '') return 'windows-1257';
  const codePage = /^(?:ANSI|CP|WINDOWS)?[\s_-]*(\d{3,5})$/i.exec(text);
  const label = codePage ? (codePage[1] === '65001' ? 'utf-8' : `windows-${codePage[1]}`) : text;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return 'windows-1257';
  }
}

function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

function pointInRing([x, y]: Position, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function polygonFromRings(rings: Ring[]): AnyGeometry {
  const shells: Ring[][] = [];
  const holes: Ring[] = [];
  for (const ring of rings) {
    // Shapefile shells run clockwise: a negative signed area with y pointing up.
    if (signedArea(ring) <= 0) shells.push([ring]);
    else holes.push(ring);
  }
  for (const hole of holes) {
    const shell = hole[0] && shells.find((s) => pointInRing(hole[0]!, s[0]!));
    if (shell) shell.push(hole);
    else shells.push([hole]);
  }
  return shells.length === 1
    ? { type: 'Polygon', coordinates: shells[0] }
    : { type: 'MultiPolygon', coordinates: shells };
}

function readParts(view: DataView, at: number, end: number): Position[][] {
  const numParts = view.getInt32(at + 36, true);
  const numPoints = view.getInt32(at + 40, true);
  const partsAt = at + 44;
  const pointsAt = partsAt + 4 * numParts;
  if (numParts < 0 || numPoints < 0 || pointsAt + 16 * numPoints > end) throw new GeoError('shpCorrupt');
  const starts: number[] = [];
  for (let p = 0; p < numParts; p++) starts.push(view.getInt32(partsAt + 4 * p, true));
  const parts: Position[][] = [];
  for (let p = 0; p < numParts; p++) {
    const from = starts[p]!;
    const to = p + 1 < numParts ? starts[p + 1]! : numPoints;
    if (from < 0 || to > numPoints || from > to) throw new GeoError('shpCorrupt');
    const part: Position[] = [];
    for (let i = from; i < to; i++) {
      part.push([view.getFloat64(pointsAt + 16 * i, true), view.getFloat64(pointsAt + 16 * i + 8, true)]);
    }
    parts.push(part);
  }
  return parts;
}

/** The geometries of a `.shp`, in the file's own coordinates; `null` for null shapes. */
export function readShp(bytes: Uint8Array): (AnyGeometry | null)[] {
  if (bytes.byteLength < 100) throw new GeoError('shpCorrupt');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getInt32(0, false) !== 9994) throw new GeoError('shpCorrupt');
  const fileEnd = Math.min(bytes.byteLength, view.getInt32(24, false) * 2);
  const geometries: (AnyGeometry | null)[] = [];
  let offset = 100;
  while (offset + 8 <= fileEnd) {
    const length = view.getInt32(offset + 4, false) * 2;
    const at = offset + 8;
    const end = at + length;
    if (length < 4 || end > fileEnd) throw new GeoError('shpCorrupt');
    const type = view.getInt32(at, true);
    const base = type % 10; // 5, 15, 25 → 5 (Z and M variants share the x/y layout first)
    if (type === 0) geometries.push(null);
    else if (base === 5 && type <= 25) {
      if (at + 44 > end) throw new GeoError('shpCorrupt');
      geometries.push(polygonFromRings(readParts(view, at, end)));
    } else if (base === 3 && type <= 23) {
      if (at + 44 > end) throw new GeoError('shpCorrupt');
      const parts = readParts(view, at, end);
      geometries.push(
        parts.length === 1
          ? { type: 'LineString', coordinates: parts[0] }
          : { type: 'MultiLineString', coordinates: parts },
      );
    } else if (base === 1 && type <= 21) {
      if (at + 20 > end) throw new GeoError('shpCorrupt');
      geometries.push({
        type: 'Point',
        coordinates: [view.getFloat64(at + 4, true), view.getFloat64(at + 12, true)],
      });
    } else if (base === 8 && type <= 28) {
      if (at + 40 > end) throw new GeoError('shpCorrupt');
      const count = view.getInt32(at + 36, true);
      if (count < 0 || at + 40 + 16 * count > end) throw new GeoError('shpCorrupt');
      const points: Position[] = [];
      for (let i = 0; i < count; i++) {
        points.push([view.getFloat64(at + 40 + 16 * i, true), view.getFloat64(at + 48 + 16 * i, true)]);
      }
      geometries.push({ type: 'MultiPoint', coordinates: points });
    } else {
      geometries.push({ type: 'Unsupported' });
    }
    offset = end;
  }
  return geometries;
}

/** The records of a `.dbf` (dBASE III) as plain objects, text decoded with `encoding`. */
export function readDbf(bytes: Uint8Array, encoding = 'windows-1257'): Record<string, unknown>[] {
  if (bytes.byteLength < 33) throw new GeoError('dbfCorrupt');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(4, true);
  const headerLength = view.getUint16(8, true);
  const recordLength = view.getUint16(10, true);
  const decoder = new TextDecoder(encoding);
  const ascii = new TextDecoder('latin1');
  const fields: { name: string; type: string; length: number }[] = [];
  for (let at = 32; at + 32 <= headerLength && bytes[at] !== 0x0d; at += 32) {
    const rawName = bytes.subarray(at, at + 11);
    const nul = rawName.indexOf(0);
    fields.push({
      name: decoder.decode(nul === -1 ? rawName : rawName.subarray(0, nul)).trim(),
      type: String.fromCharCode(bytes[at + 11]!),
      length: bytes[at + 16]!,
    });
  }
  const needed = 1 + fields.reduce((sum, f) => sum + f.length, 0);
  if (headerLength < 33 || recordLength < needed || headerLength + count * recordLength > bytes.byteLength) {
    throw new GeoError('dbfCorrupt');
  }
  const records: Record<string, unknown>[] = [];
  for (let r = 0; r < count; r++) {
    let at = headerLength + r * recordLength;
    const record: Record<string, unknown> = {};
    at += 1; // deletion flag
    for (const field of fields) {
      const raw = bytes.subarray(at, at + field.length);
      at += field.length;
      if (field.type === 'C' || field.type === 'M') {
        record[field.name] = decoder.decode(raw).replace(/[\s\0]+$/, '');
        continue;
      }
      const text = ascii.decode(raw).trim();
      if (field.type === 'N' || field.type === 'F') {
        const value = Number(text);
        record[field.name] = text === '' || !Number.isFinite(value) ? null : value;
      } else if (field.type === 'L') {
        record[field.name] = /^[YyTt]$/.test(text) ? true : /^[NnFf]$/.test(text) ? false : null;
      } else if (field.type === 'D') {
        record[field.name] = /^\d{8}$/.test(text)
          ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`
          : null;
      } else {
        record[field.name] = text;
      }
    }
    records.push(record);
  }
  return records;
}

function collectPositions(value: unknown, out: Position[]): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) throw new GeoError('invalidCoordinates');
  if (value.length > 0 && !Array.isArray(value[0])) {
    if (value.length < 2 || !value.every((n) => typeof n === 'number' && Number.isFinite(n))) {
      throw new GeoError('invalidCoordinates');
    }
    out.push([value[0], value[1]]);
    return;
  }
  for (const item of value) collectPositions(item, out);
}

function mapPositions(value: unknown, fn: (p: Position) => Position): unknown {
  if (!Array.isArray(value)) return value;
  if (typeof value[0] === 'number') return fn([value[0], value[1]]);
  return value.map((item) => mapPositions(item, fn));
}

/**
 * Converts every geometry to WGS84. `declared` is what a `.prj` or GeoJSON `crs` said (null when
 * nothing): declared degrees are still checked for a swapped latitude and longitude; without a
 * declaration the magnitude decides. Warnings say what was done.
 */
export function toWgs84Geometries(
  geometries: (AnyGeometry | null)[],
  declared: PrjSystem,
  warnings: GeoWarningCode[],
): (AnyGeometry | null)[] {
  const positions: Position[] = [];
  for (const g of geometries) collectPositions(g?.coordinates, positions);
  if (positions.length === 0) return geometries;
  let system: CoordinateSystem | null = detectCoordinateSystem(positions);
  if (declared === 'lks94') {
    // Declared metres written northing first are still metres; anything else we cannot place.
    if (system !== 'lks94Swapped') system = 'lks94';
  } else if (declared === 'wgs84') {
    if (system !== 'wgs84Swapped') system = 'wgs84';
  } else if (system === null) {
    throw new GeoError('unknownCoordinates');
  }
  if (system === 'lks94Swapped' || system === 'wgs84Swapped') warnings.push('swappedAxes');
  if (system === 'lks94' || system === 'lks94Swapped') {
    warnings.push(declared === 'lks94' ? 'reprojectedLks94' : 'assumedLks94');
  }
  const convert = system;
  return geometries.map((g) =>
    g?.coordinates === undefined
      ? g
      : { ...g, coordinates: mapPositions(g.coordinates, (p) => toWgs84(convert, p)) },
  );
}

/** Reads a zipped shapefile into WGS84 features (see the top of this file). */
export function readShapefileZip(bytes: Uint8Array): ShapefileResult {
  const files = readFlatZip(bytes);
  const names = [...files.keys()];
  const shpNames = names.filter((n) => n.endsWith('.shp'));
  if (shpNames.length === 0) throw new GeoError('zipMissingShp');
  if (shpNames.length > 1) throw new GeoError('zipSeveralShp');
  const base = shpNames[0]!.slice(0, -4);
  const part = (ext: string) =>
    files.get(`${base}.${ext}`) ?? files.get(names.find((n) => n.endsWith(`.${ext}`)) ?? '');
  const dbf = part('dbf');
  if (!dbf) throw new GeoError('zipMissingDbf');
  const prj = part('prj');
  const cpg = part('cpg');
  const declared: PrjSystem = prj ? readPrj(new TextDecoder('utf-8').decode(prj)) : null;
  const records = readDbf(dbf, cpgEncoding(cpg && new TextDecoder('utf-8').decode(cpg)));
  const warnings: GeoWarningCode[] = [];
  const geometries = toWgs84Geometries(readShp(files.get(shpNames[0]!)!), declared, warnings);
  const features: Feature[] = [];
  geometries.forEach((geometry, i) => {
    if (geometry) features.push({ type: 'Feature', geometry, properties: records[i] ?? {} });
  });
  return { features, warnings };
}
