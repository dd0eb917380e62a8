/**
 * Writes the forest felling boundary fixtures (issue 7) into `tests/fixtures/boundaries/`, with
 * `expected.json` saying what `readBoundary` must answer for each; `src/shared/geo/boundary.test.ts`
 * runs them all. Run again after changing this file: `npx tsx scripts/boundary-fixtures.ts`.
 *
 * Plots are designed in LKS-94 metres (the way foresters measure them) in real forests – the
 * Labanoras forest (Labanoro regioninis parkas) and the Dubrava forest near Kaunas – so expected
 * areas come from the design, not from the code under test. Shapefiles are written here by a small
 * writer (`.shp`, `.shx`, `.dbf`, optional `.prj` / `.cpg`), zipped with fflate with a fixed time so
 * the files do not change from run to run.
 *
 * The "password-protected" zip is an ordinary zip with the encryption flag (general purpose bit 0)
 * set in its local and central headers: the data is not really encrypted, which is all detection
 * needs to be tested (readers refuse on the flag before touching the data). The file over 10 MB is
 * not committed: `boundaryTooLarge()` makes it in memory for the test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { fromLks94, type Position } from '../src/shared/geo/lks94.ts';

type Ring = Position[];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const FIXTURE_DIR = join(root, 'tests', 'fixtures', 'boundaries');
const ZIP_TIME = new Date('2026-11-01T12:00:00Z');

/** The WKT ArcGIS and QGIS write for EPSG:3346. */
export const LKS94_PRJ =
  'PROJCS["LKS94_Lithuania_TM",GEOGCS["GCS_LKS_1994",DATUM["D_Lithuania_1994",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",24.0],PARAMETER["Scale_Factor",0.9998],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]';
export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';
export const WEB_MERCATOR_PRJ =
  'PROJCS["WGS_1984_Web_Mercator_Auxiliary_Sphere",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Mercator_Auxiliary_Sphere"],UNIT["Meter",1.0]]';

// ---------------------------------------------------------------------------------------------
// Plots (LKS-94 metres, shells listed clockwise as shapefiles want them)

/** Labanoras forest, Švenčionys district: a 5.52 ha cutting. */
export const LABANORAS: Ring = [
  [613_200, 6_126_300],
  [613_180, 6_126_520],
  [613_420, 6_126_540],
  [613_440, 6_126_300],
  [613_200, 6_126_300],
];
/** A 0.12 ha retained patch inside the Labanoras plot (a hole: counter-clockwise). */
export const LABANORAS_HOLE: Ring = [
  [613_300, 6_126_400],
  [613_340, 6_126_400],
  [613_340, 6_126_430],
  [613_300, 6_126_430],
  [613_300, 6_126_400],
];
/** Dubrava forest, Kaunas district: two plots of one felling (1.2 ha + 0.75 ha). */
export const DUBRAVA: Ring[] = [
  [
    [506_000, 6_079_000],
    [506_000, 6_079_100],
    [506_120, 6_079_100],
    [506_120, 6_079_000],
    [506_000, 6_079_000],
  ],
  [
    [506_300, 6_079_000],
    [506_300, 6_079_050],
    [506_450, 6_079_050],
    [506_450, 6_079_000],
    [506_300, 6_079_000],
  ],
];

/** Squares around one centre, `sizes` metres across, the first a shell and the rest its holes. */
export function squares(centreX: number, centreY: number, sizes: number[]): Ring[] {
  return sizes.map((size, i) => {
    const [x, y] = [centreX - size / 2, centreY - size / 2];
    const ring: Ring = [
      [x, y],
      [x, y + size],
      [x + size, y + size],
      [x + size, y],
      [x, y],
    ];
    // Shells clockwise, holes counter-clockwise, as shapefiles want them.
    return i === 0 ? ring : ring.reverse();
  });
}

/** A 200 m plot and a diamond-shaped hole touching its west and east sides at their middles. */
export function holeTouchingTwice(): Ring[] {
  const [x, y] = [613_000, 6_126_000];
  return [
    [
      [x, y],
      [x, y + 100],
      [x, y + 200],
      [x + 200, y + 200],
      [x + 200, y + 100],
      [x + 200, y],
      [x, y],
    ],
    [
      [x, y + 100],
      [x + 100, y + 50],
      [x + 200, y + 100],
      [x + 100, y + 150],
      [x, y + 100],
    ],
  ];
}

export function shoelaceM2(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++)
    sum += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
  return Math.abs(sum / 2);
}

const ha = (m2: number) => Math.round(m2 / 100) / 100;

function toDegrees(ring: Ring): Ring {
  return ring.map((p) => {
    const [lon, lat] = fromLks94(p);
    return [Math.round(lon * 1e7) / 1e7, Math.round(lat * 1e7) / 1e7];
  });
}

// ---------------------------------------------------------------------------------------------
// Shapefile writer

const CP1257_BYTES = (() => {
  const decoder = new TextDecoder('windows-1257');
  const map = new Map<string, number>();
  for (let b = 0; b < 256; b++) {
    const ch = decoder.decode(new Uint8Array([b]));
    if (ch !== '\uFFFD' && !map.has(ch)) map.set(ch, b);
  }
  return map;
})();

/** Text → windows-1257 bytes (the Baltic code page); throws on a character it lacks. */
export function encodeWindows1257(text: string): Uint8Array {
  return Uint8Array.from([...text], (ch) => {
    const b = CP1257_BYTES.get(ch);
    if (b === undefined) throw new Error(`not in windows-1257: ${ch}`);
    return b;
  });
}

export interface DbfField {
  name: string;
  type: 'C' | 'N';
  length: number;
}

export function writeDbf(
  fields: DbfField[],
  records: Record<string, string | number>[],
  encode: (text: string) => Uint8Array = encodeWindows1257,
): Uint8Array {
  const headerLength = 32 + 32 * fields.length + 1;
  const recordLength = 1 + fields.reduce((s, f) => s + f.length, 0);
  const out = new Uint8Array(headerLength + records.length * recordLength + 1);
  const view = new DataView(out.buffer);
  out[0] = 0x03;
  out.set([126, 11, 1], 1); // 2026-11-01
  view.setUint32(4, records.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  out[29] = 0x57; // language driver: ANSI (the code page is in .cpg or windows-1257 by convention)
  fields.forEach((f, i) => {
    const at = 32 + 32 * i;
    out.set(new TextEncoder().encode(f.name.slice(0, 10)), at);
    out[at + 11] = f.type.charCodeAt(0);
    out[at + 16] = f.length;
  });
  out[headerLength - 1] = 0x0d;
  records.forEach((record, r) => {
    let at = headerLength + r * recordLength;
    out[at++] = 0x20;
    for (const f of fields) {
      const value = record[f.name] ?? '';
      const bytes =
        f.type === 'N' ? new TextEncoder().encode(String(value).padStart(f.length)) : encode(String(value));
      out.fill(0x20, at, at + f.length);
      out.set(bytes.subarray(0, f.length), at);
      at += f.length;
    }
  });
  out[out.length - 1] = 0x1a;
  return out;
}

/** `.shp` and `.shx` for polygon records (type 5), each record a list of rings written as given. */
export function writePolygonShp(records: Ring[][]): { shp: Uint8Array; shx: Uint8Array } {
  const contents = records.map((rings) => {
    const points = rings.flat();
    const length = 44 + 4 * rings.length + 16 * points.length;
    const bytes = new Uint8Array(length);
    const v = new DataView(bytes.buffer);
    v.setInt32(0, 5, true);
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((n, i) => {
      v.setFloat64(4 + 8 * i, n, true);
    });
    v.setInt32(36, rings.length, true);
    v.setInt32(40, points.length, true);
    let start = 0;
    rings.forEach((ring, i) => {
      v.setInt32(44 + 4 * i, start, true);
      start += ring.length;
    });
    points.forEach(([x, y], i) => {
      v.setFloat64(44 + 4 * rings.length + 16 * i, x, true);
      v.setFloat64(52 + 4 * rings.length + 16 * i, y, true);
    });
    return bytes;
  });
  const all = records.flat(2);
  const header = (fileBytes: number) => {
    const h = new Uint8Array(100);
    const v = new DataView(h.buffer);
    v.setInt32(0, 9994, false);
    v.setInt32(24, fileBytes / 2, false);
    v.setInt32(28, 1000, true);
    v.setInt32(32, 5, true);
    const xs = all.map((p) => p[0]);
    const ys = all.map((p) => p[1]);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((n, i) => {
      v.setFloat64(36 + 8 * i, n, true);
    });
    return h;
  };
  const shpLength = 100 + contents.reduce((s, c) => s + 8 + c.length, 0);
  const shp = new Uint8Array(shpLength);
  const shx = new Uint8Array(100 + 8 * contents.length);
  shp.set(header(shpLength), 0);
  shx.set(header(shx.length), 0);
  const shpView = new DataView(shp.buffer);
  const shxView = new DataView(shx.buffer);
  let offset = 100;
  contents.forEach((c, i) => {
    shpView.setInt32(offset, i + 1, false);
    shpView.setInt32(offset + 4, c.length / 2, false);
    shp.set(c, offset + 8);
    shxView.setInt32(100 + 8 * i, offset / 2, false);
    shxView.setInt32(104 + 8 * i, c.length / 2, false);
    offset += 8 + c.length;
  });
  return { shp, shx };
}

export interface ShapefileParts {
  base?: string;
  records: Ring[][];
  fields?: DbfField[];
  attributes?: Record<string, string | number>[];
  prj?: string;
  cpg?: string;
  dbf?: boolean;
  /** Put every file under this folder inside the zip. */
  folder?: string;
  /** What a Mac's "Compress" adds: `__MACOSX/` resource forks of each file, and a `.DS_Store`. */
  mac?: boolean;
}

/** A zipped shapefile as `zip` of the files a GIS program writes. */
export function shapefileZip(parts: ShapefileParts): Uint8Array {
  const base = parts.base ?? 'kirtimas';
  const { shp, shx } = writePolygonShp(parts.records);
  const fields = parts.fields ?? [{ name: 'ID', type: 'N', length: 6 }];
  const attributes = parts.attributes ?? parts.records.map((_, i) => ({ ID: i + 1 }));
  const files: Record<string, Uint8Array> = { [`${base}.shp`]: shp, [`${base}.shx`]: shx };
  if (parts.dbf !== false) files[`${base}.dbf`] = writeDbf(fields, attributes);
  if (parts.prj) files[`${base}.prj`] = new TextEncoder().encode(parts.prj);
  if (parts.cpg) files[`${base}.cpg`] = new TextEncoder().encode(parts.cpg);
  const named = Object.fromEntries(
    Object.entries(files).map(([name, data]) => [parts.folder ? `${parts.folder}/${name}` : name, data]),
  );
  if (parts.mac) {
    // An AppleDouble header (magic 0x00051607) is enough to look like the real thing.
    const fork = new Uint8Array([0, 5, 22, 7, 0, 2, 0, 0]);
    for (const name of Object.keys(named)) {
      const at = name.lastIndexOf('/') + 1;
      named[`__MACOSX/${name.slice(0, at)}._${name.slice(at)}`] = fork;
    }
    named[parts.folder ? `${parts.folder}/.DS_Store` : '.DS_Store'] = new Uint8Array([
      0, 0, 0, 1, 66, 117, 100, 49,
    ]);
  }
  return zipSync(named, { mtime: ZIP_TIME });
}

/** Sets the "encrypted" flag (general purpose bit 0) on every entry of a zip. */
export function markEncrypted(zip: Uint8Array): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  let end = out.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end--;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  for (let i = 0; i < count; i++) {
    view.setUint16(offset + 8, view.getUint16(offset + 8, true) | 1, true);
    const local = view.getUint32(offset + 42, true);
    view.setUint16(local + 6, view.getUint16(local + 6, true) | 1, true);
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  return out;
}

/** A GeoJSON file over 10 MB (a valid polygon padded with a long property). */
export function boundaryTooLarge(): Uint8Array {
  const feature = {
    type: 'Feature',
    properties: { pastabos: 'x'.repeat(10 * 1024 * 1024) },
    geometry: { type: 'Polygon', coordinates: [toDegrees(LABANORAS)] },
  };
  return new TextEncoder().encode(JSON.stringify(feature));
}

// ---------------------------------------------------------------------------------------------
// The fixtures

export type Expected =
  | {
      ok: true;
      type: 'Polygon' | 'MultiPolygon';
      areaHa: number;
      warnings: string[];
      properties?: Record<string, unknown>;
    }
  | { ok: false; code: string };

export interface Fixture {
  file: string;
  description: string;
  bytes: Uint8Array;
  expected: Expected;
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
const polygon = (rings: Ring[]) => ({ type: 'Polygon', coordinates: rings.map(toDegrees) });
const feature = (geometry: unknown, properties: Record<string, unknown> = {}) => ({
  type: 'Feature',
  properties,
  geometry,
});
const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });

const LITHUANIAN_NAME = 'Labanoro giria, ąžuolų ir šilų kirtimas – Švenčionių r.';

export function fixtures(): Fixture[] {
  const labanorasHa = ha(shoelaceM2(LABANORAS));
  const withHoleHa = ha(shoelaceM2(LABANORAS) - shoelaceM2(LABANORAS_HOLE));
  const dubravaHa = ha(DUBRAVA.reduce((s, r) => s + shoelaceM2(r), 0));
  const [a, b, c, d] = LABANORAS;
  const bowTie = [a!, c!, b!, d!, a!];
  // Białowieża forest, Poland: a real forest, but not in Lithuania.
  const bialowieza: Ring = [
    [23.85, 52.7],
    [23.86, 52.7],
    [23.86, 52.706],
    [23.85, 52.706],
    [23.85, 52.7],
  ];
  return [
    {
      file: 'valid-polygon.geojson',
      description: 'Labanoras forest plot, WGS84 GeoJSON feature',
      bytes: json(collection(feature(polygon([LABANORAS]), { kvartalas: 12, sklypas: 3 }))),
      expected: { ok: true, type: 'Polygon', areaHa: labanorasHa, warnings: [] },
    },
    {
      file: 'valid-polygon-lks94.zip',
      description: 'The same plot as a shapefile in LKS-94 with .prj and .cpg',
      bytes: shapefileZip({
        records: [[LABANORAS]],
        fields: [
          { name: 'KV', type: 'N', length: 4 },
          { name: 'PAVADINIM', type: 'C', length: 80 },
        ],
        attributes: [{ KV: 12, PAVADINIM: LITHUANIAN_NAME }],
        prj: LKS94_PRJ,
        cpg: '1257',
      }),
      expected: {
        ok: true,
        type: 'Polygon',
        areaHa: labanorasHa,
        warnings: ['geo.warning.reprojectedLks94'],
        properties: { KV: 12, PAVADINIM: LITHUANIAN_NAME },
      },
    },
    {
      file: 'lks94-no-prj.zip',
      description: 'Shapefile in LKS-94 without .prj or .cpg; dbf text in windows-1257',
      bytes: shapefileZip({
        records: [[LABANORAS, LABANORAS_HOLE]],
        fields: [{ name: 'PAVADINIM', type: 'C', length: 80 }],
        attributes: [{ PAVADINIM: LITHUANIAN_NAME }],
      }),
      expected: {
        ok: true,
        type: 'Polygon',
        areaHa: withHoleHa,
        warnings: ['geo.warning.assumedLks94'],
        properties: { PAVADINIM: LITHUANIAN_NAME },
      },
    },
    {
      file: 'multipolygon.geojson',
      description: 'Two Dubrava forest plots of one felling as one MultiPolygon',
      bytes: json(feature({ type: 'MultiPolygon', coordinates: DUBRAVA.map((r) => [toDegrees(r)]) })),
      expected: { ok: true, type: 'MultiPolygon', areaHa: dubravaHa, warnings: [] },
    },
    {
      file: 'lks94-northing-first.geojson',
      description: 'GeoJSON in LKS-94 metres, northing written first, no crs member',
      bytes: json(feature({ type: 'Polygon', coordinates: [LABANORAS.map(([x, y]) => [y, x])] })),
      expected: {
        ok: true,
        type: 'Polygon',
        areaHa: labanorasHa,
        warnings: ['geo.warning.swappedAxes', 'geo.warning.assumedLks94'],
      },
    },
    {
      file: 'two-features.geojson',
      description: 'Two features (the Dubrava plots as separate polygons)',
      bytes: json(collection(...DUBRAVA.map((r) => feature(polygon([r]))))),
      expected: { ok: false, code: 'severalGeometries' },
    },
    {
      file: 'line.geojson',
      description: 'A line (a forest road) instead of a polygon',
      bytes: json(feature({ type: 'LineString', coordinates: toDegrees([a!, b!, c!]) })),
      expected: { ok: false, code: 'notPolygon' },
    },
    {
      file: 'bow-tie.geojson',
      description: 'A self-intersecting ring (corners in the wrong order)',
      bytes: json(feature(polygon([bowTie]))),
      expected: { ok: false, code: 'selfIntersection' },
    },
    {
      file: 'unclosed-ring.geojson',
      description: 'A ring whose last point is not its first',
      bytes: json(feature({ type: 'Polygon', coordinates: [toDegrees(LABANORAS).slice(0, -1)] })),
      expected: { ok: false, code: 'ringNotClosed' },
    },
    {
      file: 'hole-outside-shell.geojson',
      description: 'A hole that lies outside its shell',
      bytes: json(feature(polygon([LABANORAS, LABANORAS_HOLE.map(([x, y]) => [x + 1000, y] as Position)]))),
      expected: { ok: false, code: 'holeOutsideShell' },
    },
    {
      file: 'outside-lithuania.geojson',
      description: 'A plot in the Białowieża forest, Poland',
      bytes: json(feature({ type: 'Polygon', coordinates: [bialowieza] })),
      expected: { ok: false, code: 'outsideLithuania' },
    },
    {
      file: 'hole-in-hole.geojson',
      description: 'A hole lying inside another hole (OGC: holes may not be nested)',
      bytes: json(feature(polygon(squares(613_000, 6_126_000, [300, 200, 100])))),
      expected: { ok: false, code: 'nestedHole' },
    },
    {
      file: 'hole-touching-shell-twice.geojson',
      description: 'A hole touching its shell at two points, cutting the plot in two (OGC: invalid)',
      bytes: json(feature(polygon(holeTouchingTwice()))),
      expected: { ok: false, code: 'interiorDisconnected' },
    },
    {
      file: 'polygon-inside-polygon.geojson',
      description: 'A multipolygon whose second polygon lies inside the first (OGC: invalid)',
      bytes: json(
        feature({
          type: 'MultiPolygon',
          coordinates: squares(613_000, 6_126_000, [300, 100]).map((ring) => [toDegrees(ring)]),
        }),
      ),
      expected: { ok: false, code: 'polygonsOverlap' },
    },
    {
      file: 'island-in-hole.geojson',
      description: "A multipolygon with a plot on an island inside the other plot's hole (OGC: valid)",
      bytes: json(
        feature({
          type: 'MultiPolygon',
          coordinates: [
            polygon(squares(613_000, 6_126_000, [300, 200])).coordinates,
            polygon(squares(613_000, 6_126_000, [100])).coordinates,
          ],
        }),
      ),
      expected: {
        ok: true,
        type: 'MultiPolygon',
        areaHa: ha(300 * 300 - 200 * 200 + 100 * 100),
        warnings: [],
      },
    },
    {
      file: 'mac-compressed.zip',
      description:
        "The Labanoras shapefile zipped with a Mac's Compress: __MACOSX/ and .DS_Store are ignored",
      bytes: shapefileZip({ records: [[LABANORAS]], prj: LKS94_PRJ, mac: true }),
      expected: {
        ok: true,
        type: 'Polygon',
        areaHa: labanorasHa,
        warnings: ['geo.warning.reprojectedLks94'],
      },
    },
    {
      file: 'password.zip',
      description: 'A shapefile zip with the encryption flag set (not really encrypted)',
      bytes: markEncrypted(shapefileZip({ records: [[LABANORAS]], prj: LKS94_PRJ })),
      expected: { ok: false, code: 'zipEncrypted' },
    },
    {
      file: 'inner-folder.zip',
      description: 'A shapefile zip whose files are inside a folder',
      bytes: shapefileZip({ records: [[LABANORAS]], prj: LKS94_PRJ, folder: 'kirtimas' }),
      expected: { ok: false, code: 'zipInnerFolder' },
    },
  ];
}

/** The fixture over 10 MB, made in memory by the test (not committed). */
export const TOO_LARGE = {
  file: 'too-large.geojson',
  expected: { ok: false, code: 'fileTooLarge' },
} as const;

function main() {
  mkdirSync(FIXTURE_DIR, { recursive: true });
  const list = fixtures();
  for (const f of list) writeFileSync(join(FIXTURE_DIR, f.file), f.bytes);
  const expected = [
    ...list.map((f) => ({ file: f.file, description: f.description, expected: f.expected })),
    { ...TOO_LARGE, description: 'GeoJSON over 10 MB, generated in memory by the test', generated: true },
  ];
  writeFileSync(join(FIXTURE_DIR, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
  console.log(`boundary fixtures: ${list.length} files and expected.json in ${FIXTURE_DIR}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
