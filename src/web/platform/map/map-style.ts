/**
 * The base every portal map is drawn on (the fishing and felling maps in features/map, the boundary
 * drawing map in features/boundary): no tile server, no fonts, no sprites from anywhere (none is
 * reachable from the portal's network or guaranteed offline). A background, and Lithuania's land
 * and border from the committed outline (`public/map/lithuania.geojson`,
 * scripts/lithuania-outline.ts); each map adds its own sources and layers on top.
 *
 * Pure (types only from maplibre-gl), so it is tested without a browser and costs a page nothing
 * until the map chunk loads.
 */
import type { FeatureCollection } from 'geojson';
import type {
  LayerSpecification,
  LngLatBoundsLike,
  SourceSpecification,
  StyleSpecification,
} from 'maplibre-gl';

export const OUTLINE_URL = '/map/lithuania.geojson';

/** Lithuania's extent (west, south, east, north) as the outline gives it. */
export const LITHUANIA_BOUNDS: [[number, number], [number, number]] = [
  [20.93, 53.89],
  [26.8, 56.44],
];

/**
 * How far the map may be moved, so the country cannot be lost: Lithuania with a margin wide enough
 * that a tall phone screen still shows all of it (the library zooms in rather than show more than
 * these bounds).
 */
export const MAX_BOUNDS: LngLatBoundsLike = [
  [15.5, 50.5],
  [32, 59.5],
];

export const MIN_ZOOM = 5;
export const MAX_ZOOM = 13;

export const SOURCE_OUTLINE = 'lithuania';

export const COLOURS = {
  /** Outside Lithuania: neighbours and sea alike, quiet. */
  background: '#e3e8e6',
  land: '#fbfcf9',
  border: '#4d5852',
  /** The portal's focus colour (base.css --focus) around the chosen water body. */
  selected: '#ffbf47',
  selectedEdge: '#0b0c0c',
} as const;

/**
 * A style on the portal maps' quiet base (the fishing map's features/map/map-style.ts,
 * felling-map-style.ts, and the boundary drawing map's boundary/draw-map-style.ts): outside Lithuania, its land and its border from the
 * outline, then the map's own `sources` and `layers` on top.
 */
export function countryStyle(
  outline: FeatureCollection,
  sources: Record<string, SourceSpecification>,
  layers: LayerSpecification[],
): StyleSpecification {
  return {
    version: 8,
    sources: { [SOURCE_OUTLINE]: { type: 'geojson', data: outline }, ...sources },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': COLOURS.background } },
      { id: 'land', type: 'fill', source: SOURCE_OUTLINE, paint: { 'fill-color': COLOURS.land } },
      {
        id: 'border',
        type: 'line',
        source: SOURCE_OUTLINE,
        paint: { 'line-color': COLOURS.border, 'line-width': 1.5 },
      },
      ...layers,
    ],
  };
}
