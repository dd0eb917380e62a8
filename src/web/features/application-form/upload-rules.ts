/**
 * Checks a document before it is sent (spec §5 Files: type and title required, a file unless it
 * has an address; 10 MB a file, 50 MB an application; the slot's formats). The server checks the
 * same by content and is the authority; this only saves a person a long upload that would fail.
 * Pure.
 */
import type { MessageId } from '../../../shared/i18n/index.ts';
import type { DocumentAccept } from '../../../shared/permits/engine/definition.ts';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 50 * 1024 * 1024;

/** File name endings a slot takes (spec §5 Files), for the file picker and the pre-check. */
export const ACCEPTED_EXTENSIONS: Readonly<Record<DocumentAccept, readonly string[]>> = {
  editable: ['.docx', '.odt'],
  pdf: ['.pdf'],
  attachment: ['.pdf', '.docx', '.xlsx', '.odt', '.ods', '.tif', '.tiff'],
  l16: ['.pdf', '.tif', '.tiff', '.jpg', '.jpeg'],
  boundary: ['.zip', '.geojson', '.json'],
  site: ['.zip'],
};

export function acceptAttribute(accept: DocumentAccept): string {
  return ACCEPTED_EXTENSIONS[accept].join(',');
}

/** `PDF, DOCX, ODT` for messages. */
export function formatList(accept: DocumentAccept): string {
  return [...new Set(ACCEPTED_EXTENSIONS[accept].map((extension) => extension.slice(1).toUpperCase()))]
    .filter((format) => format !== 'TIFF' && format !== 'JPEG')
    .join(', ');
}

export interface UploadInput {
  title: string;
  file: { name: string; size: number } | null;
  url: string;
}

export function checkUpload(
  input: UploadInput,
  accept: DocumentAccept,
  uploadedBytes: number,
): { field: 'file' | 'title' | 'url'; message: MessageId; values?: { formats: string } } | null {
  if (input.title.trim() === '') return { field: 'title', message: 'validation.required' };
  const url = input.url.trim();
  if (!input.file) {
    if (accept === 'boundary' || accept === 'site')
      return { field: 'file', message: 'upload.error.boundaryFile' };
    if (url === '') return { field: 'file', message: 'applicationForm.upload.fileOrUrl' };
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('scheme');
    } catch {
      return { field: 'url', message: 'applicationForm.upload.badUrl' };
    }
    return null;
  }
  const name = input.file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS[accept].some((extension) => name.endsWith(extension))) {
    return {
      field: 'file',
      message: 'applicationForm.upload.wrongFormat',
      values: { formats: formatList(accept) },
    };
  }
  if (input.file.size > MAX_FILE_BYTES) return { field: 'file', message: 'applicationForm.upload.tooLarge' };
  if (uploadedBytes + input.file.size > MAX_TOTAL_BYTES) {
    return { field: 'file', message: 'applicationForm.upload.totalTooLarge' };
  }
  return null;
}
