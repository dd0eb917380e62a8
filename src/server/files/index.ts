/**
 * The files module (issue 17 item 4): everything the server does with a person's file, in one
 * place, for documents, content uploads, boundary and mining-site files and every download. Other
 * modules import this file only.
 *
 * - `sniffFile` / `sniffGeodata`: what a file is, by its bytes;
 * - the one zip reader (`shared/files/zip.ts`, shared with the browser);
 * - `readSiteFile`: a mining site's shapefile or MapInfo TAB set;
 * - `cleanFileName`, `nameForType`: the name a file is kept and offered under;
 * - `contentDisposition`: the download header;
 * - `createUploads`: storing through `FileStorage`, scanned by clamd when CLAMD_URL is set;
 *   `uploadRefusal`: what a person is told when the scanner refuses.
 */
export { type ByteSource, bufferSource, ZipRefusedError } from '../../shared/files/zip.ts';
export { storageSource } from './byte-source.ts';
export { asciiName, contentDisposition } from './disposition.ts';
export { cleanFileName } from './file-name.ts';
export {
  CONTENT_TYPES,
  FILE_TYPES,
  type FileType,
  fileTypeOf,
  nameForType,
  typesLabel,
} from './file-types.ts';
export { createUploads, type Uploads, uploadRefusal } from './service.ts';
export { readSiteFile, type SiteFileResult } from './site-file.ts';
export { type SniffResult, sniffFile, sniffGeodata } from './sniff.ts';
export {
  ClamdScanner,
  NotScannableError,
  parseClamdUrl,
  ScannerUnavailableError,
  VirusFoundError,
  type VirusScanner,
} from './virus-scan.ts';
