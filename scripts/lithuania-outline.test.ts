import { readFileSync } from 'node:fs';
import type { FeatureCollection, MultiPolygon } from 'geojson';
import { roundPolygons, roundRing } from './lithuania-outline.ts';

describe('the outline script', () => {
  it('rounds a ring, drops repeated points and keeps it closed', () => {
    expect(
      roundRing([
        [21.000001, 55.000001],
        [21.000002, 55.000002],
        [22.123456, 55.5],
        [22.5, 56.123449],
        [21.00004, 55.00004],
      ]),
    ).toEqual([
      [21, 55],
      [22.1235, 55.5],
      [22.5, 56.1234],
      [21, 55],
    ]);
  });

  it('drops rings that rounding leaves without area', () => {
    expect(
      roundRing([
        [21, 55],
        [21.00001, 55.00001],
        [21, 55],
      ]),
    ).toBeNull();
    const polygon = roundPolygons({
      type: 'Polygon',
      coordinates: [
        [
          [21, 55],
          [22, 55],
          [22, 56],
          [21, 55],
        ],
        [
          [21.5, 55.5],
          [21.50001, 55.5],
          [21.5, 55.5],
        ],
      ],
    });
    expect(polygon.coordinates).toHaveLength(1);
    expect(polygon.coordinates[0]).toHaveLength(1);
  });

  it('committed public/map/lithuania.geojson: Lithuania, small, where Lithuania is', () => {
    const text = readFileSync(new URL('../public/map/lithuania.geojson', import.meta.url), 'utf8');
    expect(text.length).toBeLessThan(40 * 1024);
    const outline = JSON.parse(text) as FeatureCollection<MultiPolygon>;
    expect(outline.features).toHaveLength(1);
    const [feature] = outline.features;
    expect(feature?.id).toBe('440');
    const points = feature!.geometry.coordinates.flat(2);
    expect(points.length).toBeGreaterThan(300);
    const lons = points.map((p) => p[0]!);
    const lats = points.map((p) => p[1]!);
    expect(Math.min(...lons)).toBeCloseTo(20.93, 1);
    expect(Math.max(...lons)).toBeCloseTo(26.8, 1);
    expect(Math.min(...lats)).toBeCloseTo(53.89, 1);
    expect(Math.max(...lats)).toBeCloseTo(56.44, 1);
  });
});
