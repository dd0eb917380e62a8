/**
 * Mining site files (spec §5 "shp or tab") against real files: the fixtures in
 * tests/fixtures/mining-site were written by GDAL 3.6 (`ogr2ogr -f "MapInfo File"` and
 * `-f "ESRI Shapefile"`, LKS-94) from a polygon near Vilnius, then zipped; see the README there.
 */
import { readFileSync } from 'node:fs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { LABANORAS, LKS94_PRJ, markEncrypted, shapefileZip } from '../../../scripts/boundary-fixtures.ts';
import { readSiteFile } from './site-file.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/mining-site/${name}`, import.meta.url)));
const mapinfo = () => unzipSync(fixture('karjeras-mapinfo.zip'));
const rezip = (files: Record<string, Uint8Array>) => zipSync(files);

describe('readSiteFile: a zipped MapInfo TAB set', () => {
  it('accepts the set MapInfo software writes, in any letter case', () => {
    expect(readSiteFile(fixture('karjeras-mapinfo.zip'))).toEqual({ ok: true, format: 'mapinfo' });
    expect(readSiteFile(fixture('sklypai-mapinfo-upper-case.zip'))).toEqual({ ok: true, format: 'mapinfo' });
  });

  it('refuses a set without its .dat, .map or .id', () => {
    for (const missing of ['karjeras.dat', 'karjeras.map', 'karjeras.id']) {
      const files = mapinfo();
      delete files[missing];
      expect(readSiteFile(rezip(files)), missing).toEqual({
        ok: false,
        message: 'files.error.mapinfoIncomplete',
        values: { name: 'karjeras' },
      });
    }
  });

  it('refuses two tables in one archive', () => {
    const files = mapinfo();
    files['kitas.tab'] = files['karjeras.tab']!;
    expect(readSiteFile(rezip(files))).toEqual({ ok: false, message: 'files.error.mapinfoSeveral' });
  });

  it('refuses a .map without MapInfo’s header block', () => {
    const files = mapinfo();
    const map = files['karjeras.map']!.slice();
    map[0x100] = 0; // the magic number 42424242
    files['karjeras.map'] = map;
    expect(readSiteFile(rezip(files))).toEqual({
      ok: false,
      message: 'files.error.mapinfoCorrupt',
      values: { file: 'karjeras.map' },
    });
    files['karjeras.map'] = new Uint8Array(300);
    expect(readSiteFile(rezip(files))).toMatchObject({ ok: false, values: { file: 'karjeras.map' } });
  });

  it('refuses a .tab that is not a MapInfo table, a .dat that is not dBase and an .id that does not fit', () => {
    let files = mapinfo();
    files['karjeras.tab'] = strToU8('<html>not a table</html>');
    expect(readSiteFile(rezip(files))).toMatchObject({ ok: false, values: { file: 'karjeras.tab' } });
    files = mapinfo();
    files['karjeras.tab'] = strToU8('!table\n!version 300\n\nDefinition Table\n  Type RASTER\n');
    expect(readSiteFile(rezip(files))).toMatchObject({ ok: false, values: { file: 'karjeras.tab' } });
    files = mapinfo();
    files['karjeras.dat'] = strToU8('PAVADINIMAS;PLOTAS\nKarjeras;12.5\n');
    expect(readSiteFile(rezip(files))).toMatchObject({ ok: false, values: { file: 'karjeras.dat' } });
    files = mapinfo();
    files['karjeras.id'] = new Uint8Array(8); // two objects for the one record
    expect(readSiteFile(rezip(files))).toMatchObject({ ok: false, values: { file: 'karjeras.id' } });
    files = mapinfo();
    files['karjeras.id'] = new Uint8Array([0xff, 0xff, 0, 0]); // pointing past the .map
    expect(readSiteFile(rezip(files))).toMatchObject({ ok: false, values: { file: 'karjeras.id' } });
  });
});

describe('readSiteFile: a zipped shapefile', () => {
  it('accepts a real shapefile with its polygon', () => {
    expect(readSiteFile(fixture('karjeras-shapefile.zip'))).toEqual({ ok: true, format: 'shapefile' });
    expect(readSiteFile(shapefileZip({ records: [[LABANORAS]], prj: LKS94_PRJ }))).toEqual({
      ok: true,
      format: 'shapefile',
    });
  });

  it('refuses a shapefile without its .dbf, and one of points instead of an area', () => {
    const files = unzipSync(fixture('karjeras-shapefile.zip'));
    delete files['karjeras.dbf'];
    expect(readSiteFile(rezip(files))).toEqual({ ok: false, message: 'geo.error.zipMissingDbf' });
    const points = unzipSync(fixture('karjeras-shapefile.zip'));
    const shp = points['karjeras.shp']!.slice();
    new DataView(shp.buffer).setInt32(32, 1, true); // the header's shape type: point
    new DataView(shp.buffer).setInt32(108, 1, true); // the record's shape type
    points['karjeras.shp'] = shp;
    expect(readSiteFile(rezip(points)).ok).toBe(false);
  });
});

describe('readSiteFile: the zip itself, by the boundary’s rules', () => {
  it('refuses a password, a folder, a zip of something else and a broken zip', () => {
    expect(readSiteFile(markEncrypted(fixture('karjeras-mapinfo.zip')))).toEqual({
      ok: false,
      message: 'geo.error.zipEncrypted',
    });
    const inFolder = Object.fromEntries(
      Object.entries(mapinfo()).map(([name, bytes]) => [`karjeras/${name}`, bytes]),
    );
    expect(readSiteFile(rezip(inFolder))).toEqual({ ok: false, message: 'geo.error.zipInnerFolder' });
    expect(readSiteFile(rezip({ 'planas.pdf': strToU8('%PDF-1.7') }))).toEqual({
      ok: false,
      message: 'files.error.siteFormat',
    });
    const whole = fixture('karjeras-mapinfo.zip');
    expect(readSiteFile(whole.subarray(0, whole.length - 30))).toEqual({
      ok: false,
      message: 'geo.error.zipCorrupt',
    });
  });
});
