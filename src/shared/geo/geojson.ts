/**
 * Reads an uploaded GeoJSON file (RFC 7946: a FeatureCollection, a Feature or a bare geometry)
 * into WGS84 geometries. RFC 7946 fixes longitude/latitude, but files exported in Lithuania often
 * carry LKS-94 metres, with or without the old `crs` member: a `crs` naming EPSG:3346 (or LKS94)
 * means LKS-94, one naming CRS84/EPSG:4326 means degrees, any other named `crs` is
 * `unsupportedProjection`; without `crs` the magnitude decides (lks94.ts `detectCoordinateSystem`).
 */
import { GeoError, type GeoWarningCode } from './errors.ts';
import { type PrjSystem, toWgs84Geometries } from './shapefile.ts';
import type { AnyGeometry } from './types.ts';

const GEOMETRY_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

export interface GeoJsonResult {
  /** One entry per feature (a `null` geometry stays, so "two features" is still counted right). */
  geometries: (AnyGeometry | null)[];
  warnings: GeoWarningCode[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a (pre-RFC 7946) `crs` member names; `null` when there is none. */
export function readCrs(crs: unknown): PrjSystem {
  if (crs === undefined || crs === null) return null;
  const name = isObject(crs) && isObject(crs.properties) ? crs.properties.name : undefined;
  if (typeof name !== 'string') throw new GeoError('unsupportedProjection');
  const upper = name.toUpperCase();
  if (/(EPSG:*:?3346$)|LKS[\s_-]?94/.test(upper)) return 'lks94';
  if (/CRS84$|EPSG:*:?4326$/.test(upper)) return 'wgs84';
  throw new GeoError('unsupportedProjection');
}

function asGeometry(value: unknown): AnyGeometry | null {
  if (value === null) return null;
  if (!isObject(value) || typeof value.type !== 'string' || !GEOMETRY_TYPES.has(value.type)) {
    throw new GeoError('notGeoJson');
  }
  return value as unknown as AnyGeometry;
}

/** Parses GeoJSON text (a UTF-8 byte-order mark is allowed) into WGS84 geometries. */
export function readGeoJson(text: string): GeoJsonResult {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new GeoError('invalidJson');
  }
  if (!isObject(data) || typeof data.type !== 'string') throw new GeoError('notGeoJson');
  let geometries: (AnyGeometry | null)[];
  if (data.type === 'FeatureCollection') {
    if (!Array.isArray(data.features)) throw new GeoError('notGeoJson');
    geometries = data.features.map((f: unknown) => {
      if (!isObject(f) || f.type !== 'Feature') throw new GeoError('notGeoJson');
      return asGeometry(f.geometry);
    });
  } else if (data.type === 'Feature') {
    geometries = [asGeometry(data.geometry)];
  } else {
    geometries = [asGeometry(data)];
  }
  const warnings: GeoWarningCode[] = [];
  return { geometries: toWgs84Geometries(geometries, readCrs(data.crs), warnings), warnings };
}
