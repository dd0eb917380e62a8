/**
 * Documents of an application (spec §3 File item and Document, §5 Files; issue 4 §5): a type from
 * the kind's document slots, a title, a file or an address, a confidentiality flag and whether the
 * file is electronically signed. Files go through the storage interface (architecture §7), are
 * at most 10 MB each and 50 MB per application (spec §9), and their type is what their bytes are.
 * Callers reach rows only through an application that `access.ts` already scoped to them.
 */

import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  type BoundaryResult,
  lithuaniaOutline,
  type Outline,
  readBoundary,
} from '../../../shared/geo/boundary.ts';
import { GEO_ERROR_MESSAGES, geoMessageValues } from '../../../shared/geo/errors.ts';
import { type Language, type MessageId, translate } from '../../../shared/i18n/index.ts';
import type { DocumentDto } from '../../../shared/permits/api-types.ts';
import type { DocumentSlot } from '../../../shared/permits/engine/definition.ts';
import { type ApplicationState, isEditable } from '../../../shared/permits/engine/lifecycle.ts';
import { perimeterMetres } from '../../../shared/permits/parts/boundary-perimeter.ts';
import { definitionOf } from '../../../shared/permits/registry.ts';
import { type Db, transaction } from '../../db/index.ts';
import type { ApplicationRow, DocumentRow } from '../../db/schema-permits.ts';
import {
  CONTENT_TYPES,
  readSiteFile,
  type SiteFileResult,
  sniffFile,
  sniffGeodata,
  storageSource,
  typesLabel,
} from '../../files/index.ts';
import { type FieldError, HttpError, notFound } from '../../http/errors.ts';
import { idempotentReplays } from '../../observability/metrics.ts';
import { type FileStorage, StoredFileMissingError } from '../../storage/file-storage.ts';
import { ACCEPTED, acceptedLabel, isAccepted } from './file-types.ts';
import {
  deleteDocument,
  documentByClientKey,
  documentOf,
  documentsOf,
  documentTypesOf,
  insertDocument,
  lockApplicationState,
  storedBytes,
} from './repository.ts';

/** Spec §5 Files, §9: 10 MB per file, 50 MB per application. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_APPLICATION_BYTES = 50 * 1024 * 1024;
const MB = 1024 * 1024;
export const MAX_TITLE_LENGTH = 200;
export const MAX_URL_LENGTH = 2000;

/** Lithuania's outline for the felling boundary check (issue 7), shipped with the web map. */
const OUTLINE_FILE = new URL('../../../../public/map/lithuania.geojson', import.meta.url);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file already streamed to storage under `key`, not yet a document. */
export interface StagedFile {
  key: string;
  size: number;
  sha256: string;
  fileName: string;
  /** The upload went past the per-file limit and was cut (the stored part is not the file). */
  truncated: boolean;
}

export interface DocumentInput {
  type: string | undefined;
  title: string | undefined;
  url: string | undefined;
  confidential: boolean;
  file: StagedFile | undefined;
  /**
   * The upload's Idempotency-Key (issue 7: a file kept offline is sent until one answer arrives):
   * a repeat answers the document stored the first time.
   */
  clientKey?: string | undefined;
}

export type DownloadUrlFor = (documentId: string) => string;

export const applicantDocumentUrl =
  (kind: string, applicationId: string): DownloadUrlFor =>
  (documentId) =>
    `/api/v1/paraiskos/${kind}/${applicationId}/dokumentai/${documentId}`;

export const officerDocumentUrl =
  (applicationId: string): DownloadUrlFor =>
  (documentId) =>
    `/api/v1/tarnyba/paraiskos/${applicationId}/dokumentai/${documentId}`;

export function toDocumentDto(row: DocumentRow, downloadUrlFor: DownloadUrlFor): DocumentDto {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.sizeBytes,
    url: row.url,
    confidential: row.confidential,
    signed: row.signed,
    uploadedAt: row.createdAt.toISOString(),
    downloadUrl: row.storageKey ? downloadUrlFor(row.id) : null,
    boundary:
      row.areaHa === null
        ? null
        : {
            areaHa: row.areaHa,
            perimeterM: row.geometry ? perimeterMetres(row.geometry) : null,
            warnings: (row.boundaryWarnings ?? []) as MessageId[],
          },
  };
}

/** The application's documents, oldest first, for `ApplicationDetail.documents`. */
export async function listDocuments(
  db: Db,
  applicationId: string,
  downloadUrlFor: DownloadUrlFor,
): Promise<DocumentDto[]> {
  const rows = await documentsOf(db, applicationId);
  return rows.map((row) => toDocumentDto(row, downloadUrlFor));
}

/** Which slot types have at least one document, for the "document required" check on submit. */
export async function documentTypes(db: Db, applicationId: string): Promise<string[]> {
  return documentTypesOf(db, applicationId);
}

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * Field errors for what a person typed (spec §5 General "Files: type and title required; file
 * required unless it has a url"), in their language. The file's size and type are checked apart.
 */
export function fieldErrors(
  input: DocumentInput,
  slots: readonly DocumentSlot[],
  lang: Language,
): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const type = input.type?.trim() ?? '';
  if (type === '') add('type', translate(lang, 'validation.required'));
  else if (!slots.some((slot) => slot.type === type)) add('type', translate(lang, 'upload.error.type'));
  const title = input.title?.trim() ?? '';
  if (title === '') add('title', translate(lang, 'validation.required'));
  else if (title.length > MAX_TITLE_LENGTH)
    add('title', translate(lang, 'validation.maxLength', { max: MAX_TITLE_LENGTH }));
  const url = input.url?.trim() ?? '';
  if (url !== '' && (url.length > MAX_URL_LENGTH || !isWebAddress(url)))
    add('url', translate(lang, 'upload.error.url'));
  if (!input.file && url === '') add('file', translate(lang, 'upload.error.fileOrUrl'));
  else if (!input.file && isGeodata(slots.find((slot) => slot.type === type)?.accept))
    add('file', translate(lang, 'upload.error.boundaryFile'));
  return errors;
}

/** Slots whose file is a map: a web address cannot stand for it. */
const isGeodata = (accept: string | undefined) => accept === 'boundary' || accept === 'site';

const notEditable = () => new HttpError(409, 'engine.error.notEditable');

export function createDocumentService(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;
  const outline: Outline = lithuaniaOutline(JSON.parse(readFileSync(OUTLINE_FILE, 'utf8')));

  /**
   * Checks the input and the staged file's bytes, then records the document. The caller deletes
   * the staged file when this throws, so a refused upload leaves nothing stored.
   */
  async function create(
    application: ApplicationRow,
    uploadedBy: string,
    input: DocumentInput,
    lang: Language,
  ): Promise<DocumentRow> {
    if (!isEditable(application.state as ApplicationState)) throw notEditable();
    const definition = definitionOf(application.kind);
    if (!definition) throw notFound();
    const errors = fieldErrors(input, definition.documents, lang);
    const slot = definition.documents.find((s) => s.type === input.type?.trim());
    const file = input.file;
    let detected: { contentType: string; signed: boolean } | undefined;
    let boundary: Extract<BoundaryResult, { ok: true }> | undefined;
    if (file) {
      if (file.truncated || file.size > MAX_FILE_BYTES) {
        errors.push({
          field: 'file',
          message: translate(lang, 'upload.error.fileTooLarge', { max: MAX_FILE_BYTES / MB }),
        });
      } else if (file.size === 0) {
        errors.push({ field: 'file', message: translate(lang, 'upload.error.empty') });
      } else if (slot?.accept === 'boundary') {
        // At most 10 MB, read whole: the boundary reader needs all of a zip or a GeoJSON text.
        const bytes = await storageSource(storage, file.key, file.size).read(0, file.size);
        const format = sniffGeodata(bytes);
        // The content decides how it is read, never the name's extension.
        const result = format ? readBoundaryFile(format, bytes, outline) : null;
        if (!result) {
          errors.push({
            field: 'file',
            message: translate(lang, 'upload.error.format', { allowed: acceptedLabel(slot.accept) }),
          });
        } else if (!result.ok) {
          errors.push({
            field: 'file',
            message: translate(lang, result.message, geoMessageValues(result.values, lang)),
          });
        } else {
          boundary = result;
          detected = { contentType: CONTENT_TYPES[format!], signed: false };
        }
      } else if (slot?.accept === 'site') {
        // A mining site: a zipped shapefile or MapInfo TAB set (spec §5 "shp or tab"), read whole.
        const bytes = await storageSource(storage, file.key, file.size).read(0, file.size);
        const result: SiteFileResult =
          sniffGeodata(bytes.subarray(0, 16)) === 'zip'
            ? readSiteFile(bytes)
            : { ok: false, message: 'files.error.siteFormat' };
        if (result.ok) detected = { contentType: CONTENT_TYPES.zip, signed: false };
        else errors.push({ field: 'file', message: translate(lang, result.message, result.values) });
      } else {
        const sniffed = await sniffFile(storageSource(storage, file.key, file.size));
        const fits = sniffed.ok && (slot ? isAccepted(slot.accept, sniffed.type) : true);
        if (sniffed.ok && fits) detected = { contentType: sniffed.contentType, signed: sniffed.signed };
        else {
          const allowed = slot ? acceptedLabel(slot.accept) : anyAcceptedLabel(definition.documents);
          errors.push({ field: 'file', message: translate(lang, 'upload.error.format', { allowed }) });
        }
      }
    }
    if (errors.length > 0) throw new HttpError(400, 'error.validation', undefined, errors);

    return transaction(db, async (tx) => {
      // One upload at a time per application, so that two parallel ones cannot pass 50 MB together.
      const state = await lockApplicationState(tx, application.id);
      if (!state || !isEditable(state as ApplicationState)) throw notEditable();
      if (input.clientKey) {
        const earlier = await documentByClientKey(tx, application.id, input.clientKey);
        if (earlier) {
          idempotentReplays.inc({ operation: 'document-upload' });
          return earlier;
        }
      }
      if (file) {
        if ((await storedBytes(tx, application.id)) + file.size > MAX_APPLICATION_BYTES) {
          throw new HttpError(400, 'error.validation', undefined, [
            {
              field: 'file',
              message: translate(lang, 'upload.error.totalTooLarge', { max: MAX_APPLICATION_BYTES / MB }),
            },
          ]);
        }
      }
      const url = input.url?.trim() ?? '';
      return insertDocument(tx, {
        applicationId: application.id,
        ownerCode: application.ownerCode,
        type: input.type!.trim(),
        title: input.title!.trim(),
        fileName: file?.fileName ?? null,
        contentType: detected?.contentType ?? null,
        sizeBytes: file?.size ?? 0,
        sha256: file?.sha256 ?? null,
        storageKey: file?.key ?? null,
        url: url === '' ? null : url,
        confidential: input.confidential,
        signed: detected?.signed ?? false,
        geometry: boundary?.geometry ?? null,
        areaHa: boundary?.areaHa ?? null,
        boundaryWarnings: boundary?.warnings ?? null,
        uploadedBy,
        clientKey: input.clientKey ?? null,
      });
    });
  }

  /** The application's document with this id; 404 for anything else. */
  async function find(application: ApplicationRow, documentId: string): Promise<DocumentRow> {
    if (!UUID.test(documentId)) throw notFound();
    const row = await documentOf(db, application, documentId);
    if (!row) throw notFound();
    return row;
  }

  /** Removes the document while the application is editable, then its stored file. */
  async function remove(application: ApplicationRow, documentId: string): Promise<void> {
    if (!UUID.test(documentId)) throw notFound();
    const removed = await transaction(db, async (tx) => {
      const state = await lockApplicationState(tx, application.id);
      if (!state || !isEditable(state as ApplicationState)) throw notEditable();
      const row = await deleteDocument(tx, application, documentId);
      if (!row) throw notFound();
      return row;
    });
    // After the commit: a file without its row is only wasted space; a row without its file would be a broken link.
    if (removed.storageKey) await storage.delete(removed.storageKey);
  }

  /** The stored bytes of a file document; 404 for a link-only document or a lost file. */
  async function open(row: DocumentRow): Promise<Readable> {
    if (!row.storageKey) throw notFound();
    try {
      return await storage.get(row.storageKey);
    } catch (error) {
      if (error instanceof StoredFileMissingError) throw notFound();
      throw error;
    }
  }

  return { create, find, remove, open };
}

export type DocumentService = ReturnType<typeof createDocumentService>;

/**
 * The boundary reader's answer for a file of this format. Anything the reader did not foresee in
 * a damaged file is the file's fault, so it is refused as unreadable rather than answered with 500.
 */
function readBoundaryFile(format: 'zip' | 'geojson', bytes: Uint8Array, outline: Outline): BoundaryResult {
  try {
    return readBoundary({ name: `boundary.${format}`, bytes }, outline);
  } catch {
    const code = format === 'zip' ? 'zipCorrupt' : 'invalidJson';
    return { ok: false, code, message: GEO_ERROR_MESSAGES[code] };
  }
}

function anyAcceptedLabel(slots: readonly DocumentSlot[]): string {
  return typesLabel(slots.flatMap((slot) => ACCEPTED[slot.accept]));
}
