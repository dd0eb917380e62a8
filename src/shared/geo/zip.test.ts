import { zipSync } from 'fflate';
import { GeoError } from './errors.ts';
import { MAX_UNZIPPED_MB, readFlatZip, readGeoZipDirectory } from './zip.ts';

/** A small real zip whose central directory then claims `size` bytes for its first entry. */
function claiming(size: number, files: Record<string, Uint8Array> = { 'a.shp': new Uint8Array(1000) }) {
  const zip = zipSync(files);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let central = zip.byteLength - 22;
  central = view.getUint32(central + 16, true);
  view.setUint32(central + 24, size, true);
  return zip;
}

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof GeoError ? error.code : String(error);
  }
  return 'read';
};

describe('boundary zips against zip bombs', () => {
  it('reads the declared uncompressed size of each entry', () => {
    expect(readGeoZipDirectory(zipSync({ 'a.shp': new Uint8Array(1234) })).entries[0]?.size).toBe(1234);
  });

  it('refuses an archive that declares more than the limit unpacked, before inflating anything', () => {
    const bomb = claiming(MAX_UNZIPPED_MB * 1024 * 1024 + 1);
    expect(codeOf(() => readFlatZip(bomb))).toBe('zipTooLarge');
    expect(codeOf(() => readFlatZip(claiming(0xffffffff)))).toBe('zipTooLarge');
  });

  it('refuses an archive of more than a hundred entries', () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}.txt`, new Uint8Array(1)]));
    expect(codeOf(() => readFlatZip(zipSync(many)))).toBe('zipTooLarge');
  });

  it('refuses an entry that inflates past the size its directory claimed', () => {
    const liar = claiming(10, { 'a.shp': new Uint8Array(100_000) });
    expect(codeOf(() => readFlatZip(liar))).toBe('zipCorrupt');
  });

  it('still reads an honest archive', () => {
    expect([...readFlatZip(zipSync({ 'A.SHP': new Uint8Array(10) })).keys()]).toEqual(['a.shp']);
  });
});
