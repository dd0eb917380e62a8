/**
 * The map itself: maplibre-gl with the portal's own style (map-style.ts). This module is the map
 * chunk: only `fishing-map-view.tsx` imports it, dynamically, so maplibre (~300 KB gzipped plus its
 * worker) never weighs on the start page or on the list view (vite.config.ts budget).
 *
 * Field notes, Maps and geometry: maplibre-gl is ESM-only; its worker is imported as a URL
 * (`?worker&url`) and handed to `setWorkerUrl()`, or the map never fires `load`.
 */
import type { FeatureCollection, Point } from 'geojson';
import { type GeoJSONSource, type MapLayerMouseEvent, Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { Insets } from './insets.ts';
import {
  FOCUS_ZOOM,
  fishingMapStyle,
  LAYER_MARKERS,
  LAYER_SELECTED,
  LITHUANIA_BOUNDS,
  MAX_BOUNDS,
  MAX_ZOOM,
  MIN_ZOOM,
  OUTLINE_URL,
  SOURCE_WATER_BODIES,
  selectedFilter,
  type WaterBodyProperties,
} from './map-style.ts';
import { MARKER_BOX, MARKERS } from './markers.ts';
import { MARKER_KINDS } from './water-bodies.ts';

setWorkerUrl(workerUrl);

export interface FishingMapOptions {
  container: HTMLElement;
  waterBodies: FeatureCollection<Point, WaterBodyProperties>;
  selectedId: string | null;
  /** `prefers-reduced-motion`: the map jumps instead of gliding, and drags have no inertia. */
  reducedMotion: boolean;
  /** The canvas's accessible name. */
  label: string;
  /** A water body was clicked or tapped. */
  onPick: (id: string) => void;
  /** Enter on the focused map: open the chosen water body. */
  onOpen: () => void;
}

export interface FishingMap {
  setWaterBodies(collection: FeatureCollection<Point, WaterBodyProperties>): void;
  /**
   * Marks the chosen water body and brings it into view (when `at` is given), in the part of the
   * map that `cover` (the details panel, in pixels from each edge) leaves visible.
   */
  select(id: string | null, at?: [number, number], cover?: Insets): void;
  zoomIn(): void;
  zoomOut(): void;
  showAll(): void;
  destroy(): void;
}

/** Lithuania's outline; a failure (offline before it was ever kept) fails the map. */
async function loadOutline(): Promise<FeatureCollection> {
  const response = await fetch(OUTLINE_URL);
  if (!response.ok) throw new Error(`${OUTLINE_URL}: ${response.status}`);
  return (await response.json()) as FeatureCollection;
}

/** A marker drawn at twice the CSS size for sharp edges on phones. */
function markerImage(path: string, fill: string): ImageData {
  const ratio = 2;
  const size = (MARKER_BOX + 4) * ratio;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.scale(ratio, ratio);
  context.translate(2, 2);
  const shape = new Path2D(path);
  context.lineJoin = 'round';
  context.lineWidth = 3;
  context.strokeStyle = '#ffffff';
  context.stroke(shape);
  context.fillStyle = fill;
  context.fill(shape);
  return context.getImageData(0, 0, size, size);
}

export async function createFishingMap(options: FishingMapOptions): Promise<FishingMap> {
  const outline = await loadOutline();
  const map = new MapLibreMap({
    container: options.container,
    style: fishingMapStyle(outline, options.waterBodies, options.selectedId),
    bounds: LITHUANIA_BOUNDS,
    fitBoundsOptions: { padding: 16 },
    maxBounds: MAX_BOUNDS,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    // A flat country map: no rotating or tilting by accident.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    attributionControl: false,
    reduceMotion: options.reducedMotion,
    locale: { 'Map.Title': options.label },
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.setMissingStyleImageResolver((id) => {
    const kind = MARKER_KINDS.find((k) => `marker-${k}` === id);
    if (!kind || map.hasImage(id)) return;
    map.addImage(id, markerImage(MARKERS[kind].path, MARKERS[kind].fill), { pixelRatio: 2 });
  });

  const canvas = map.getCanvas();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      options.onOpen();
    }
  };
  canvas.addEventListener('keydown', onKeyDown);

  map.on('click', LAYER_MARKERS, (event: MapLayerMouseEvent) => {
    const id = event.features?.[0]?.properties?.id;
    if (typeof id === 'string') options.onPick(id);
  });
  map.on('mouseenter', LAYER_MARKERS, () => {
    canvas.style.cursor = 'pointer';
  });
  map.on('mouseleave', LAYER_MARKERS, () => {
    canvas.style.cursor = '';
  });

  // Any error before the style has drawn (a lost WebGL context, a style the library refuses) means
  // no map: the page shows the list instead.
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
    setWaterBodies(collection) {
      map.getSource<GeoJSONSource>(SOURCE_WATER_BODIES)?.setData(collection);
    },
    select(id, at, cover) {
      map.setFilter(LAYER_SELECTED, selectedFilter(id));
      if (!at) return;
      const zoom = Math.max(map.getZoom(), FOCUS_ZOOM);
      const padding = cover ?? { top: 0, right: 0, bottom: 0, left: 0 };
      if (animate) map.easeTo({ center: at, zoom, padding, duration: 400 });
      else map.jumpTo({ center: at, zoom, padding });
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
