/**
 * The felling layer's map: maplibre-gl with felling-map-style.ts. Like fishing-map-engine.ts this
 * module is a map chunk: only felling-map-view.tsx imports it, dynamically, and maplibre itself is
 * the shared `maplibre` chunk (vite.config.ts), so neither the start page nor the list view loads it.
 *
 * After each redraw the container says how many permits it drew as dots and as areas
 * (`data-drawn-dots`, `data-drawn-areas`): what a browser test can check without reading pixels.
 */
import type { FeatureCollection } from 'geojson';
import { type GeoJSONSource, type MapLayerMouseEvent, Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';
import {
  FELLING_FOCUS_MAX_ZOOM,
  FELLING_MAX_ZOOM,
  fellingAreaFeatures,
  fellingDotFeatures,
  fellingMapStyle,
  LAYER_AREA_FILL,
  LAYER_DOTS,
  LAYER_SELECTED_AREA,
  LAYER_SELECTED_DOT,
  SOURCE_AREAS,
  SOURCE_DOTS,
  selectedPermitFilter,
} from './felling-map-style.ts';
import type { Insets } from './insets.ts';
import { LITHUANIA_BOUNDS, MAX_BOUNDS, MIN_ZOOM, OUTLINE_URL } from './map-style.ts';

setWorkerUrl(workerUrl);

export interface FellingMapOptions {
  container: HTMLElement;
  permits: readonly FellingPermitDto[];
  selected: string | null;
  /** `prefers-reduced-motion`: the map jumps instead of gliding. */
  reducedMotion: boolean;
  /** The canvas's accessible name. */
  label: string;
  /** A permit's dot or area was clicked or tapped. */
  onPick: (number: string) => void;
  /** Enter on the focused map: open the chosen permit. */
  onOpen: () => void;
}

export interface FellingMap {
  setPermits(permits: readonly FellingPermitDto[]): void;
  /**
   * Marks the chosen permit and, when `bounds` are given, brings its whole boundary into the part
   * of the map that `cover` (the details panel) leaves visible.
   */
  select(number: string | null, bounds?: [[number, number], [number, number]], cover?: Insets): void;
  zoomIn(): void;
  zoomOut(): void;
  showAll(): void;
  destroy(): void;
}

async function loadOutline(): Promise<FeatureCollection> {
  const response = await fetch(OUTLINE_URL);
  if (!response.ok) throw new Error(`${OUTLINE_URL}: ${response.status}`);
  return (await response.json()) as FeatureCollection;
}

/** How many permits a layer shows on the screen now. */
function drawn(map: MapLibreMap, layer: string): number {
  const numbers = new Set<unknown>();
  for (const feature of map.queryRenderedFeatures({ layers: [layer] }))
    numbers.add(feature.properties?.number);
  return numbers.size;
}

const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
/** Room around a boundary brought into view, and the least free room the map must keep. */
const FOCUS_EDGE = 24;
const MIN_FREE = 48;

/**
 * The padding for bringing a boundary into view: the panel's cover plus an edge, less when the
 * screen is too small for that (the library refuses padding that leaves no room, and stays put).
 */
function focusPadding(container: HTMLElement, cover: Insets | undefined): Insets {
  const base = cover ?? NO_INSETS;
  const edged = {
    top: base.top + FOCUS_EDGE,
    right: base.right + FOCUS_EDGE,
    bottom: base.bottom + FOCUS_EDGE,
    left: base.left + FOCUS_EDGE,
  };
  const fits = (p: Insets) =>
    container.clientWidth - p.left - p.right >= MIN_FREE &&
    container.clientHeight - p.top - p.bottom >= MIN_FREE;
  if (fits(edged)) return edged;
  return fits(base) ? base : NO_INSETS;
}

export async function createFellingMap(options: FellingMapOptions): Promise<FellingMap> {
  const outline = await loadOutline();
  const map = new MapLibreMap({
    container: options.container,
    style: fellingMapStyle(outline, options.permits, options.selected),
    bounds: LITHUANIA_BOUNDS,
    fitBoundsOptions: { padding: 16 },
    maxBounds: MAX_BOUNDS,
    minZoom: MIN_ZOOM,
    maxZoom: FELLING_MAX_ZOOM,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    attributionControl: false,
    reduceMotion: options.reducedMotion,
    locale: { 'Map.Title': options.label },
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();

  const canvas = map.getCanvas();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      options.onOpen();
    }
  };
  canvas.addEventListener('keydown', onKeyDown);

  for (const layer of [LAYER_DOTS, LAYER_AREA_FILL]) {
    map.on('click', layer, (event: MapLayerMouseEvent) => {
      const number = event.features?.[0]?.properties?.number;
      if (typeof number === 'string') options.onPick(number);
    });
    map.on('mouseenter', layer, () => {
      canvas.style.cursor = 'pointer';
    });
    map.on('mouseleave', layer, () => {
      canvas.style.cursor = '';
    });
  }
  map.on('idle', () => {
    options.container.dataset.drawnDots = String(drawn(map, LAYER_DOTS));
    options.container.dataset.drawnAreas = String(drawn(map, LAYER_AREA_FILL));
  });

  // Any error before the style has drawn means no map: the page shows the list instead.
  await new Promise<void>((resolve, reject) => {
    let loaded = false;
    void map.once('load').then(() => {
      loaded = true;
      resolve();
    });
    void map.once('error').then((event) => {
      if (loaded) return;
      map.remove();
      reject(event.error);
    });
  });

  const animate = !options.reducedMotion;
  return {
    setPermits(permits) {
      map.getSource<GeoJSONSource>(SOURCE_AREAS)?.setData(fellingAreaFeatures(permits));
      map.getSource<GeoJSONSource>(SOURCE_DOTS)?.setData(fellingDotFeatures(permits));
    },
    select(number, bounds, cover) {
      map.setFilter(LAYER_SELECTED_AREA, selectedPermitFilter(number));
      map.setFilter(LAYER_SELECTED_DOT, selectedPermitFilter(number));
      if (!bounds) return;
      map.fitBounds(bounds, {
        padding: focusPadding(options.container, cover),
        maxZoom: FELLING_FOCUS_MAX_ZOOM,
        animate,
        duration: 400,
      });
    },
    zoomIn() {
      map.zoomIn({ animate });
    },
    zoomOut() {
      map.zoomOut({ animate });
    },
    showAll() {
      map.fitBounds(LITHUANIA_BOUNDS, { padding: 16, animate });
    },
    destroy() {
      canvas.removeEventListener('keydown', onKeyDown);
      map.remove();
    },
  };
}
