/**
 * A boundary file's zip (spec §5 Files: "no passwords, no inner folders"), read with the one zip
 * reader (`shared/files/zip.ts`), whose refusals become the boundary's own messages: a password is
 * `zipEncrypted`, a zip bomb, too many entries or a zip64
 * archive `zipTooLarge`, anything else broken `zipCorrupt`.
 */
import {
  readZipDirectorySync,
  readZipEntrySync,
  ZIP_LIMITS,
  type ZipDirectory,
  type ZipLimits,
  ZipRefusedError,
} from '../files/zip.ts';
import { GeoError } from './errors.ts';

/**
 * A boundary's files unpacked: a shapefile of one area is kilobytes, so 50 MB leaves room for
 * anything real and none for a zip bomb (ASVS 5.0 V5.2.3: checked before inflating).
 */
export const MAX_UNZIPPED_MB = 50;
const GEO_ZIP_LIMITS: ZipLimits = {
  ...ZIP_LIMITS,
  maxEntries: 100,
  maxTotalUncompressed: MAX_UNZIPPED_MB * 1024 * 1024,
};

/**
 * What a Mac adds to a zip made with Finder's "Compress": the `__MACOSX/` folder of resource forks
 * (`._name` copies of each file) and `.DS_Store` folder settings. Neither is part of the shapefile.
 */
export function isMacMetadata(name: string): boolean {
  return /^__MACOSX([/\\]|$)/.test(name) || name === '.DS_Store';
}

function geoError(error: unknown): unknown {
  if (!(error instanceof ZipRefusedError)) return error;
  switch (error.reason) {
    case 'encrypted':
      return new GeoError('zipEncrypted');
    case 'zip-bomb':
    case 'too-many-entries':
    // Zip64 is for archives of more than 4 GiB or 65,535 entries: no boundary is that large.
    case 'zip64':
      return new GeoError('zipTooLarge', { max: MAX_UNZIPPED_MB });
    default:
      return new GeoError('zipCorrupt');
  }
}

/** The zip's directory, its refusals as boundary errors. */
export function readGeoZipDirectory(bytes: Uint8Array): ZipDirectory {
  try {
    return readZipDirectorySync(bytes, GEO_ZIP_LIMITS);
  } catch (error) {
    throw geoError(error);
  }
}

/**
 * The archive's files by lower-case name, after refusing a password (`zipEncrypted`) or any folder
 * (`zipInnerFolder`: an entry whose name has a `/` or `\`, including folder entries themselves).
 * A Mac's own additions (`isMacMetadata`) are left out first, so compressing the shapefile's files
 * on a Mac works; compressing the folder they are in is still an inner folder.
 */
export function readFlatZip(bytes: Uint8Array): Map<string, Uint8Array> {
  const directory = readGeoZipDirectory(bytes);
  const entries = directory.entries.filter((e) => !isMacMetadata(e.name));
  if (entries.some((e) => /[/\\]/.test(e.name))) throw new GeoError('zipInnerFolder');
  const result = new Map<string, Uint8Array>();
  try {
    for (const entry of entries)
      result.set(entry.name.toLowerCase(), readZipEntrySync(bytes, directory, entry, entry.size));
  } catch (error) {
    throw geoError(error);
  }
  return result;
}
