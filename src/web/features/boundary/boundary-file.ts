/**
 * A boundary drawn on the map or typed as coordinates becomes a GeoJSON file (issue 7 item 2, ADR
 * 0011): one Feature with the WGS84 Polygon, uploaded exactly like a file the person chose. So the
 * server reads and validates all three ways with the same reader, and nothing else changes. The
 * name says which way it came, for the documents list. Pure.
 */
import type { MultiPolygon, Polygon } from '../../../shared/geo/boundary.ts';

/** RFC 7946's media type. */
export const BOUNDARY_FILE_TYPE = 'application/geo+json';

export type BoundarySource = 'map' | 'coordinates';

/** File names (Lithuanian, without diacritics, like the portal's other generated files). */
export const BOUNDARY_FILE_NAMES: Readonly<Record<BoundarySource, string>> = {
  map: 'kirtavietes-ribos-zemelapis.geojson',
  coordinates: 'kirtavietes-ribos-koordinates.geojson',
};

/** The GeoJSON text: a Feature whose only property says how the boundary was given. */
export function boundaryGeoJson(geometry: Polygon | MultiPolygon, source: BoundarySource): string {
  return JSON.stringify({ type: 'Feature', properties: { source }, geometry });
}

export function boundaryFile(geometry: Polygon | MultiPolygon, source: BoundarySource): File {
  return new File([boundaryGeoJson(geometry, source)], BOUNDARY_FILE_NAMES[source], {
    type: BOUNDARY_FILE_TYPE,
  });
}
