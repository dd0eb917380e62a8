/**
 * The fishing map's own style, on the portal maps' base (platform/map/map-style.ts: background,
 * Lithuania's land and border from the committed outline): the water bodies as marker images the
 * page draws itself. Names are not drawn on the map: they would need self-hosted glyphs, and the
 * list beside the map and the details panel carry them accessibly.
 *
 * Pure (types only from maplibre-gl), so it is tested without a browser and costs the page nothing
 * until the map chunk loads.
 */
import type { FeatureCollection, Point } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import type { WaterBodyDto } from '../../../shared/anglers/api-types.ts';
import { COLOURS, countryStyle, MAX_ZOOM, MIN_ZOOM } from '../../platform/map/map-style.ts';
import { markerImageId } from './markers.ts';
import { type MarkerKind, markerKind } from './water-bodies.ts';

/** The zoom a water body chosen from the list is shown at, at least. */
export const FOCUS_ZOOM = 8;

export const SOURCE_WATER_BODIES = 'water-bodies';
export const LAYER_SELECTED = 'water-body-selected';
export const LAYER_MARKERS = 'water-body-markers';

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
