import { readFileSync } from 'node:fs';
import { LABANORAS, shoelaceM2 } from '../../../../scripts/boundary-fixtures.ts';
import { lithuaniaOutline, readBoundary } from '../../../shared/geo/boundary.ts';
import { fromLks94 } from '../../../shared/geo/lks94.ts';
import { BOUNDARY_FILE_NAMES, BOUNDARY_FILE_TYPE, boundaryFile, boundaryGeoJson } from './boundary-file.ts';
import { drawnPolygon } from './drawing.ts';

const outline = lithuaniaOutline(
  JSON.parse(readFileSync(new URL('../../../../public/map/lithuania.geojson', import.meta.url), 'utf8')),
);
const polygon = drawnPolygon(LABANORAS.slice(0, -1).map((p) => fromLks94(p)));

describe('the boundary file of a drawn or typed boundary', () => {
  it('is one GeoJSON Feature with the polygon and how it was given', () => {
    expect(JSON.parse(boundaryGeoJson(polygon, 'map'))).toEqual({
      type: 'Feature',
      properties: { source: 'map' },
      geometry: polygon,
    });
  });

  it('is a File named by its way, of the GeoJSON media type', () => {
    const file = boundaryFile(polygon, 'coordinates');
    expect(file.name).toBe(BOUNDARY_FILE_NAMES.coordinates);
    expect(file.name).toMatch(/\.geojson$/);
    expect(file.type).toBe(BOUNDARY_FILE_TYPE);
    expect(boundaryFile(polygon, 'map').name).not.toBe(file.name);
  });

  it('reads back through the server reader as the same polygon and area', async () => {
    const file = boundaryFile(polygon, 'map');
    const result = readBoundary(
      { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      outline,
    );
    if (!result.ok) throw new Error(result.code);
    expect(result.geometry.type).toBe('Polygon');
    expect(result.warnings).toEqual([]);
    expect(Math.abs(result.areaHa - shoelaceM2(LABANORAS) / 10_000)).toBeLessThan(0.01);
  });
});
