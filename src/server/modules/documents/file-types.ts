/**
 * Which document slot takes which file types (spec §5 Files): the application itself in docx or
 * odt (`editable`) plus its pdf (`pdf`); attachments pdf, docx, xlsx, odt, ods, tif; L16 only pdf,
 * tiff or jpg; a felling boundary a zipped shapefile or GeoJSON; a mining site a zipped shapefile
 * or MapInfo TAB set. What a file is comes from its bytes (the files module's sniffer).
 */
import type { DocumentAccept } from '../../../shared/permits/engine/definition.ts';
import { type FileType, typesLabel } from '../../files/index.ts';

export const ACCEPTED: Readonly<Record<DocumentAccept, readonly FileType[]>> = {
  editable: ['docx', 'odt'],
  pdf: ['pdf'],
  attachment: ['pdf', 'docx', 'xlsx', 'odt', 'ods', 'tiff'],
  l16: ['pdf', 'tiff', 'jpeg'],
  boundary: ['zip', 'geojson'],
  site: ['zip'],
};

/** What the zip of a geodata slot is, in the "wrong format" message. */
const ZIP_LABELS: Partial<Record<DocumentAccept, string>> = {
  boundary: 'ZIP (shapefile)',
  site: 'ZIP (shapefile, MapInfo TAB)',
};

export function isAccepted(accept: DocumentAccept, type: FileType): boolean {
  return ACCEPTED[accept].includes(type);
}

export function acceptedLabel(accept: DocumentAccept): string {
  const zip = ZIP_LABELS[accept];
  return typesLabel(ACCEPTED[accept], zip ? { zip } : {});
}
