/**
 * The file types documents may have (spec §5 Files) and which slot takes which: the application
 * itself in docx or odt (`editable`) plus its pdf (`pdf`); attachments pdf, docx, xlsx, odt, ods,
 * tif; L16 only pdf, tiff or jpg; a felling boundary a zipped shapefile or GeoJSON. The type is what
 * the bytes are (sniff.ts), never the name's extension or what the browser said.
 */
import type { DocumentAccept } from '../../../shared/permits/engine/definition.ts';

export const FILE_TYPES = ['pdf', 'docx', 'xlsx', 'odt', 'ods', 'tiff', 'jpeg', 'zip', 'geojson'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const CONTENT_TYPES: Readonly<Record<FileType, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  tiff: 'image/tiff',
  jpeg: 'image/jpeg',
  zip: 'application/zip',
  geojson: 'application/geo+json',
};

/** File name endings that fit each type; the first is added to a download name that has none of them. */
const EXTENSIONS: Readonly<Record<FileType, readonly string[]>> = {
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  odt: ['odt'],
  ods: ['ods'],
  tiff: ['tif', 'tiff'],
  jpeg: ['jpg', 'jpeg'],
  zip: ['zip'],
  geojson: ['geojson', 'json'],
};

/** How the types are named to people in the "wrong format" message. */
const LABELS: Readonly<Record<FileType, string>> = {
  pdf: 'PDF',
  docx: 'DOCX',
  xlsx: 'XLSX',
  odt: 'ODT',
  ods: 'ODS',
  tiff: 'TIFF',
  jpeg: 'JPG',
  zip: 'ZIP (shapefile)',
  geojson: 'GeoJSON',
};

export const ACCEPTED: Readonly<Record<DocumentAccept, readonly FileType[]>> = {
  editable: ['docx', 'odt'],
  pdf: ['pdf'],
  attachment: ['pdf', 'docx', 'xlsx', 'odt', 'ods', 'tiff'],
  l16: ['pdf', 'tiff', 'jpeg'],
  boundary: ['zip', 'geojson'],
};

export function isAccepted(accept: DocumentAccept, type: FileType): boolean {
  return ACCEPTED[accept].includes(type);
}

export function acceptedLabel(accept: DocumentAccept): string {
  return typesLabel(ACCEPTED[accept]);
}

/** `PDF, DOCX, XLSX` for the types given, in the order of FILE_TYPES. */
export function typesLabel(types: readonly FileType[]): string {
  return FILE_TYPES.filter((type) => types.includes(type))
    .map((type) => LABELS[type])
    .join(', ');
}

export function fileTypeOf(contentType: string | null): FileType | undefined {
  return FILE_TYPES.find((type) => CONTENT_TYPES[type] === contentType);
}

/**
 * The name a person's file is kept under: the last part of what the browser sent (some send a
 * whole path), without control characters, at most 200 characters. Only shown and used as the
 * download name; never part of a storage path.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .replace(/^[.\s]+/, '')
    .trim();
  if (cleaned === '') return 'dokumentas';
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 200 - ext.length) + ext;
}

/** The download name: the kept name, with the type's ending added when it has another one. */
export function downloadName(fileName: string, type: FileType | undefined): string {
  if (!type) return fileName;
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return EXTENSIONS[type].includes(ext) ? fileName : `${fileName}.${EXTENSIONS[type][0]}`;
}

/** `Content-Disposition: attachment` with an ASCII fallback and the real name per RFC 5987/6266. */
export function attachmentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._ -]/g, '_')
      .replace(/^[.\s]+/, '')
      .slice(0, 150) || 'dokumentas';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
