/** The small part of GeoJSON (RFC 7946) the boundary code reads and returns. */
import type { Position } from './lks94.ts';

export type { Position } from './lks94.ts';

export type Ring = Position[];

export interface Polygon {
  type: 'Polygon';
  coordinates: Ring[];
}

export interface MultiPolygon {
  type: 'MultiPolygon';
  coordinates: Ring[][];
}

/** Any geometry as read from a file, before we know it is the polygon we want. */
export interface AnyGeometry {
  type: string;
  coordinates?: unknown;
  geometries?: unknown;
}

export interface Feature<G = AnyGeometry> {
  type: 'Feature';
  geometry: G | null;
  properties: Record<string, unknown>;
}
