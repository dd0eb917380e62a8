import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  boundaryTooLarge,
  FIXTURE_DIR,
  fixtures,
  LABANORAS,
  shapefileZip,
  shoelaceM2,
  TOO_LARGE,
} from '../../../scripts/boundary-fixtures.ts';
import { PERMIT_MESSAGE_IDS } from '../i18n/catalog-permits.gen.ts';
import {
  areaHectares,
  findSelfIntersection,
  isInsideLithuania,
  lithuaniaOutline,
  MAX_BOUNDARY_BYTES,
  parseCoordinates,
  readBoundary,
  validateBoundary,
} from './boundary.ts';
import { GEO_ERROR_MESSAGES, GEO_WARNING_MESSAGES } from './errors.ts';
import { fromLks94, type Position } from './lks94.ts';

const outline = lithuaniaOutline(
  JSON.parse(readFileSync(new URL('../../../public/map/lithuania.geojson', import.meta.url), 'utf8')),
);

interface ExpectedEntry {
  file: string;
  generated?: boolean;
  expected:
    | { ok: true; type: string; areaHa: number; warnings: string[]; properties?: Record<string, unknown> }
    | { ok: false; code: string };
}
const expectedList: ExpectedEntry[] = JSON.parse(readFileSync(join(FIXTURE_DIR, 'expected.json'), 'utf8'));

describe('boundary fixtures (tests/fixtures/boundaries/expected.json)', () => {
  it('lists every fixture the builder makes, and the committed files are what it makes now', () => {
    const built = fixtures();
    expect(expectedList.map((e) => e.file).sort()).toEqual(
      [...built.map((f) => f.file), TOO_LARGE.file].sort(),
    );
    for (const f of built) {
      expect(new Uint8Array(readFileSync(join(FIXTURE_DIR, f.file))), f.file).toEqual(f.bytes);
      expect(expectedList.find((e) => e.file === f.file)?.expected, f.file).toEqual(f.expected);
    }
  });

  for (const entry of expectedList) {
    it(`${entry.file} → ${entry.expected.ok ? 'accepted' : entry.expected.code}`, () => {
      const bytes = entry.generated
        ? boundaryTooLarge()
        : new Uint8Array(readFileSync(join(FIXTURE_DIR, entry.file)));
      const result = readBoundary({ name: entry.file, bytes }, outline);
      if (entry.expected.ok) {
        if (!result.ok) throw new Error(`${entry.file}: ${result.code} ${JSON.stringify(result.values)}`);
        expect(result.geometry.type).toBe(entry.expected.type);
        expect(Math.abs(result.areaHa - entry.expected.areaHa)).toBeLessThanOrEqual(0.01);
        expect(result.warnings).toEqual(entry.expected.warnings);
      } else {
        expect(result.ok ? 'ok' : result.code).toBe(entry.expected.code);
        if (!result.ok) expect(result.message).toBe(GEO_ERROR_MESSAGES[result.code]);
      }
    });
  }

  it('the file over 10 MB is over the limit and refused before parsing', () => {
    const bytes = boundaryTooLarge();
    expect(bytes.byteLength).toBeGreaterThan(MAX_BOUNDARY_BYTES);
    // Not even a zip: parsing would say zipCorrupt, so the size check must come first.
    expect(
      readBoundary({ name: 'x.zip', bytes: new Uint8Array(MAX_BOUNDARY_BYTES + 1) }, outline),
    ).toMatchObject({
      ok: false,
      code: 'fileTooLarge',
      values: { max: 10 },
    });
  });
});

describe('readBoundary', () => {
  it('refuses empty files and other formats', () => {
    expect(readBoundary({ name: 'a.geojson', bytes: new Uint8Array() }, outline)).toMatchObject({
      code: 'emptyFile',
    });
    expect(readBoundary({ name: 'a.kml', bytes: new Uint8Array([1]) }, outline)).toMatchObject({
      code: 'unsupportedFormat',
    });
    const text = (s: string) => new TextEncoder().encode(s);
    expect(readBoundary({ name: 'a.json', bytes: text('{') }, outline)).toMatchObject({
      code: 'invalidJson',
    });
    expect(
      readBoundary({ name: 'a.json', bytes: text('{"type":"FeatureCollection","features":[]}') }, outline),
    ).toMatchObject({
      code: 'noGeometry',
    });
  });

  it('reports where a bow-tie crosses itself: the middle of the crossing diagonals', () => {
    const bytes = readFileSync(join(FIXTURE_DIR, 'bow-tie.geojson'));
    const result = readBoundary({ name: 'bow-tie.geojson', bytes: new Uint8Array(bytes) }, outline);
    if (result.ok) throw new Error('bow-tie accepted');
    // Diagonals of the designed quadrilateral cross near its middle (613 310, 6 126 420 in LKS-94).
    const [lon, lat] = fromLks94([613_310, 6_126_420]);
    expect(Number(result.values?.lat)).toBeCloseTo(lat, 3);
    expect(Number(result.values?.lon)).toBeCloseTo(lon, 3);
  });

  it('reads a shapefile whose rings are all one record with a hole, and refuses one with too few points', () => {
    const zip = shapefileZip({ records: [[LABANORAS.slice(0, 2).concat([LABANORAS[0]!])]] });
    expect(readBoundary({ name: 'k.zip', bytes: zip }, outline)).toMatchObject({ code: 'ringTooShort' });
  });
});

describe('validateBoundary', () => {
  const ring: Position[] = LABANORAS.map((p) => fromLks94(p));

  it('accepts a drawn polygon and computes its area in LKS-94 to 0.01 ha', () => {
    const result = validateBoundary({ type: 'Polygon', coordinates: [ring] }, outline);
    expect(result).toMatchObject({ ok: true, areaHa: Math.round(shoelaceM2(LABANORAS) / 100) / 100 });
  });

  it('drops repeated points but refuses rings of fewer than 3 corners and rings with no area', () => {
    const repeated = [ring[0]!, ring[0]!, ...ring.slice(1)];
    expect(validateBoundary({ type: 'Polygon', coordinates: [repeated] }, outline).ok).toBe(true);
    const flat = [ring[0]!, ring[1]!, ring[0]!, ring[1]!, ring[0]!];
    expect(validateBoundary({ type: 'Polygon', coordinates: [flat] }, outline).ok).toBe(false);
    const line: Position[] = (
      [
        [613_000, 6_126_000],
        [613_100, 6_126_100],
        [613_200, 6_126_200],
        [613_000, 6_126_000],
      ] as Position[]
    ).map((p) => fromLks94(p));
    expect(validateBoundary({ type: 'Polygon', coordinates: [line] }, outline)).toMatchObject({
      code: 'zeroArea',
    });
  });

  it('names points and lines for the notPolygon message', () => {
    expect(validateBoundary({ type: 'Point', coordinates: [25, 55] }, outline)).toMatchObject({
      code: 'notPolygon',
      values: { type: 'point' },
    });
    expect(validateBoundary({ type: 'MultiLineString', coordinates: [] }, outline)).toMatchObject({
      values: { type: 'line' },
    });
    expect(validateBoundary({ type: 'Polygon', coordinates: [[['a', 1]]] }, outline)).toMatchObject({
      code: 'invalidCoordinates',
    });
  });

  it('refuses a spike that folds back along itself and a ring that touches itself at a vertex', () => {
    const spike: Position[] = [
      [0, 0],
      [10, 0],
      [20, 0],
      [15, 0],
      [15, 10],
      [0, 0],
    ];
    expect(findSelfIntersection([spike])).not.toBeNull();
    const touching: Position[] = [
      [0, 0],
      [10, 0],
      [5, 5],
      [10, 10],
      [0, 10],
      [5, 5],
      [0, 0],
    ];
    expect(findSelfIntersection([touching])).toEqual([5, 5]);
    const square: Position[] = [
      [0, 0],
      [0, 10],
      [10, 10],
      [10, 0],
      [0, 0],
    ];
    expect(findSelfIntersection([square])).toBeNull();
  });

  it('allows a hole touching its shell at one point but not crossing it', () => {
    const shell: Position[] = [
      [0, 0],
      [0, 10],
      [10, 10],
      [10, 0],
      [0, 0],
    ];
    const touchingHole: Position[] = [
      [0, 5],
      [3, 6],
      [3, 4],
      [0, 5],
    ];
    expect(findSelfIntersection([shell, touchingHole])).toBeNull();
    const crossingHole: Position[] = [
      [-1, 5],
      [3, 6],
      [3, 4],
      [-1, 5],
    ];
    expect(findSelfIntersection([shell, crossingHole])).not.toBeNull();
  });

  it('finds crossings in rings of a few thousand vertices quickly', () => {
    const n = 4000;
    const circle: Position[] = Array.from({ length: n }, (_, i) => {
      const a = (-2 * Math.PI * i) / n;
      return [600_000 + 500 * Math.cos(a), 6_100_000 + 500 * Math.sin(a)];
    });
    circle.push(circle[0]!);
    const started = performance.now();
    expect(findSelfIntersection([circle])).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('computes area with holes subtracted', () => {
    const square = (x: number, y: number, size: number): Position[] =>
      [
        [x, y],
        [x, y + size],
        [x + size, y + size],
        [x + size, y],
        [x, y],
      ].map((p) => fromLks94(p as Position));
    expect(
      areaHectares({
        type: 'Polygon',
        coordinates: [square(600_000, 6_100_000, 200), square(600_050, 6_100_050, 100)],
      }),
    ).toBe(3);
  });
});

describe('isInsideLithuania', () => {
  it('knows Vilnius, Nida on the Curonian Spit, Riga and Minsk', () => {
    expect(isInsideLithuania([25.2877, 54.6857], outline)).toBe(true);
    expect(isInsideLithuania([21.0, 55.31], outline)).toBe(true);
    expect(isInsideLithuania([24.1052, 56.9496], outline)).toBe(false);
    expect(isInsideLithuania([27.5615, 53.9045], outline)).toBe(false);
  });

  it('allows about 1 km outside the outline for the generalised coast and border', () => {
    // Due west of Klaipėda's coast, in the sea: 500 m out is accepted, 3 km out is not.
    const coastLat = 55.7;
    const coast = [21.0, 21.05, 21.08, 21.1].find((lon) => isInsideLithuania([lon, coastLat], outline, 0))!;
    let lon = coast;
    while (isInsideLithuania([lon, coastLat], outline, 0)) lon -= 0.0005;
    const degPerKm = 1 / (111.32 * Math.cos((coastLat * Math.PI) / 180));
    expect(isInsideLithuania([lon - 0.5 * degPerKm, coastLat], outline)).toBe(true);
    expect(isInsideLithuania([lon - 3 * degPerKm, coastLat], outline)).toBe(false);
  });
});

describe('parseCoordinates', () => {
  const lks = LABANORAS.slice(0, -1);

  it('reads LKS-94 "x y" lines and closes the ring for the person', () => {
    const result = parseCoordinates(lks.map(([x, y]) => `${x} ${y}`).join('\n'), outline);
    expect(result).toMatchObject({
      ok: true,
      warnings: [GEO_WARNING_MESSAGES.reprojectedLks94, GEO_WARNING_MESSAGES.ringClosed],
    });
    if (result.ok) expect(Math.abs(result.areaHa - shoelaceM2(LABANORAS) / 10_000)).toBeLessThan(0.01);
  });

  it('reads northing-first LKS-94 (X as northing) and says it swapped them', () => {
    const result = parseCoordinates(LABANORAS.map(([x, y]) => `${y}\t${x}`).join('\r\n'), outline);
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(result.warnings).toContain(GEO_WARNING_MESSAGES.swappedAxes);
  });

  it('reads "lat, lon" degrees with dots or decimal commas', () => {
    const degrees = LABANORAS.map((p) => fromLks94(p));
    const dots = degrees.map(([lon, lat]) => `${lat.toFixed(7)}, ${lon.toFixed(7)}`).join('\n');
    const commas = degrees
      .map(([lon, lat]) => `${lat.toFixed(7).replace('.', ',')} ${lon.toFixed(7).replace('.', ',')}`)
      .join('\n');
    for (const text of [dots, commas, `\n${dots}\n\n`]) {
      const result = parseCoordinates(text, outline);
      expect(result).toMatchObject({ ok: true, warnings: [] });
      if (result.ok) expect(Math.abs(result.areaHa - shoelaceM2(LABANORAS) / 10_000)).toBeLessThan(0.01);
    }
  });

  it('says which line it cannot read, and refuses nothing, mixed systems and too few corners', () => {
    expect(parseCoordinates('613200 6126300\n613180 abc\n', outline)).toMatchObject({
      code: 'coordinateLine',
      values: { line: 2 },
    });
    expect(parseCoordinates('1 2 3', outline)).toMatchObject({ code: 'coordinateLine', values: { line: 1 } });
    expect(parseCoordinates('  \n', outline)).toMatchObject({ code: 'noCoordinates' });
    expect(parseCoordinates('613200 6126300\n55.25, 25.78\n613420 6126540', outline)).toMatchObject({
      code: 'unknownCoordinates',
    });
    expect(parseCoordinates('613200 6126300\n613180 6126520', outline)).toMatchObject({
      code: 'ringTooShort',
    });
  });
});

describe('messages', () => {
  it('every error and warning has a message in the geo catalog', () => {
    const ids = new Set<string>(PERMIT_MESSAGE_IDS);
    for (const id of [...Object.values(GEO_ERROR_MESSAGES), ...Object.values(GEO_WARNING_MESSAGES)]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});
