/**
 * Files attached on this device that the server has not received (issue 7 item 3): shown in their
 * slots and in "check your answers" like uploaded documents, marked as waiting (or refused, with
 * the server's reason), and counted as present by the form's own submit check, so a notice prepared
 * offline can be completed and submitted offline.
 */

import type { MessageId } from '../../../shared/i18n/index.ts';
import type { DocumentDto } from '../../../shared/permits/api-types.ts';
import type { PendingFile } from '../drafts/index.ts';

export const WAITING_PREFIX = 'laukia:';

export interface WaitingDocument extends DocumentDto {
  waiting: { fileId: string; problem: string | null };
}

export function isWaiting(document: DocumentDto): document is WaitingDocument {
  return 'waiting' in document;
}

export function waitingDocuments(files: readonly PendingFile[]): WaitingDocument[] {
  return files.map((file) => ({
    id: `${WAITING_PREFIX}${file.id}`,
    type: file.type,
    title: file.title,
    fileName: file.name,
    contentType: file.blob.type || null,
    size: file.size,
    url: null,
    confidential: file.confidential,
    signed: false,
    uploadedAt: new Date(file.addedAt).toISOString(),
    downloadUrl: null,
    boundary: file.boundary
      ? {
          areaHa: file.boundary.areaHa,
          perimeterM: file.boundary.perimeterM ?? null,
          warnings: file.boundary.warnings as MessageId[],
        }
      : null,
    waiting: { fileId: file.id, problem: file.problem },
  }));
}

/** Slot types the form may count as given: uploaded documents and files waiting that were not refused. */
export function presentDocumentTypes(documents: readonly DocumentDto[]): string[] {
  return documents
    .filter((document) => !isWaiting(document) || document.waiting.problem === null)
    .map((document) => document.type);
}
