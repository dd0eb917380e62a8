/**
 * The drawing map's style: Lithuania's land and border from the committed outline (the fishing
 * map's base, map-style.ts, so nothing else is fetched and it works offline once kept), and the
 * boundary being drawn on top. A valid shape is drawn in blue, one the library refuses in red with a
 * dashed line, so colour is not the only cue (WCAG 1.4.1); the messages beside the map say why.
 *
 * Pure (types only from maplibre-gl): tested without a browser.
 */
import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { countryStyle } from '../../platform/map/map-style.ts';

export const SOURCE_DRAWING = 'drawing';

/**
 * Zooms: the whole country down to a few metres a pixel-row, enough to place a corner of a plot
 * some tens of metres across (there are no map tiles, so deeper zoom only shows the shape larger).
 */
export const DRAW_MIN_ZOOM = 5;
export const DRAW_MAX_ZOOM = 19;
/** The zoom a located corner is shown at, at least. */
export const DRAW_FOCUS_ZOOM = 16;

export const DRAW_COLOURS = {
  /** Portal blue (base.css --info), far above 3:1 on the land (WCAG 1.4.11). */
  valid: '#0b4f7a',
  /** Portal red (base.css --danger). */
  invalid: '#b3261e',
  vertexEdge: '#ffffff',
} as const;

export function drawMapStyle(outline: FeatureCollection, drawing: FeatureCollection): StyleSpecification {
  return countryStyle(outline, { [SOURCE_DRAWING]: { type: 'geojson', data: drawing } }, [
    {
      id: 'drawing-area',
      type: 'fill',
      source: SOURCE_DRAWING,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: {
        'fill-color': ['case', ['==', ['get', 'valid'], false], DRAW_COLOURS.invalid, DRAW_COLOURS.valid],
        'fill-opacity': 0.15,
      },
    },
    {
      id: 'drawing-line',
      type: 'line',
      source: SOURCE_DRAWING,
      filter: ['all', ['==', ['geometry-type'], 'LineString'], ['!=', ['get', 'valid'], false]],
      paint: { 'line-color': DRAW_COLOURS.valid, 'line-width': 3 },
    },
    {
      id: 'drawing-line-invalid',
      type: 'line',
      source: SOURCE_DRAWING,
      filter: ['all', ['==', ['geometry-type'], 'LineString'], ['==', ['get', 'valid'], false]],
      paint: { 'line-color': DRAW_COLOURS.invalid, 'line-width': 3, 'line-dasharray': [2, 1.5] },
    },
    {
      id: 'drawing-corners',
      type: 'circle',
      source: SOURCE_DRAWING,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-radius': ['case', ['==', ['get', 'role'], 'first'], 8, 6],
        'circle-color': DRAW_COLOURS.valid,
        'circle-stroke-color': DRAW_COLOURS.vertexEdge,
        'circle-stroke-width': 2,
      },
    },
  ]);
}
