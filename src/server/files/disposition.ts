/**
 * The one `Content-Disposition` builder (issue 17 item 4), on the kept `content-disposition`
 * library (RFC 6266 / RFC 8187), for every download: documents, content files, permit PDFs and
 * receipts. The exact name goes in `filename*`; the plain `filename` every browser understands is
 * an ASCII form of it we make ourselves — Lithuanian letters without their marks (`Paraiška` →
 * `Paraiska`), anything else unusual as `_` — rather than the library's `?` for each letter.
 */
import { create } from 'content-disposition';

export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  return create(name, { type, fallback: asciiName(name) });
}

/** The name in printable ASCII: marks dropped, the rest of what is not a plain name character `_`. */
export function asciiName(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._ -]/g, '_')
      .replace(/^[.\s]+/, '')
      .slice(0, 150) || 'dokumentas'
  );
}
