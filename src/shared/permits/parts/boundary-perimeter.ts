/**
 * A felling boundary's perimeter in metres (issue 16, ADR 0017), for the area tolerance of
 * felling-area.ts. Kept apart from it so that the form's check needs no projection code: the
 * perimeter is measured once, where the boundary is read (the server, or the device offline).
 */
import { toLks94 } from '../../geo/lks94.ts';
import type { MultiPolygon, Polygon, Position } from '../../geo/types.ts';

function ringLength(ring: readonly Position[]): number {
  const points = ring.map(toLks94);
  let length = 0;
  for (let i = 1; i < points.length; i++) {
    length += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  }
  // Rings in files are closed; a ring that is not is measured as if it were.
  const first = points[0];
  const last = points[points.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) {
    length += Math.hypot(first[0] - last[0], first[1] - last[1]);
  }
  return length;
}

/** The length of every ring of a WGS84 boundary (shells and holes), in LKS-94 metres, to 0.1 m. */
export function perimeterMetres(geometry: Polygon | MultiPolygon): number {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let length = 0;
  for (const rings of polygons) for (const ring of rings) length += ringLength(ring);
  return Math.round(length * 10) / 10;
}
