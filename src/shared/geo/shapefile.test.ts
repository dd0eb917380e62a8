import { zipSync } from 'fflate';
import {
  encodeWindows1257,
  LABANORAS,
  LABANORAS_HOLE,
  LKS94_PRJ,
  markEncrypted,
  shapefileZip,
  WEB_MERCATOR_PRJ,
  WGS84_PRJ,
  writeDbf,
  writePolygonShp,
} from '../../../scripts/boundary-fixtures.ts';
import { GeoError } from './errors.ts';
import { fromLks94, type Position } from './lks94.ts';
import { cpgEncoding, readDbf, readPrj, readShapefileZip, readShp } from './shapefile.ts';
import { isMacMetadata, readFlatZip, readGeoZipDirectory } from './zip.ts';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof GeoError) return error.code;
    throw error;
  }
  return undefined;
}

describe('zip checks', () => {
  const zip = shapefileZip({ records: [[LABANORAS]] });

  it('lists entries and refuses the encryption flag in the headers', () => {
    expect(readGeoZipDirectory(zip).entries.map((e) => e.name)).toEqual([
      'kirtimas.shp',
      'kirtimas.shx',
      'kirtimas.dbf',
    ]);
    expect(codeOf(() => readGeoZipDirectory(markEncrypted(zip)))).toBe('zipEncrypted');
    expect(codeOf(() => readFlatZip(markEncrypted(zip)))).toBe('zipEncrypted');
  });

  it('refuses folders, even an empty folder entry, and broken archives', () => {
    const folderEntry = zipSync({ 'kirtimas.shp': new Uint8Array([1]), 'senas/': new Uint8Array() });
    expect(codeOf(() => readFlatZip(folderEntry))).toBe('zipInnerFolder');
    expect(codeOf(() => readFlatZip(zip.subarray(0, zip.length - 30)))).toBe('zipCorrupt');
    expect(codeOf(() => readFlatZip(new TextEncoder().encode('not a zip at all, just text')))).toBe(
      'zipCorrupt',
    );
  });

  it("leaves out what a Mac's Compress adds, but still refuses a real folder", () => {
    expect(['__MACOSX/', '__MACOSX/._kirtimas.shp', '.DS_Store'].every(isMacMetadata)).toBe(true);
    expect(['kirtimas.shp', 'senas/.DS_Store', 'MACOSX/x', '__MACOSX.shp'].some(isMacMetadata)).toBe(false);
    const mac = shapefileZip({ records: [[LABANORAS]], mac: true });
    expect(readGeoZipDirectory(mac).entries.map((e) => e.name)).toContain('__MACOSX/._kirtimas.shp');
    expect([...readFlatZip(mac).keys()].sort()).toEqual(['kirtimas.dbf', 'kirtimas.shp', 'kirtimas.shx']);
    // The Mac's folder entry itself, as Finder writes it, is no folder of ours either.
    const withFolderEntry = zipSync({ 'kirtimas.shp': new Uint8Array([1]), '__MACOSX/': new Uint8Array() });
    expect([...readFlatZip(withFolderEntry).keys()]).toEqual(['kirtimas.shp']);
    // Compressing the folder the files are in: the files are in a folder, Mac or not.
    const folder = shapefileZip({ records: [[LABANORAS]], mac: true, folder: 'kirtimas' });
    expect(codeOf(() => readFlatZip(folder))).toBe('zipInnerFolder');
    // Leaving the Mac's entries out does not let a password through.
    expect(codeOf(() => readShapefileZip(markEncrypted(mac)))).toBe('zipEncrypted');
  });
});

describe('readShapefileZip', () => {
  it('reads LKS-94 with .prj, rings with holes, attributes per .cpg', () => {
    const name = 'Ąžuolynas prie Šventosios – ėglė, ūsai, čiobrelis';
    const zip = shapefileZip({
      records: [[LABANORAS, LABANORAS_HOLE]],
      fields: [{ name: 'VARDAS', type: 'C', length: 60 }],
      attributes: [{ VARDAS: name }],
      prj: LKS94_PRJ,
      cpg: 'ANSI 1257',
    });
    const { features, warnings } = readShapefileZip(zip);
    expect(warnings).toEqual(['reprojectedLks94']);
    expect(features).toHaveLength(1);
    expect(features[0]!.properties).toEqual({ VARDAS: name });
    const geometry = features[0]!.geometry as { type: string; coordinates: Position[][] };
    expect(geometry.type).toBe('Polygon');
    expect(geometry.coordinates).toHaveLength(2);
    const [lon, lat] = fromLks94(LABANORAS[0]!);
    expect(geometry.coordinates[0]![0]![0]).toBeCloseTo(lon, 9);
    expect(geometry.coordinates[0]![0]![1]).toBeCloseTo(lat, 9);
  });

  it('reads degrees with a WGS84 .prj unchanged, and refuses other projections', () => {
    const degrees = LABANORAS.map((p) => fromLks94(p));
    const { features, warnings } = readShapefileZip(shapefileZip({ records: [[degrees]], prj: WGS84_PRJ }));
    expect(warnings).toEqual([]);
    expect((features[0]!.geometry as { coordinates: Position[][] }).coordinates[0]).toEqual(degrees);
    expect(
      codeOf(() => readShapefileZip(shapefileZip({ records: [[degrees]], prj: WEB_MERCATOR_PRJ }))),
    ).toBe('unsupportedProjection');
  });

  it('without .prj detects LKS-94 by magnitude, also written northing first', () => {
    expect(readShapefileZip(shapefileZip({ records: [[LABANORAS]] })).warnings).toEqual(['assumedLks94']);
    const swapped = LABANORAS.map(([x, y]) => [y, x] as Position).reverse();
    expect(readShapefileZip(shapefileZip({ records: [[swapped]] })).warnings).toEqual([
      'swappedAxes',
      'assumedLks94',
    ]);
    const nowhere: Position[] = [
      [1000, 1000],
      [1000, 2000],
      [2000, 2000],
      [1000, 1000],
    ];
    expect(codeOf(() => readShapefileZip(shapefileZip({ records: [[nowhere]] })))).toBe('unknownCoordinates');
  });

  it('refuses a zip without .shp, without .dbf, or with two .shp files', () => {
    const { shp, shx } = writePolygonShp([[LABANORAS]]);
    const dbf = writeDbf([{ name: 'ID', type: 'N', length: 4 }], [{ ID: 1 }]);
    expect(codeOf(() => readShapefileZip(zipSync({ 'a.dbf': dbf })))).toBe('zipMissingShp');
    expect(codeOf(() => readShapefileZip(zipSync({ 'a.shp': shp, 'a.shx': shx })))).toBe('zipMissingDbf');
    expect(codeOf(() => readShapefileZip(zipSync({ 'a.shp': shp, 'b.shp': shp, 'a.dbf': dbf })))).toBe(
      'zipSeveralShp',
    );
    expect(
      readShapefileZip(zipSync({ 'A.SHP': shp, 'A.DBF': dbf, 'A.PRJ': new TextEncoder().encode(LKS94_PRJ) }))
        .features,
    ).toHaveLength(1);
  });
});

describe('shp, dbf, prj and cpg readers', () => {
  it('makes two clockwise rings a MultiPolygon and reads PolygonZ as PolygonM as Polygon', () => {
    const other = LABANORAS.map(([x, y]) => [x + 1000, y] as Position);
    expect(readShp(writePolygonShp([[LABANORAS, other]]).shp)[0]!.type).toBe('MultiPolygon');
    const { shp } = writePolygonShp([[LABANORAS]]);
    for (const type of [15, 25]) {
      const z = shp.slice();
      new DataView(z.buffer).setInt32(108, type, true);
      expect(readShp(z)[0]!.type).toBe('Polygon');
    }
  });

  it('refuses a truncated .shp', () => {
    const { shp } = writePolygonShp([[LABANORAS]]);
    expect(codeOf(() => readShp(shp.subarray(0, 50)))).toBe('shpCorrupt');
    const short = shp.slice();
    new DataView(short.buffer).setInt32(148, 1_000_000, true); // numPoints
    expect(codeOf(() => readShp(short))).toBe('shpCorrupt');
  });

  it('decodes windows-1257 by default and what .cpg names otherwise', () => {
    const text = 'Šilų giria: ąčęėįšųūž ĄČĘĖĮŠŲŪŽ';
    const dbf = writeDbf(
      [
        { name: 'T', type: 'C', length: 50 },
        { name: 'N', type: 'N', length: 8 },
      ],
      [{ T: text, N: 12.5 }],
    );
    expect(readDbf(dbf)).toEqual([{ T: text, N: 12.5 }]);
    // Read as Latin-1 the same bytes are mojibake: proof the encoding matters.
    expect(readDbf(dbf, 'windows-1252')[0]!.T).not.toBe(text);
    const utf8 = writeDbf([{ name: 'T', type: 'C', length: 80 }], [{ T: text }], (s) =>
      new TextEncoder().encode(s),
    );
    expect(readDbf(utf8, cpgEncoding('UTF-8'))).toEqual([{ T: text }]);
    expect(encodeWindows1257('ž')).toEqual(new Uint8Array([0xfe]));
    expect(codeOf(() => readDbf(dbf.subarray(0, 20)))).toBe('dbfCorrupt');
  });

  it('names encodings from .cpg contents', () => {
    expect(cpgEncoding(undefined)).toBe('windows-1257');
    expect(cpgEncoding('1257')).toBe('windows-1257');
    expect(cpgEncoding('ANSI 1257\r\n')).toBe('windows-1257');
    expect(cpgEncoding('UTF-8')).toBe('utf-8');
    expect(cpgEncoding('65001')).toBe('utf-8');
    expect(cpgEncoding('ISO-8859-13')).toBe('iso-8859-13');
    expect(cpgEncoding('nonsense')).toBe('windows-1257');
  });

  it('recognises LKS-94 and WGS84 .prj by name', () => {
    expect(readPrj(LKS94_PRJ)).toBe('lks94');
    expect(readPrj('PROJCS["LKS94 / Lithuania TM",GEOGCS["LKS94"],AUTHORITY["EPSG","3346"]]')).toBe('lks94');
    expect(readPrj(WGS84_PRJ)).toBe('wgs84');
    expect(codeOf(() => readPrj(WEB_MERCATOR_PRJ))).toBe('unsupportedProjection');
    expect(codeOf(() => readPrj('GEOGCS["GCS_Pulkovo_1942"]'))).toBe('unsupportedProjection');
  });
});
