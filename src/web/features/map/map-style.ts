/**
 * The fishing map's own style: no tile server, no fonts, no sprites from anywhere (none is reachable
 * from the portal's network or guaranteed offline). A background, Lithuania's land from the
 * committed outline (`public/map/lithuania.geojson`, scripts/lithuania-outline.ts), and the water
 * bodies as marker images the page draws itself. Names are not drawn on the map: they would need
 * self-hosted glyphs, and the list beside the map and the details panel carry them accessibly.
 *
 * Pure (types only from maplibre-gl), so it is tested without a browser and costs the page nothing
 * until the map chunk loads.
 */
import type { FeatureCollection, Point } from 'geojson';
import type {
  LayerSpecification,
  LngLatBoundsLike,
  SourceSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import type { WaterBodyDto } from '../../../shared/anglers/api-types.ts';
import { markerImageId } from './markers.ts';
import { type MarkerKind, markerKind } from './water-bodies.ts';

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
/** The zoom a water body chosen from the list is shown at, at least. */
export const FOCUS_ZOOM = 8;

export const SOURCE_OUTLINE = 'lithuania';
export const SOURCE_WATER_BODIES = 'water-bodies';
export const LAYER_SELECTED = 'water-body-selected';
export const LAYER_MARKERS = 'water-body-markers';

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
 * A style on the portal maps' quiet base (this fishing map, felling-map-style.ts, and the boundary
 * drawing map's boundary/draw-map-style.ts): outside Lithuania, its land and its border from the
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

export interface WaterBodyProperties {
  id: string;
  marker: string;
  kind: MarkerKind;
}

export function waterBodyFeatures(
  bodies: readonly WaterBodyDto[],
): FeatureCollection<Point, WaterBodyProperties> {
  return {
    type: 'FeatureCollection',
    features: bodies
      .filter((body) => Number.isFinite(body.lat) && Number.isFinite(body.lon))
      .map((body) => {
        const kind = markerKind(body);
        return {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [body.lon, body.lat] },
          properties: { id: body.id, kind, marker: markerImageId(kind) },
        };
      }),
  };
}

/** The layer filter that shows the halo under the chosen water body only (none: no halo). */
export function selectedFilter(id: string | null): ['==', ['get', 'id'], string] {
  return ['==', ['get', 'id'], id ?? ''];
}

export function fishingMapStyle(
  outline: FeatureCollection,
  waterBodies: FeatureCollection<Point, WaterBodyProperties>,
  selectedId: string | null,
): StyleSpecification {
  return countryStyle(outline, { [SOURCE_WATER_BODIES]: { type: 'geojson', data: waterBodies } }, [
    {
      id: LAYER_SELECTED,
      type: 'circle',
      source: SOURCE_WATER_BODIES,
      filter: selectedFilter(selectedId),
      paint: {
        'circle-radius': ['interpolate', ['linear'], ['zoom'], MIN_ZOOM, 15, MAX_ZOOM, 22],
        'circle-color': COLOURS.selected,
        'circle-stroke-color': COLOURS.selectedEdge,
        'circle-stroke-width': 3,
      },
    },
    {
      id: LAYER_MARKERS,
      type: 'symbol',
      source: SOURCE_WATER_BODIES,
      layout: {
        'icon-image': ['get', 'marker'],
        'icon-size': ['interpolate', ['linear'], ['zoom'], MIN_ZOOM, 0.8, MAX_ZOOM, 1.25],
        // Every water body stays visible: none may hide behind another.
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    },
  ]);
}
