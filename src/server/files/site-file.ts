/**
 * A mining site file (spec §5 Files: "Mining site file: shp or tab"), checked by its content like
 * the felling boundary: a zip, without a password or folders (the boundary's rules, `readFlatZip`),
 * holding either
 * - a shapefile: one `.shp` with its `.dbf` (and `.shx`, `.prj`, `.cpg`), read through the same
 *   shapefile reader as felling boundaries, with at least one area (polygon) in it; or
 * - a MapInfo TAB set: one `.tab` with its `.dat`, `.map` and `.id` of the same name, consistent
 *   with one another — the `.tab` a MapInfo table definition of a NATIVE table, the `.map` with
 *   MapInfo's header block (magic number 42424242 at byte 256, MITAB `mitab_mapheaderblock.cpp`),
 *   the `.dat` a dBase table, the `.id` one 4-byte pointer into the `.map` per `.dat` record.
 * The geometry of a MapInfo `.map` is not read: the officer opens the file in a GIS program.
 */
import { GEO_ERROR_MESSAGES, GeoError } from '../../shared/geo/errors.ts';
import { readShapefileZip } from '../../shared/geo/shapefile.ts';
import { readFlatZip } from '../../shared/geo/zip.ts';
import type { MessageId, MessageValues } from '../../shared/i18n/index.ts';

export type SiteFileResult =
  | { ok: true; format: 'shapefile' | 'mapinfo' }
  | { ok: false; message: MessageId; values?: MessageValues };

class SiteFileError extends Error {
  constructor(
    readonly messageId: MessageId,
    readonly values?: MessageValues,
  ) {
    super(messageId);
  }
}

const MAP_MAGIC = 42424242;

export function readSiteFile(bytes: Uint8Array): SiteFileResult {
  try {
    const files = readFlatZip(bytes);
    const names = [...files.keys()];
    if (names.some((name) => name.endsWith('.shp'))) {
      const { features } = readShapefileZip(bytes);
      if (!features.some((f) => f.geometry?.type === 'Polygon' || f.geometry?.type === 'MultiPolygon'))
        throw new SiteFileError('files.error.siteNoPolygon');
      return { ok: true, format: 'shapefile' };
    }
    const tables = names.filter((name) => name.endsWith('.tab'));
    if (tables.length === 0) throw new SiteFileError('files.error.siteFormat');
    if (tables.length > 1) throw new SiteFileError('files.error.mapinfoSeveral');
    checkMapInfo(files, tables[0]!.slice(0, -4));
    return { ok: true, format: 'mapinfo' };
  } catch (error) {
    if (error instanceof SiteFileError)
      return { ok: false, message: error.messageId, ...(error.values ? { values: error.values } : {}) };
    if (error instanceof GeoError)
      return {
        ok: false,
        message: GEO_ERROR_MESSAGES[error.code],
        ...(error.values ? { values: error.values } : {}),
      };
    // Anything a damaged file brings that the readers did not foresee is the file's fault.
    return { ok: false, message: GEO_ERROR_MESSAGES.zipCorrupt };
  }
}

/** Files are keyed by lower-case name (`readFlatZip`); the person's spelling is shown in messages. */
function checkMapInfo(files: Map<string, Uint8Array>, base: string) {
  const part = (ext: string) => files.get(`${base}.${ext}`);
  const tab = part('tab')!;
  const dat = part('dat');
  const map = part('map');
  const id = part('id');
  if (!dat || !map || !id) throw new SiteFileError('files.error.mapinfoIncomplete', { name: base });
  const corrupt = (ext: string) =>
    new SiteFileError('files.error.mapinfoCorrupt', { file: `${base}.${ext}` });

  // The table definition: "!table", "!version N", "Definition Table", "Type NATIVE".
  const text = new TextDecoder('latin1').decode(tab.subarray(0, 64 * 1024));
  if (
    !/^\s*!table\b/i.test(text) ||
    !/^\s*!version\s+\d+/im.test(text) ||
    !/^\s*definition\s+table\b/im.test(text) ||
    !/^\s*type\s+native\b/im.test(text)
  )
    throw corrupt('tab');

  // The .map header block: the magic number, a version, blocks of 512 bytes (or a multiple).
  const m = new DataView(map.buffer, map.byteOffset, map.byteLength);
  if (map.byteLength < 512 || m.getInt32(0x100, true) !== MAP_MAGIC) throw corrupt('map');
  const version = m.getInt16(0x104, true);
  const blockSize = m.getInt16(0x106, true);
  if (version <= 0 || blockSize < 512 || blockSize % 512 !== 0) throw corrupt('map');

  // The .dat: a dBase III table (header, field descriptors ending with 0x0d, records).
  const d = new DataView(dat.buffer, dat.byteOffset, dat.byteLength);
  if (dat.byteLength < 33 || dat[0] !== 0x03) throw corrupt('dat');
  const records = d.getUint32(4, true);
  const headerLength = d.getUint16(8, true);
  const recordLength = d.getUint16(10, true);
  if (
    headerLength < 33 ||
    (headerLength - 1) % 32 !== 0 ||
    dat[headerLength - 1] !== 0x0d ||
    recordLength < 1 ||
    headerLength + records * recordLength > dat.byteLength
  )
    throw corrupt('dat');

  // The .id: a pointer into the .map for each record (0 for a row without an object).
  if (id.byteLength % 4 !== 0 || id.byteLength / 4 !== records) throw corrupt('id');
  const pointers = new DataView(id.buffer, id.byteOffset, id.byteLength);
  for (let at = 0; at < id.byteLength; at += 4) {
    const pointer = pointers.getUint32(at, true);
    if (pointer !== 0 && (pointer < 512 || pointer >= map.byteLength)) throw corrupt('id');
  }
}
