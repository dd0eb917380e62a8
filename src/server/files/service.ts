/**
 * How an upload is kept (issue 17 item 4): its bytes stream into `FileStorage` and, when a virus
 * scanner is configured (CLAMD_URL), through clamd on the way. The storage commits the file only
 * after clamd's clean verdict arrived (the verdict is awaited before the stream ends), so an infected
 * file is stored nowhere: the local disk removes its temporary file, S3 never completes the object.
 *
 * `uploadRefusal` turns the scanner's answers into what the person is told: an infected file or one
 * clamd could not read within its limits is a 400 on the file's field, in the person's language; an
 * unreachable scanner a 503 — the upload is never accepted unscanned.
 */
import type { Readable } from 'node:stream';
import { type Language, translate } from '../../shared/i18n/index.ts';
import { HttpError } from '../http/errors.ts';
import type { ByteRange, FileStorage, StoredFile } from '../storage/file-storage.ts';
import {
  NotScannableError,
  ScannerUnavailableError,
  scanning,
  VirusFoundError,
  type VirusScanner,
} from './virus-scan.ts';

export interface Uploads {
  /** Stores the content under `key`, scanned when a scanner is configured; all or nothing. */
  store(
    key: string,
    content: AsyncIterable<Uint8Array | string>,
    options?: { maxBytes?: number },
  ): Promise<StoredFile>;
  get(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  readonly storage: FileStorage;
}

export function createUploads(deps: { storage: FileStorage; scanner?: VirusScanner | undefined }): Uploads {
  const { storage, scanner } = deps;
  return {
    storage,
    store: (key, content, options) =>
      storage.put(key, scanner ? scanning(scanner, content) : content, options),
    get: (key, range) => storage.get(key, range),
    delete: (key) => storage.delete(key),
  };
}

/** The answer for a refused upload, or undefined when `error` is not the scanner's. */
export function uploadRefusal(error: unknown, lang: Language, field = 'file'): HttpError | undefined {
  const refused = (id: 'upload.error.infected' | 'upload.error.notScannable') =>
    new HttpError(400, 'error.validation', undefined, [{ field, message: translate(lang, id) }]);
  if (error instanceof VirusFoundError) return refused('upload.error.infected');
  if (error instanceof NotScannableError) return refused('upload.error.notScannable');
  if (error instanceof ScannerUnavailableError) return new HttpError(503, 'upload.error.scannerUnavailable');
  return undefined;
}
