/**
 * Reading a generated PDF back the way a person would see it, for tests: the QR code decoded from
 * the squares actually drawn in the file, the text drawn on each page (through the fonts'
 * ToUnicode maps, since the fonts are subset and drawn by glyph id), and the embedded fonts.
 */
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFString,
} from 'pdf-lib';

function decodeStream(stream: PDFRawStream): Buffer {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = Buffer.from(stream.contents);
  if (filter === undefined) return bytes;
  if (filter === PDFName.of('FlateDecode')) return inflateSync(bytes);
  throw new Error(`unsupported filter ${String(filter)}`);
}

async function load(bytes: Uint8Array) {
  return PDFDocument.load(bytes, { updateMetadata: false });
}

/** Pixels per QR module when the drawn squares are rasterised for the decoder. */
const PIXELS_PER_MODULE = 4;

/**
 * Rasterises a QR code drawn as vector squares inside a `/QRCode BMC … EMC` block (pdf.ts): the
 * first rectangle is the white square with its quiet zone, the rectangles after `0 g` the dark runs.
 */
function rasteriseQr(block: string): { width: number; height: number; rgba: Uint8ClampedArray } {
  const rects = (text: string) =>
    [...text.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) =>
      m.slice(1, 5).map(Number),
    );
  const darkAt = block.search(/\b0 g\b/);
  if (darkAt < 0) throw new Error('QR block without dark modules');
  const [background] = rects(block.slice(0, darkAt));
  const dark = rects(block.slice(darkAt));
  if (!background || dark.length === 0) throw new Error('QR block without squares');
  const [bx, by, bw] = background as [number, number, number, number];
  const unit = Math.min(...dark.map((r) => r[3]!));
  const modules = Math.round(bw / unit);
  const side = modules * PIXELS_PER_MODULE;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y, w, h] of dark as [number, number, number, number][]) {
    const col = Math.round((x - bx) / unit);
    const row = Math.round((by + bw - (y + h)) / unit);
    const cols = Math.round(w / unit);
    for (let py = row * PIXELS_PER_MODULE; py < (row + 1) * PIXELS_PER_MODULE; py++) {
      for (let px = col * PIXELS_PER_MODULE; px < (col + cols) * PIXELS_PER_MODULE; px++) {
        const at = (py * side + px) * 4;
        rgba[at] = rgba[at + 1] = rgba[at + 2] = 0;
      }
    }
  }
  return { width: side, height: side, rgba };
}

/** The text of the QR code printed in the PDF, decoded from the squares actually drawn; throws when there is none. */
export async function readQrFromPdf(bytes: Uint8Array): Promise<string> {
  const doc = await load(bytes);
  for (const page of doc.getPages()) {
    for (const stream of streamsOf(page.node.get(PDFName.of('Contents')), doc)) {
      const ops = decodeStream(stream).toString('latin1');
      for (const block of ops.matchAll(/\/QRCode BMC([\s\S]*?)EMC/g)) {
        const image = rasteriseQr(block[1]!);
        const code = jsQR(image.rgba, image.width, image.height);
        if (code) return code.data;
      }
    }
  }
  throw new Error('no readable QR code in the PDF');
}

/** Glyph id → text, from a font's ToUnicode CMap (`<0012> <0105>` pairs, as pdf-lib writes them). */
function toUnicodeMap(font: PDFDict): Map<number, string> {
  const map = new Map<number, string>();
  const stream = font.lookup(PDFName.of('ToUnicode'));
  if (!(stream instanceof PDFRawStream)) return map;
  const cmap = decodeStream(stream).toString('latin1');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, unicode] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const units = unicode!.match(/.{4}/g)!.map((h) => Number.parseInt(h, 16));
      map.set(Number.parseInt(glyph!, 16), String.fromCharCode(...units));
    }
  }
  return map;
}

function streamsOf(contents: PDFObject | undefined, doc: PDFDocument): PDFRawStream[] {
  const resolved = contents instanceof PDFRef ? doc.context.lookup(contents) : contents;
  if (resolved instanceof PDFRawStream) return [resolved];
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((item) => streamsOf(item, doc));
  return [];
}

/** The text of each page, one string per text-showing operation, in drawing order. */
export async function pdfText(bytes: Uint8Array): Promise<string[][]> {
  const doc = await load(bytes);
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = doc.context.lookup(ref);
        if (font instanceof PDFDict) fonts.set(name.decodeText(), toUnicodeMap(font));
      }
    }
    const texts: string[] = [];
    let current: Map<number, string> | undefined;
    for (const stream of streamsOf(page.node.get(PDFName.of('Contents')), doc)) {
      const ops = decodeStream(stream).toString('latin1');
      for (const match of ops.matchAll(/\/([^\s/[\]()<>{}]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (match[1] !== undefined) {
          current = fonts.get(match[1]);
          continue;
        }
        const hex = match[2]!;
        let text = '';
        for (let i = 0; i < hex.length; i += 4) {
          const glyph = Number.parseInt(hex.slice(i, i + 4), 16);
          text += current?.get(glyph) ?? '\uFFFD';
        }
        texts.push(text);
      }
    }
    return texts;
  });
}

/** Fonts whose program is embedded in the file (TrueType: /FontFile2), by PostScript name. */
export async function embeddedFonts(bytes: Uint8Array): Promise<string[]> {
  const doc = await load(bytes);
  const names: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor'))
      continue;
    if (object.get(PDFName.of('FontFile2')) === undefined) continue;
    const name = object.lookup(PDFName.of('FontName'));
    if (name instanceof PDFName) names.push(name.decodeText());
  }
  return names;
}

/** The document information dictionary and catalog language. */
export async function pdfInfo(bytes: Uint8Array) {
  const doc = await load(bytes);
  const lang = doc.catalog.lookup(PDFName.of('Lang'));
  return {
    title: doc.getTitle(),
    author: doc.getAuthor(),
    subject: doc.getSubject(),
    language: lang instanceof PDFString || lang instanceof PDFHexString ? lang.decodeText() : undefined,
    pageCount: doc.getPageCount(),
  };
}
