/**
 * The boundary being drawn on the map, as pure data: the corners in the order they were added, an
 * undo history (undoing a "Clear" brings the corners back, so one slip never loses a plot walked
 * with the GPS), the check the shared library makes as the shape grows, and the features the map
 * draws. The ring is closed for the person: the last corner joins the first.
 */
import type { Feature, FeatureCollection, Polygon as GeoJsonPolygon, LineString, Point } from 'geojson';
import {
  type BoundaryResult,
  type Outline,
  type Polygon,
  type Position,
  validateBoundary,
} from '../../../shared/geo/boundary.ts';

/** Corners are kept to 1e-7 degrees (about 1 cm): finer is noise from a pointer or a GPS. */
const PRECISION = 1e7;

export interface Drawing {
  vertices: readonly Position[];
  /** Earlier corner lists, the latest last, with what changed them. */
  past: readonly { vertices: readonly Position[]; action: 'add' | 'clear' }[];
}

export const EMPTY_DRAWING: Drawing = { vertices: [], past: [] };

export function roundPosition([lon, lat]: Position): Position {
  return [Math.round(lon * PRECISION) / PRECISION, Math.round(lat * PRECISION) / PRECISION];
}

export function addVertex(drawing: Drawing, position: Position): Drawing {
  return {
    vertices: [...drawing.vertices, roundPosition(position)],
    past: [...drawing.past, { vertices: drawing.vertices, action: 'add' }],
  };
}

/** Clears the corners; nothing to clear changes nothing (and leaves no step to undo). */
export function clearDrawing(drawing: Drawing): Drawing {
  if (drawing.vertices.length === 0) return drawing;
  return { vertices: [], past: [...drawing.past, { vertices: drawing.vertices, action: 'clear' }] };
}

export function undo(drawing: Drawing): Drawing {
  const last = drawing.past[drawing.past.length - 1];
  return last ? { vertices: last.vertices, past: drawing.past.slice(0, -1) } : drawing;
}

/** What "Undo" would take back: the last corner added, or a clearing; null when nothing. */
export function undoAction(drawing: Drawing): 'add' | 'clear' | null {
  return drawing.past[drawing.past.length - 1]?.action ?? null;
}

/** The drawn corners as a Polygon, the ring closed. */
export function drawnPolygon(vertices: readonly Position[]): Polygon {
  return { type: 'Polygon', coordinates: [[...vertices, vertices[0]!]] };
}

export const MIN_VERTICES = 3;

export type DrawingCheck =
  | { state: 'tooFew'; count: number }
  | { state: 'checked'; count: number; result: BoundaryResult };

/** The shared library's answer for the corners so far (fewer than 3 make no boundary yet). */
export function checkDrawing(vertices: readonly Position[], outline: Outline): DrawingCheck {
  const count = vertices.length;
  if (count < MIN_VERTICES) return { state: 'tooFew', count };
  return { state: 'checked', count, result: validateBoundary(drawnPolygon(vertices), outline) };
}

export interface DrawingProperties {
  /** `corner`, or `first` for the corner the ring closes on. */
  role?: 'first' | 'corner';
  /** Whether the shape is a valid boundary (its line and fill are drawn as an error otherwise). */
  valid?: boolean;
}

/**
 * What the map draws: the area (three corners or more), its outline as a line through every corner
 * back to the first, and the corners themselves.
 */
export function drawingFeatures(
  vertices: readonly Position[],
  valid: boolean,
): FeatureCollection<GeoJsonPolygon | LineString | Point, DrawingProperties> {
  const features: Feature<GeoJsonPolygon | LineString | Point, DrawingProperties>[] = [];
  if (vertices.length >= MIN_VERTICES) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: drawnPolygon(vertices).coordinates },
      properties: { valid },
    });
  }
  if (vertices.length >= 2) {
    const line = vertices.length >= MIN_VERTICES ? [...vertices, vertices[0]!] : [...vertices];
    features.push({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: line },
      properties: { valid },
    });
  }
  vertices.forEach((vertex, index) => {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [...vertex] },
      properties: { role: index === 0 ? 'first' : 'corner' },
    });
  });
  return { type: 'FeatureCollection', features };
}
