// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../i18n/all-messages.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  boundaryTooLarge,
  FIXTURE_DIR,
  fixtures,
  holeTouchingTwice,
  LABANORAS,
  shapefileZip,
  shoelaceM2,
  squares,
  TOO_LARGE,
} from '../../../scripts/boundary-fixtures.ts';
import { PERMIT_MESSAGE_IDS } from '../i18n/catalog-permits.gen.ts';
import { translate } from '../i18n/index.ts';
import {
  areaHectares,
  findDisconnectedInterior,
  findSelfIntersection,
  isInsideLithuania,
  lithuaniaOutline,
  MAX_BOUNDARY_BYTES,
  parseCoordinates,
  readBoundary,
  unreadableCoordinateLines,
  validateBoundary,
} from './boundary.ts';
import { GEO_ERROR_MESSAGES, GEO_WARNING_MESSAGES, geoMessageValues } from './errors.ts';
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

  it('calls a bow-tie with loops of the same size a crossing, not a ring without area', () => {
    // Its signed area is zero: the two loops cancel out.
    const bowTie = (
      [
        [613_000, 6_126_000],
        [613_100, 6_126_000],
        [613_000, 6_126_100],
        [613_100, 6_126_100],
        [613_000, 6_126_000],
      ] as Position[]
    ).map((p) => fromLks94(p));
    const result = validateBoundary({ type: 'Polygon', coordinates: [bowTie] }, outline);
    expect(result).toMatchObject({ ok: false, code: 'selfIntersection' });
    const [lon, lat] = fromLks94([613_050, 6_126_050]);
    if (!result.ok) expect(Number(result.values?.lat)).toBeCloseTo(lat, 5);
    if (!result.ok) expect(Number(result.values?.lon)).toBeCloseTo(lon, 5);
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

describe('how rings sit in one another (OGC simple features)', () => {
  const degrees = (rings: Position[][]) => rings.map((ring) => ring.map((p) => fromLks94(p)));
  const polygon = (rings: Position[][]) => ({ type: 'Polygon', coordinates: degrees(rings) });
  const multi = (...polygons: Position[][][]) => ({
    type: 'MultiPolygon',
    coordinates: polygons.map(degrees),
  });

  it('refuses a hole touching its shell at two points: the plot falls in two', () => {
    const rings = holeTouchingTwice();
    expect(findSelfIntersection(rings)).toBeNull();
    expect(findDisconnectedInterior(rings)).not.toBeNull();
    const result = validateBoundary(polygon(rings), outline);
    expect(result).toMatchObject({ ok: false, code: 'interiorDisconnected' });
    // The place named is one of the two touching corners (the middles of the west and east sides).
    if (result.ok) return;
    const named = [result.values?.lon, result.values?.lat].map(Number);
    const corners = (
      [
        [613_000, 6_126_100],
        [613_200, 6_126_100],
      ] as Position[]
    ).map((p) => fromLks94(p));
    expect(corners.some(([lon, lat]) => Math.hypot(lon - named[0]!, lat - named[1]!) < 1e-6)).toBe(true);
  });

  it('allows a hole touching its shell at one point, and rings all meeting at one point', () => {
    const [shell, diamond] = holeTouchingTwice();
    // The diamond pulled in from the east side: it touches the west side only.
    const once = diamond!.map(([x, y]) => [x === 613_200 ? 613_190 : x, y] as Position);
    expect(findDisconnectedInterior([shell!, once])).toBeNull();
    expect(validateBoundary(polygon([shell!, once]), outline)).toMatchObject({ ok: true });
    // Three holes sharing one corner in the middle of the plot: no piece is cut off.
    const star: Position[][] = [
      squares(0, 0, [100])[0]!,
      [
        [0, 0],
        [-20, 10],
        [-20, -10],
        [0, 0],
      ],
      [
        [0, 0],
        [20, 10],
        [20, -10],
        [0, 0],
      ],
      [
        [0, 0],
        [10, 20],
        [-10, 20],
        [0, 0],
      ],
    ];
    expect(findSelfIntersection(star)).toBeNull();
    expect(findDisconnectedInterior(star)).toBeNull();
  });

  it('refuses two holes touching each other at two points, and three rings touching in a loop', () => {
    const shell = squares(0, 0, [400])[0]!;
    // A U-shaped hole with a triangle resting on the tips of the U: the pocket inside is cut off.
    const u: Position[] = [
      [-50, -50],
      [-50, 20],
      [-30, 20],
      [-30, -30],
      [30, -30],
      [30, 20],
      [50, 20],
      [50, -50],
      [-50, -50],
    ];
    const lid: Position[] = [
      [-30, 20],
      [0, 60],
      [30, 20],
      [-30, 20],
    ];
    expect(findSelfIntersection([shell, u, lid])).toBeNull();
    expect([
      [-30, 20],
      [30, 20],
    ]).toContainEqual(findDisconnectedInterior([shell, u, lid]));
    // Two triangles touching the west side at two places and each other: the gap between is cut off.
    const west: Position[] = [
      [-200, -50],
      [-100, 0],
      [-150, -100],
      [-200, -50],
    ];
    const north: Position[] = [
      [-200, 50],
      [-150, 100],
      [-100, 0],
      [-200, 50],
    ];
    const westSide = [...shell.slice(0, 1), [-200, -50], [-200, 50], ...shell.slice(1)] as Position[];
    expect(findSelfIntersection([westSide, west, north])).toBeNull();
    expect(findDisconnectedInterior([westSide, west, north])).not.toBeNull();
    // The same without the second touch on the shell is fine.
    const apart = north.map(([x, y]) => [x === -200 ? -190 : x, y] as Position);
    expect(findDisconnectedInterior([westSide, west, apart])).toBeNull();
  });

  it('refuses a hole inside another hole', () => {
    const result = validateBoundary(polygon(squares(613_000, 6_126_000, [300, 200, 100])), outline);
    expect(result).toMatchObject({ ok: false, code: 'nestedHole' });
    // Two holes side by side are fine.
    const [shell] = squares(613_000, 6_126_000, [300]);
    const [left] = squares(612_940, 6_126_000, [100]);
    const [right] = squares(613_060, 6_126_000, [100]);
    expect(validateBoundary(polygon([shell!, left!.reverse(), right!.reverse()]), outline)).toMatchObject({
      ok: true,
      areaHa: 7,
    });
  });

  it('refuses a multipolygon part inside another, but allows an island in a hole and parts touching at points', () => {
    const [big, hole] = squares(613_000, 6_126_000, [300, 200]);
    const [small] = squares(613_000, 6_126_000, [100]);
    expect(validateBoundary(multi([big!], [small!]), outline)).toMatchObject({
      ok: false,
      code: 'polygonsOverlap',
    });
    expect(validateBoundary(multi([small!], [big!]), outline)).toMatchObject({ code: 'polygonsOverlap' });
    expect(validateBoundary(multi([big!, hole!], [small!]), outline)).toMatchObject({ ok: true, areaHa: 6 });
    // Two plots meeting at two corners: their boundaries touch at finitely many points, allowed.
    const [x, y] = [613_000, 6_126_000];
    const a: Position[] = [
      [x, y],
      [x, y + 100],
      [x + 100, y + 100],
      [x + 50, y + 50],
      [x + 100, y],
      [x, y],
    ];
    const b: Position[] = [
      [x + 100, y],
      [x + 200, y],
      [x + 200, y + 100],
      [x + 100, y + 100],
      [x + 150, y + 50],
      [x + 100, y],
    ];
    expect(validateBoundary(multi([a], [b]), outline)).toMatchObject({ ok: true, areaHa: 1.5 });
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
    expect(parseCoordinates('1 2 3 4', outline)).toMatchObject({
      code: 'coordinateLine',
      values: { line: 1 },
    });
    expect(parseCoordinates('  \n', outline)).toMatchObject({ code: 'noCoordinates' });
    expect(parseCoordinates('613200 6126300\n55.25, 25.78\n613420 6126540', outline)).toMatchObject({
      code: 'unknownCoordinates',
    });
    expect(parseCoordinates('613200 6126300\n613180 6126520', outline)).toMatchObject({
      code: 'ringTooShort',
    });
  });
});

describe('parseCoordinates: what foresters paste', () => {
  const lks = LABANORAS.slice(0, -1);

  it('skips a first line of column names and point numbers before the coordinates', () => {
    const text = ['Nr. X Y', ...lks.map(([x, y], i) => `${i + 1}\t${y}\t${x}`)].join('\n');
    const result = parseCoordinates(text, outline);
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(Math.abs(result.areaHa - shoelaceM2(LABANORAS) / 10_000)).toBeLessThan(0.01);
    expect(parseCoordinates(lks.map(([x, y], i) => `${i + 1}. ${x} ${y}`).join('\n'), outline).ok).toBe(true);
    // Column names anywhere else are a line that cannot be read.
    expect(
      parseCoordinates(
        `${lks[0]!.join(' ')}\nX Y\n${lks
          .slice(1)
          .map((p) => p.join(' '))
          .join('\n')}`,
        outline,
      ),
    ).toMatchObject({
      code: 'coordinateLine',
      values: { line: 2 },
    });
  });

  it('reads degrees with a degree sign', () => {
    const text = LABANORAS.map((p) => fromLks94(p))
      .map(([lon, lat]) => `${lat.toFixed(6)}° ${lon.toFixed(6)}°`)
      .join('\n');
    expect(parseCoordinates(text, outline)).toMatchObject({ ok: true, warnings: [] });
  });

  it('lists every line it cannot read', () => {
    expect(unreadableCoordinateLines('613200 6126300\nabc\n\n613420 6126540\n1 2 3 4\n')).toEqual([2, 5]);
    expect(unreadableCoordinateLines('X Y\n613200 6126300')).toEqual([]);
    expect(unreadableCoordinateLines('')).toEqual([]);
  });
});

describe('geoMessageValues', () => {
  it("writes places with six decimals and the language's decimal sign, and leaves counts as numbers", () => {
    const values = { lat: 54.6857, lon: 25.28771234, count: 2 };
    expect(geoMessageValues(values, 'lt')).toEqual({ lat: '54,685700', lon: '25,287712', count: 2 });
    expect(geoMessageValues(values, 'en')).toEqual({ lat: '54.685700', lon: '25.287712', count: 2 });
    expect(geoMessageValues(undefined, 'lt')).toBeUndefined();
  });

  it('gives messages in each language with its own numbers', () => {
    const result = readBoundary(
      {
        name: 'b.geojson',
        bytes: new Uint8Array(readFileSync(join(FIXTURE_DIR, 'outside-lithuania.geojson'))),
      },
      outline,
    );
    if (result.ok) throw new Error('accepted');
    expect(typeof result.values?.lat).toBe('number');
    expect(translate('lt', result.message, geoMessageValues(result.values, 'lt'))).toContain(
      'platuma 52,700000, ilguma 23,850000',
    );
    expect(translate('en', result.message, geoMessageValues(result.values, 'en'))).toContain(
      'latitude 52.700000, longitude 23.850000',
    );
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
