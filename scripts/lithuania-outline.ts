/**
 * Writes `public/map/lithuania.geojson`: Lithuania's outline for the fishing map's self-hosted base
 * (no tile server is reachable from the portal's network or guaranteed offline, so the map draws
 * its own land). The source is Natural Earth's 1:10m admin-0 countries as `world-atlas` ships them
 * (field notes, Maps and geometry: country id 440). Public domain data.
 *
 * Coordinates are rounded to 4 decimals (about 10 m, far below what the map shows) and points that
 * rounding makes equal are dropped, so the committed file stays small. Run again only when the
 * source or the rounding changes: `npx tsx scripts/lithuania-outline.ts`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** ISO 3166-1 numeric code of Lithuania, the id world-atlas gives its country. */
export const LITHUANIA_ID = '440';
const DECIMALS = 4;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = join(root, 'public', 'map', 'lithuania.geojson');

function round(value: number): number {
  const factor = 10 ** DECIMALS;
  return Math.round(value * factor) / factor;
}

/** A ring rounded, without repeated points, still closed; null when too little is left of it. */
export function roundRing(ring: Position[]): Position[] | null {
  const out: Position[] = [];
  for (const [lon, lat] of ring) {
    const point: Position = [round(lon ?? 0), round(lat ?? 0)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push([first[0]!, first[1]!]);
  // A ring needs three distinct points and its closing one.
  return out.length >= 4 ? out : null;
}

export function roundPolygons(geometry: Polygon | MultiPolygon): MultiPolygon {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const coordinates: Position[][][] = [];
  for (const polygon of polygons) {
    const [shell, ...holes] = polygon;
    const outer = shell ? roundRing(shell) : null;
    if (!outer) continue;
    const inner = holes.map(roundRing).filter((ring): ring is Position[] => ring !== null);
    coordinates.push([outer, ...inner]);
  }
  return { type: 'MultiPolygon', coordinates };
}

function main() {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'),
  ) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const countries = feature(topology, topology.objects.countries);
  const lithuania = countries.features.find((f) => String(f.id) === LITHUANIA_ID);
  if (!lithuania || (lithuania.geometry.type !== 'Polygon' && lithuania.geometry.type !== 'MultiPolygon')) {
    throw new Error(`world-atlas has no polygon with id ${LITHUANIA_ID}`);
  }
  const outline: Feature<MultiPolygon, { name: string; source: string }> = {
    type: 'Feature',
    id: LITHUANIA_ID,
    properties: { name: 'Lietuva', source: 'Natural Earth 1:10m admin-0 countries (world-atlas 2.0.2)' },
    geometry: roundPolygons(lithuania.geometry),
  };
  mkdirSync(dirname(OUTPUT), { recursive: true });
  const text = `${JSON.stringify({ type: 'FeatureCollection', features: [outline] })}\n`;
  writeFileSync(OUTPUT, text);
  const points = outline.geometry.coordinates.flat(2).length;
  console.log(`${OUTPUT}: ${points} points, ${(text.length / 1024).toFixed(1)} KB`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
