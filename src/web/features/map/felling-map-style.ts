/**
 * The felling layer's map style (issue 7 item 4), on the same quiet base as the fishing map
 * (map-style.ts: background and Lithuania's outline, nothing fetched from elsewhere). Each permit's
 * boundary is filled and outlined by its kind; felling areas are a few hectares, far too small to
 * see across the country, so below PLOT_ZOOM each one is also a dot at its middle that can be
 * clicked. The kinds differ in colour and in the outline's dashes (WCAG 1.4.1: never colour alone;
 * the legend, the list and the details say the kind in words too).
 *
 * Colours: each at least 3:1 against the land (WCAG 1.4.11) and told apart with the common colour
 * vision deficiencies (orange, blue and near-black of the Okabe–Ito palette, darkened).
 *
 * Pure (types only from maplibre-gl), so it is tested without a browser.
 */
import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon, Position } from 'geojson';
import type { FilterSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { FELLING_KINDS, type FellingKind, type FellingPermitDto } from '../../../shared/felling/api-types.ts';
import { COLOURS, countryStyle, MIN_ZOOM } from '../../platform/map/map-style.ts';

/** Plots are about 100–300 m across: the map may come close enough to see their shape. */
export const FELLING_MAX_ZOOM = 17;
/** From this zoom the boundaries themselves are large enough to see and click; dots stop. */
export const PLOT_ZOOM = 12;
/** A permit chosen from the list is shown at most this close (its whole boundary in view). */
export const FELLING_FOCUS_MAX_ZOOM = 15;

export const SOURCE_AREAS = 'felling-areas';
export const SOURCE_DOTS = 'felling-dots';
export const LAYER_AREA_FILL = 'felling-area-fill';
export const LAYER_SELECTED_AREA = 'felling-area-selected';
export const LAYER_SELECTED_DOT = 'felling-dot-selected';
export const LAYER_DOTS = 'felling-dots';
export const outlineLayer = (kind: FellingKind) => `felling-area-outline-${kind}`;

export interface KindStyle {
  /** Fill (with FILL_OPACITY), outline and dot colour. */
  colour: string;
  /** The outline's dashes in line widths; empty: solid. */
  dashes: number[];
}

export const KIND_STYLES: Readonly<Record<FellingKind, KindStyle>> = {
  // Felling permit (final fellings): solid orange-red, 5.3:1 on the land.
  l08_1: { colour: '#b34700', dashes: [] },
  // Notice of intent (thinning, sanitary): dashed blue, 6.2:1.
  l08_2: { colour: '#0b62a4', dashes: [2, 1.5] },
  // Notice for own use (single trees): dotted near-black, 11.5:1.
  l08_3: { colour: '#2f3a33', dashes: [0.6, 1.2] },
};

export const FILL_OPACITY = 0.35;

export interface FellingProperties {
  number: string;
  kind: FellingKind;
}

function rings(geometry: Polygon | MultiPolygon): Position[][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/** West, south, east, north of a boundary. */
export function geometryBounds(geometry: Polygon | MultiPolygon): [[number, number], [number, number]] {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const polygon of rings(geometry)) {
    for (const [lon, lat] of polygon[0] ?? []) {
      if (lon === undefined || lat === undefined) continue;
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** Where a permit's dot goes: the middle of its boundary's extent (plots are small and compact). */
export function geometryMiddle(geometry: Polygon | MultiPolygon): [number, number] {
  const [[west, south], [east, north]] = geometryBounds(geometry);
  return [(west + east) / 2, (south + north) / 2];
}

export function fellingAreaFeatures(
  permits: readonly FellingPermitDto[],
): FeatureCollection<Polygon | MultiPolygon, FellingProperties> {
  return {
    type: 'FeatureCollection',
    features: permits.map(
      (permit): Feature<Polygon | MultiPolygon, FellingProperties> => ({
        type: 'Feature',
        geometry: permit.geometry,
        properties: { number: permit.number, kind: permit.kind },
      }),
    ),
  };
}

export function fellingDotFeatures(
  permits: readonly FellingPermitDto[],
): FeatureCollection<Point, FellingProperties> {
  return {
    type: 'FeatureCollection',
    features: permits.map(
      (permit): Feature<Point, FellingProperties> => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: geometryMiddle(permit.geometry) },
        properties: { number: permit.number, kind: permit.kind },
      }),
    ),
  };
}

/** The layer filter that marks the chosen permit only (none: nothing marked). */
export function selectedPermitFilter(number: string | null): FilterSpecification {
  return ['==', ['get', 'number'], number ?? ''];
}

/** `['match', ['get', 'kind'], 'l08_1', colour, …, fallback]` */
function colourByKind(): unknown[] {
  return [
    'match',
    ['get', 'kind'],
    ...FELLING_KINDS.flatMap((kind) => [kind, KIND_STYLES[kind].colour]),
    '#000000',
  ];
}

export function fellingMapStyle(
  outline: FeatureCollection,
  permits: readonly FellingPermitDto[],
  selected: string | null,
): StyleSpecification {
  const outlines: LayerSpecification[] = FELLING_KINDS.map((kind) => ({
    id: outlineLayer(kind),
    type: 'line',
    source: SOURCE_AREAS,
    filter: ['==', ['get', 'kind'], kind],
    layout: { 'line-join': 'round', 'line-cap': kind === 'l08_3' ? 'round' : 'butt' },
    paint: {
      'line-color': KIND_STYLES[kind].colour,
      'line-width': 2.5,
      ...(KIND_STYLES[kind].dashes.length > 0 ? { 'line-dasharray': KIND_STYLES[kind].dashes } : {}),
    },
  }));
  return countryStyle(
    outline,
    {
      [SOURCE_AREAS]: { type: 'geojson', data: fellingAreaFeatures(permits) },
      [SOURCE_DOTS]: { type: 'geojson', data: fellingDotFeatures(permits) },
    },
    [
      {
        id: LAYER_AREA_FILL,
        type: 'fill',
        source: SOURCE_AREAS,
        paint: {
          'fill-color': colourByKind() as never,
          'fill-opacity': FILL_OPACITY,
        },
      },
      {
        // The focus colour around the chosen boundary, under its own outline.
        id: LAYER_SELECTED_AREA,
        type: 'line',
        source: SOURCE_AREAS,
        filter: selectedPermitFilter(selected),
        layout: { 'line-join': 'round' },
        paint: { 'line-color': COLOURS.selected, 'line-width': 8 },
      },
      ...outlines,
      {
        id: LAYER_SELECTED_DOT,
        type: 'circle',
        source: SOURCE_DOTS,
        maxzoom: PLOT_ZOOM,
        filter: selectedPermitFilter(selected),
        paint: {
          'circle-radius': 13,
          'circle-color': COLOURS.selected,
          'circle-stroke-color': COLOURS.selectedEdge,
          'circle-stroke-width': 3,
        },
      },
      {
        id: LAYER_DOTS,
        type: 'circle',
        source: SOURCE_DOTS,
        maxzoom: PLOT_ZOOM,
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], MIN_ZOOM, 6, PLOT_ZOOM, 9],
          'circle-color': colourByKind() as never,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
    ],
  );
}
