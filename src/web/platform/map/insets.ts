/**
 * How far the details panel reaches into the map from each edge, so a water body chosen while the
 * panel is open is brought into the part of the map still visible: the panel stands over the map's
 * left side on wide screens and is a bottom sheet on phones. Pure, for the unit tests.
 */

export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const NONE: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
/** The map library refuses padding that leaves no room; some of the map always stays free. */
const MOST = 0.75;

export function panelInsets(map: Box, panel: Box): Insets {
  const width = map.right - map.left;
  const height = map.bottom - map.top;
  const overlaps =
    panel.right > map.left && panel.left < map.right && panel.bottom > map.top && panel.top < map.bottom;
  if (!overlaps || width <= 0 || height <= 0) return NONE;
  // A sheet as wide as the map covers its bottom; a narrower panel covers the side it stands on.
  if (panel.right - panel.left >= width * MOST) {
    return { ...NONE, bottom: Math.min(height * MOST, map.bottom - panel.top) };
  }
  if (panel.left - map.left <= map.right - panel.right) {
    return { ...NONE, left: Math.min(width * MOST, panel.right - map.left) };
  }
  return { ...NONE, right: Math.min(width * MOST, map.right - panel.left) };
}
