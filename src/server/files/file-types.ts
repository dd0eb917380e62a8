/**
 * The file types the portal keeps (spec §5 Files; content uploads): what each is sent as, the name
 * endings that fit it and how it is named to people. A file's type is what its bytes are
 * (`sniff.ts`), never its name's ending or what the browser said.
 */

export const FILE_TYPES = [
  'pdf',
  'docx',
  'xlsx',
  'odt',
  'ods',
  'tiff',
  'jpeg',
  'png',
  'zip',
  'geojson',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const CONTENT_TYPES: Readonly<Record<FileType, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  tiff: 'image/tiff',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
  geojson: 'application/geo+json',
};

/** File name endings that fit each type; the first is added to a name that has none of them. */
const EXTENSIONS: Readonly<Record<FileType, readonly string[]>> = {
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  odt: ['odt'],
  ods: ['ods'],
  tiff: ['tif', 'tiff'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
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
  png: 'PNG',
  zip: 'ZIP',
  geojson: 'GeoJSON',
};

/** `PDF, DOCX, XLSX` for the types given, in the order of FILE_TYPES (or a label of one's own). */
export function typesLabel(
  types: readonly FileType[],
  labels: Partial<Record<FileType, string>> = {},
): string {
  return FILE_TYPES.filter((type) => types.includes(type))
    .map((type) => labels[type] ?? LABELS[type])
    .join(', ');
}

export function fileTypeOf(contentType: string | null): FileType | undefined {
  return FILE_TYPES.find((type) => CONTENT_TYPES[type] === contentType);
}

/** The name with the type's ending added when it has another one (`paraiska.html` → `paraiska.html.pdf`). */
export function nameForType(fileName: string, type: FileType | undefined): string {
  if (!type) return fileName;
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return EXTENSIONS[type].includes(ext) ? fileName : `${fileName}.${EXTENSIONS[type][0]}`;
}
