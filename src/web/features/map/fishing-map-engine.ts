/**
 * The map itself: maplibre-gl with the portal's own style (map-style.ts). This module is the map
 * chunk: only `fishing-map-view.tsx` imports it, dynamically, so maplibre (~300 KB gzipped plus its
 * worker) never weighs on the start page or on the list view (vite.config.ts budget). What the
 * portal's maps share (flat, named, Enter handed over, the worker) is platform/map/map-engine.ts.
 */
import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import type { Insets } from '../../platform/map/insets.ts';
import { createPortalMap, loadOutline, pickOnLayer } from '../../platform/map/map-engine.ts';
import { MAX_BOUNDS, MAX_ZOOM, MIN_ZOOM } from '../../platform/map/map-style.ts';
import {
  FOCUS_ZOOM,
  fishingMapStyle,
  LAYER_MARKERS,
  LAYER_SELECTED,
  SOURCE_WATER_BODIES,
  selectedFilter,
  type WaterBodyProperties,
} from './map-style.ts';
import { MARKER_BOX, MARKERS } from './markers.ts';
import { MARKER_KINDS } from './water-bodies.ts';

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
  const portal = createPortalMap({
    container: options.container,
    style: fishingMapStyle(outline, options.waterBodies, options.selectedId),
    maxBounds: MAX_BOUNDS,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    reducedMotion: options.reducedMotion,
    label: options.label,
    onEnter: options.onOpen,
  });
  const { map, animate } = portal;
  map.setMissingStyleImageResolver((id) => {
    const kind = MARKER_KINDS.find((k) => `marker-${k}` === id);
    if (!kind || map.hasImage(id)) return;
    map.addImage(id, markerImage(MARKERS[kind].path, MARKERS[kind].fill), { pixelRatio: 2 });
  });
  pickOnLayer(portal, LAYER_MARKERS, 'id', options.onPick);
  await portal.loaded;

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
    zoomIn: portal.zoomIn,
    zoomOut: portal.zoomOut,
    showAll: portal.showAll,
    destroy: portal.destroy,
  };
}
