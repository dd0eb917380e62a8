import { GeoError } from './errors.ts';
import { readCrs, readGeoJson } from './geojson.ts';
import { fromLks94 } from './lks94.ts';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof GeoError) return error.code;
    throw error;
  }
  return undefined;
}

const lksRing = [
  [613_200, 6_126_300],
  [613_180, 6_126_520],
  [613_420, 6_126_540],
  [613_200, 6_126_300],
];

describe('readGeoJson', () => {
  it('reads a FeatureCollection, a Feature and a bare geometry', () => {
    const geometry = {
      type: 'Polygon',
      coordinates: [
        [
          [25, 55],
          [25.1, 55],
          [25.1, 55.1],
          [25, 55],
        ],
      ],
    };
    const feature = { type: 'Feature', properties: {}, geometry };
    expect(
      readGeoJson(JSON.stringify({ type: 'FeatureCollection', features: [feature, feature] })).geometries,
    ).toHaveLength(2);
    expect(readGeoJson(JSON.stringify(feature)).geometries).toEqual([geometry]);
    expect(readGeoJson(`\uFEFF${JSON.stringify(geometry)}`).geometries).toEqual([geometry]);
  });

  it('reprojects LKS-94 named by crs, or recognised by magnitude', () => {
    const named = {
      type: 'Feature',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::3346' } },
      properties: {},
      geometry: { type: 'Polygon', coordinates: [lksRing] },
    };
    const read = readGeoJson(JSON.stringify(named));
    expect(read.warnings).toEqual(['reprojectedLks94']);
    const ring = (read.geometries[0]!.coordinates as number[][][])[0]!;
    expect(ring[0]).toEqual(fromLks94([613_200, 6_126_300]));
    const bare = readGeoJson(JSON.stringify({ type: 'Polygon', coordinates: [lksRing] }));
    expect(bare.warnings).toEqual(['assumedLks94']);
    expect((bare.geometries[0]!.coordinates as number[][][])[0]![0]).toEqual(ring[0]);
  });

  it('drops heights and refuses what is not GeoJSON', () => {
    const withZ = {
      type: 'LineString',
      coordinates: [
        [25, 55, 120],
        [25.1, 55, 121],
      ],
    };
    expect(readGeoJson(JSON.stringify(withZ)).geometries[0]!.coordinates).toEqual([
      [25, 55],
      [25.1, 55],
    ]);
    expect(codeOf(() => readGeoJson('{"type":'))).toBe('invalidJson');
    expect(codeOf(() => readGeoJson('[1,2]'))).toBe('notGeoJson');
    expect(codeOf(() => readGeoJson('{"type":"Circle","coordinates":[25,55]}'))).toBe('notGeoJson');
    expect(codeOf(() => readGeoJson('{"type":"FeatureCollection","features":[{"type":"Polygon"}]}'))).toBe(
      'notGeoJson',
    );
    expect(codeOf(() => readGeoJson('{"type":"Polygon","coordinates":[[["25","55"]]]}'))).toBe(
      'invalidCoordinates',
    );
    expect(codeOf(() => readGeoJson('{"type":"Point","coordinates":[25]}'))).toBe('invalidCoordinates');
  });

  it('knows crs names', () => {
    expect(readCrs(undefined)).toBeNull();
    expect(readCrs({ type: 'name', properties: { name: 'EPSG:3346' } })).toBe('lks94');
    expect(readCrs({ type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } })).toBe('wgs84');
    expect(readCrs({ type: 'name', properties: { name: 'EPSG:4326' } })).toBe('wgs84');
    expect(codeOf(() => readCrs({ type: 'name', properties: { name: 'EPSG:3857' } }))).toBe(
      'unsupportedProjection',
    );
    expect(codeOf(() => readCrs({ type: 'link' }))).toBe('unsupportedProjection');
  });
});
