/**
 * Lithuania's outline for the boundary ways: the file the server checks against and the maps draw
 * (`public/map/lithuania.geojson`, map-style.ts `OUTLINE_URL`), which the service worker keeps
 * after it was first fetched (sw/service-worker.ts, `/map/` stale-while-revalidate). Fetched once a
 * page; a failure is not remembered, so the next try fetches again.
 *
 * Checking typed coordinates must work offline even on a device that never fetched the outline: then
 * a box around Lithuania (lks94.ts ranges) stands in for "inside Lithuania", and the server, which
 * always has the outline, checks exactly when the file reaches it.
 */
import type { FeatureCollection } from 'geojson';
import { lithuaniaOutline, type Outline } from '../../../shared/geo/boundary.ts';
import { LITHUANIA_LAT, LITHUANIA_LON } from '../../../shared/geo/lks94.ts';
import { OUTLINE_URL } from '../../platform/map/map-style.ts';

let geojson: Promise<FeatureCollection> | null = null;

/** The outline as GeoJSON (what the map draws). Rejects when it cannot be fetched. */
export function loadOutlineGeoJson(): Promise<FeatureCollection> {
  geojson ??= fetch(OUTLINE_URL)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${OUTLINE_URL}: ${response.status}`);
      return (await response.json()) as FeatureCollection;
    })
    .catch((error: unknown) => {
      geojson = null;
      throw error;
    });
  return geojson;
}

const [WEST, EAST] = LITHUANIA_LON;
const [SOUTH, NORTH] = LITHUANIA_LAT;

/** The stand-in when the outline cannot be had: a box around Lithuania. */
export const LITHUANIA_BOX: Outline = [
  [
    [
      [WEST, SOUTH],
      [EAST, SOUTH],
      [EAST, NORTH],
      [WEST, NORTH],
      [WEST, SOUTH],
    ],
  ],
];

/** The outline for checking a boundary: the real one, or the box when it cannot be fetched. */
export async function outlineForChecks(): Promise<Outline> {
  try {
    return lithuaniaOutline(await loadOutlineGeoJson());
  } catch {
    return LITHUANIA_BOX;
  }
}
