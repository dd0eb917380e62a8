/**
 * The permit as a PDF (issue 4 §9; architecture §7): an A4 document in Lithuanian with English
 * beside the fixed labels, the permit's data rendered from its kind's definition, and the QR code
 * of the permit seal that a phone checks offline.
 *
 * DejaVu Sans is embedded (subset) so that ąčęėįšųūž and „“ show in every viewer; the standard PDF
 * fonts have no Lithuanian letters. The output depends only on the permit and its seal (dates come
 * from the permit, font subset names from pdf-lib's seeded generator, Ed25519 signatures are
 * deterministic), so the same permit gives the same bytes.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  beginMarkedContent,
  endMarkedContent,
  fill,
  PDFDocument,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  rectangle,
  rgb,
  setFillingGrayscaleColor,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { formatSecurityCode } from '../../../shared/anglers/security-code.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import { formatCents } from '../../../shared/fields/money.ts';
import { type MessageId, type MessageValues, translate } from '../../../shared/i18n/index.ts';
import type { FieldDef, KindDefinition } from '../../../shared/permits/engine/definition.ts';
import { type PermitState, permitStateLabel } from '../../../shared/permits/engine/lifecycle.ts';
import { conditionHolds, isEmpty, migrateData } from '../../../shared/permits/engine/validate.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import { definitionOf } from '../../../shared/permits/registry.ts';
import type { PermitRow } from '../../db/schema-permits.ts';

const require = createRequire(import.meta.url);

let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** DejaVu Sans, regular and bold (Lithuanian letters everywhere); read once per process: about 1 MB. */
export function pdfFonts() {
  fontFiles ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontFiles = null;
      throw error;
    },
  );
  return fontFiles;
}

// A4 in points, margins of about 18 mm.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 50;
const MARGIN_TOP = 50;
const MARGIN_BOTTOM = 62;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const QR_SIZE = 132;
const LABEL_WIDTH = 190;
const COLUMN_GAP = 12;
const INDENT = 12;

const BLACK = rgb(0, 0, 0);
const MUTED = rgb(0.33, 0.33, 0.33);
const RULE = rgb(0.75, 0.75, 0.75);
const ACCENT = rgb(0.05, 0.33, 0.2);

const lt = (id: MessageId, values?: MessageValues) => translate('lt', id, values);
const en = (id: MessageId, values?: MessageValues) => translate('en', id, values);

interface Style {
  font: PDFFont;
  size: number;
  color: RGB;
}

interface Line {
  text: string;
  style: Style;
}

/** Text a font can draw: no control characters; tabs become spaces. */
function clean(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[\p{Cc}\u2028\u2029]/gu, (char) => (char === '\n' ? char : ''));
}

/** Greedy word wrap; a word wider than the column is cut between characters. */
export function wrapText(text: string, style: Pick<Style, 'font' | 'size'>, width: number): string[] {
  const fits = (candidate: string) => style.font.widthOfTextAtSize(candidate, style.size) <= width;
  const lines: string[] = [];
  for (const paragraph of clean(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      let rest = word;
      while (!fits(rest)) {
        let cut = 1;
        while (cut < rest.length && fits(rest.slice(0, cut + 1))) cut++;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Pages filled top to bottom; content that does not fit continues on a new page. */
class Flow {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(private readonly doc: PDFDocument) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN_TOP;
  }

  /** Makes room for `height` points, starting a page when needed. */
  room(height: number) {
    if (this.y - height < MARGIN_BOTTOM) this.newPage();
  }

  gap(height: number) {
    this.y -= height;
  }

  lines(lines: Line[], x: number) {
    for (const line of lines) {
      const height = lineHeight(line.style);
      this.room(height);
      this.draw(line, x, this.y - line.style.size);
      this.y -= height;
    }
  }

  draw(line: Line, x: number, baseline: number, page: PDFPage = this.page) {
    if (line.text === '') return;
    page.drawText(line.text, {
      x,
      y: baseline,
      font: line.style.font,
      size: line.style.size,
      color: line.style.color,
    });
  }

  /** Two columns side by side, line by line, so that a long value flows onto the next page. */
  row(left: Line[], right: Line[], leftX: number, rightX: number) {
    const count = Math.max(left.length, right.length);
    for (let i = 0; i < count; i++) {
      const a = left[i];
      const b = right[i];
      const size = Math.max(a?.style.size ?? 0, b?.style.size ?? 0);
      const height = Math.max(a ? lineHeight(a.style) : 0, b ? lineHeight(b.style) : 0);
      this.room(height);
      // One baseline for both columns, so that a smaller label sits on the line of its value.
      if (a) this.draw(a, leftX, this.y - size);
      if (b) this.draw(b, rightX, this.y - size);
      this.y -= height;
    }
  }

  rule() {
    this.room(8);
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y - 3 },
      end: { x: PAGE_WIDTH - MARGIN_X, y: this.y - 3 },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 8;
  }
}

const lineHeight = (style: Style) => style.size * 1.35;

const styled = (texts: string[], style: Style): Line[] => texts.map((text) => ({ text, style }));

// --- the permit's data, from its kind's definition ------------------------------------------------

type DataItem =
  | { type: 'heading'; text: string }
  | { type: 'subheading'; text: string; depth: number }
  | { type: 'row'; label: string; value: string; depth: number };

const NUMBER_FORMAT = new Intl.NumberFormat('lt-LT', { maximumFractionDigits: 6 });

function formatValue(field: Exclude<FieldDef, { type: 'group' }>, value: unknown): string {
  switch (field.type) {
    case 'checkbox':
      return lt(value === true ? 'common.yes' : 'common.no');
    case 'select':
    case 'radio': {
      const option = field.options.find((o) => o.value === value);
      return option ? lt(option.label) : String(value);
    }
    case 'checkboxes': {
      const values = Array.isArray(value) ? value : [value];
      return values
        .map((v) => {
          const option = field.options.find((o) => o.value === v);
          return option ? lt(option.label) : String(v);
        })
        .join(', ');
    }
    case 'number': {
      const number = typeof value === 'number' ? value : Number(value);
      const text = Number.isFinite(number) ? NUMBER_FORMAT.format(number) : String(value);
      return field.unit ? `${text} ${lt(field.unit)}` : text;
    }
    default:
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  }
}

function fieldItems(
  fields: readonly FieldDef[],
  values: Readonly<Record<string, unknown>>,
  depth: number,
): DataItem[] {
  const items: DataItem[] = [];
  for (const field of fields) {
    if (!conditionHolds(field.when, values)) continue;
    const value = values[field.name];
    if (field.type === 'group') {
      const rows: unknown[] = Array.isArray(value) ? value : [];
      // A row shows under its number ("Employee 2") only when it has something to show.
      const rowItems = rows.map((row, index): DataItem[] => {
        if (row === null || typeof row !== 'object') return [];
        const inner = fieldItems(field.fields, row as Record<string, unknown>, depth + 1);
        if (inner.length === 0) return [];
        return [
          { type: 'subheading', text: lt(field.itemLabel, { number: index + 1 }), depth: depth + 1 },
          ...inner,
        ];
      });
      if (rowItems.every((row) => row.length === 0)) continue;
      items.push({ type: 'subheading', text: lt(field.label), depth }, ...rowItems.flat());
      continue;
    }
    // An unticked checkbox says "Ne"; other empty values are left out.
    if (field.type === 'checkbox' ? value === undefined || value === null : isEmpty(value)) continue;
    items.push({ type: 'row', label: lt(field.label), value: formatValue(field, value), depth });
  }
  return items;
}

/**
 * The kind's own steps only: the contact details and the declaration belong to the application,
 * not to what the permit allows.
 */
export function permitDataItems(definition: KindDefinition, data: Record<string, unknown>): DataItem[] {
  const items: DataItem[] = [];
  for (const step of definition.steps) {
    const rows = fieldItems(step.fields, data, 0);
    if (rows.length === 0) continue;
    const title = lt(step.title);
    // A step that is one group often shares its title with the group: say it once.
    const first = rows[0];
    if (first?.type === 'subheading' && first.text === title) rows.shift();
    items.push({ type: 'heading', text: title }, ...rows);
  }
  return items;
}

// --- the document ---------------------------------------------------------------------------------

export interface PermitPdfOptions {
  /** The QR payload (permit-seal.ts). */
  seal: string;
  /** Where people check a permit, e.g. `https://leidimai.am.lt/leidimo-tikrinimas`. */
  checkUrl: string;
  /**
   * An angler permit's security code (ADR 0015), printed under its number: the proof of holding it
   * that the catch report, the download form and the wallet ask for without a login.
   */
  securityCode?: string | undefined;
}

/** Marked-content tag around the QR code's drawing, so that tests can find and decode it. */
export const QR_TAG = 'QRCode';
/** The standard quiet zone around a QR code, in modules. */
const QR_QUIET_ZONE = 4;

/**
 * The QR code as vector squares: sharp at any zoom and on any printer, and a few kilobytes. Dark
 * modules of a row are merged into runs and filled as one path, so no seams show between them.
 */
function drawQr(page: PDFPage, payload: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = size / (count + 2 * QR_QUIET_ZONE);
  const ops: PDFOperator[] = [
    pushGraphicsState(),
    beginMarkedContent(QR_TAG),
    setFillingGrayscaleColor(1),
    rectangle(x, y, size, size),
    fill(),
    setFillingGrayscaleColor(0),
  ];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; ) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      let end = col;
      while (end < count && modules.get(row, end)) end++;
      const left = x + (QR_QUIET_ZONE + col) * unit;
      const bottom = y + size - (QR_QUIET_ZONE + row + 1) * unit;
      ops.push(rectangle(left, bottom, (end - col) * unit, unit));
      col = end;
    }
  }
  ops.push(fill(), endMarkedContent(), popGraphicsState());
  page.pushOperators(...ops);
}

export async function renderPermitPdf(permit: PermitRow, options: PermitPdfOptions): Promise<Uint8Array> {
  const kind = findKind(permit.kind);
  const definition = definitionOf(permit.kind);
  if (!kind || !definition) throw new Error(`permit of unknown kind ${permit.kind}`);
  const files = await pdfFonts();

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });

  const s = {
    ministry: { font: bold, size: 10.5, color: ACCENT },
    ministryEn: { font: regular, size: 8.5, color: MUTED },
    code: { font: bold, size: 9, color: MUTED },
    title: { font: bold, size: 16, color: BLACK },
    titleEn: { font: regular, size: 10.5, color: MUTED },
    label: { font: bold, size: 9, color: BLACK },
    labelEn: { font: regular, size: 7.5, color: MUTED },
    value: { font: regular, size: 10, color: BLACK },
    valueStrong: { font: bold, size: 11, color: BLACK },
    heading: { font: bold, size: 12, color: ACCENT },
    headingEn: { font: regular, size: 8.5, color: MUTED },
    step: { font: bold, size: 10.5, color: BLACK },
    subheading: { font: bold, size: 9.5, color: BLACK },
    dataLabel: { font: regular, size: 9, color: MUTED },
    caption: { font: regular, size: 7.5, color: MUTED },
    url: { font: bold, size: 7.5, color: BLACK },
    footer: { font: regular, size: 8, color: MUTED },
  } satisfies Record<string, Style>;

  const ltTitle = lt(kind.title);
  const flow = new Flow(doc);

  // Header: the institution, then the kind's title in Lithuanian with English beneath.
  flow.lines(
    styled(wrapText(lt('permitDocument.ministry'), s.ministry, CONTENT_WIDTH), s.ministry),
    MARGIN_X,
  );
  flow.lines(
    styled(wrapText(en('permitDocument.ministry'), s.ministryEn, CONTENT_WIDTH), s.ministryEn),
    MARGIN_X,
  );
  flow.rule();
  flow.gap(6);
  flow.lines(styled([`${kind.code} · ${lt('permitDocument.permit')}`], s.code), MARGIN_X);
  flow.gap(2);
  flow.lines(styled(wrapText(ltTitle, s.title, CONTENT_WIDTH), s.title), MARGIN_X);
  flow.lines(styled(wrapText(en(kind.title), s.titleEn, CONTENT_WIDTH), s.titleEn), MARGIN_X);
  flow.gap(12);

  // Summary beside the QR code.
  const top = flow.y;
  const summaryWidth = CONTENT_WIDTH - QR_SIZE - 20;
  const labelWidth = 150;
  const valueX = MARGIN_X + labelWidth + COLUMN_GAP;
  const valueWidth = summaryWidth - labelWidth - COLUMN_GAP;
  const bilingual = (id: MessageId): Line[] => [
    ...styled(wrapText(lt(id), s.label, labelWidth), s.label),
    ...styled(wrapText(en(id), s.labelEn, labelWidth), s.labelEn),
  ];
  const valueLines = (text: string, style: Style = s.value) =>
    styled(wrapText(text, style, valueWidth), style);
  const state = permit.state as PermitState;
  const summary: [MessageId, Line[]][] = [
    ['permitDocument.number', valueLines(permit.number, s.valueStrong)],
    ...(options.securityCode
      ? [
          [
            'permitDocument.securityCode',
            [
              ...valueLines(formatSecurityCode(options.securityCode), s.valueStrong),
              ...valueLines(lt('permitDocument.securityCodeNote'), s.labelEn),
              ...valueLines(en('permitDocument.securityCodeNote'), s.labelEn),
            ],
          ] satisfies [MessageId, Line[]],
        ]
      : []),
    [
      'permitDocument.state',
      [...valueLines(lt(permitStateLabel(state))), ...valueLines(en(permitStateLabel(state)), s.labelEn)],
    ],
    ['permitDocument.holder', valueLines(permit.holderName)],
    [
      permit.holderKind === 'company' ? 'permitDocument.companyCode' : 'permitDocument.personCode',
      valueLines(permit.holderCode),
    ],
    ['permitDocument.issuedAt', valueLines(todayInLithuania(permit.issuedAt))],
    ['permitDocument.validFrom', valueLines(permit.validFrom)],
    [
      'permitDocument.validUntil',
      permit.validUntil
        ? valueLines(permit.validUntil)
        : valueLines(`${lt('permitDocument.indefinite')} / ${en('permitDocument.indefinite')}`),
    ],
    ['permitDocument.price', valueLines(`${formatCents(permit.priceCents, 'lt')} €`)],
  ];
  for (const [label, value] of summary) {
    flow.row(bilingual(label), value, MARGIN_X, valueX);
    flow.gap(5);
  }
  const summaryBottom = flow.y;

  // The QR code and how to check it, in the right column of the first page.
  const qrX = PAGE_WIDTH - MARGIN_X - QR_SIZE;
  const firstPage = flow.pages[0]!;
  drawQr(firstPage, options.seal, qrX, top - QR_SIZE, QR_SIZE);
  // The address on a line of its own, shrunk to the QR code's width rather than cut mid-word.
  const urlSize = Math.max(
    5.5,
    Math.min(s.caption.size, (QR_SIZE / s.url.font.widthOfTextAtSize(options.checkUrl, 1)) * 0.98),
  );
  const urlStyle = { ...s.url, size: urlSize };
  const captionLines: Line[] = [
    ...styled(wrapText(lt('permitDocument.qrCaption'), s.caption, QR_SIZE), s.caption),
    ...styled(wrapText(en('permitDocument.qrCaption'), s.caption, QR_SIZE), s.caption),
    ...styled(wrapText(options.checkUrl, urlStyle, QR_SIZE), urlStyle),
  ];
  let captionTop = top - QR_SIZE - 4;
  for (const line of captionLines) {
    flow.draw(line, qrX, captionTop - line.style.size, firstPage);
    captionTop -= lineHeight(line.style);
  }
  // Continue below whichever column is longer (both are on the first page).
  flow.y = flow.pages.length === 1 ? Math.min(summaryBottom, captionTop) : flow.y;
  flow.gap(8);
  flow.rule();

  // The permit's data.
  flow.gap(4);
  flow.room(40);
  flow.lines(
    [...styled([lt('permitDocument.data')], s.heading), ...styled([en('permitDocument.data')], s.headingEn)],
    MARGIN_X,
  );
  flow.gap(4);
  const data = migrateData(definition, (permit.data ?? {}) as Record<string, unknown>, permit.schemaVersion);
  const items = permitDataItems(definition, data);
  if (items.length === 0) flow.lines(styled([lt('permitDocument.noData')], s.dataLabel), MARGIN_X);
  for (const item of items) {
    if (item.type === 'heading') {
      flow.gap(6);
      // Keep a heading with at least two lines of what follows.
      flow.room(lineHeight(s.subheading) + 2 * lineHeight(s.value) + 6);
      flow.lines(
        styled(wrapText(item.text, s.subheading, CONTENT_WIDTH), { ...s.subheading, size: 10.5 }),
        MARGIN_X,
      );
      flow.gap(2);
    } else if (item.type === 'subheading') {
      const x = MARGIN_X + item.depth * INDENT;
      flow.room(lineHeight(s.subheading) + lineHeight(s.value));
      flow.gap(2);
      flow.lines(
        styled(wrapText(item.text, s.subheading, CONTENT_WIDTH - item.depth * INDENT), s.subheading),
        x,
      );
    } else {
      const x = MARGIN_X + item.depth * INDENT;
      const width = LABEL_WIDTH - item.depth * INDENT;
      const valueX = MARGIN_X + LABEL_WIDTH + COLUMN_GAP;
      flow.row(
        styled(wrapText(item.label, s.dataLabel, width), s.dataLabel),
        styled(wrapText(item.value, s.value, CONTENT_WIDTH - LABEL_WIDTH - COLUMN_GAP), s.value),
        x,
        valueX,
      );
      flow.gap(3);
    }
  }

  // Footer on every page: the number, so a loose page can be matched, and "page n of m".
  const total = flow.pages.length;
  flow.pages.forEach((page, index) => {
    const y = MARGIN_BOTTOM - 30;
    page.drawLine({
      start: { x: MARGIN_X, y: y + 14 },
      end: { x: PAGE_WIDTH - MARGIN_X, y: y + 14 },
      thickness: 0.5,
      color: RULE,
    });
    const left = lt('permitDocument.footerNumber', { number: permit.number });
    page.drawText(left, { x: MARGIN_X, y, ...s.footer });
    const right = `${lt('permitDocument.page', { page: index + 1, total })} / ${en('permitDocument.page', { page: index + 1, total })}`;
    const width = s.footer.font.widthOfTextAtSize(right, s.footer.size);
    page.drawText(right, { x: PAGE_WIDTH - MARGIN_X - width, y, ...s.footer });
  });

  doc.setTitle(`${ltTitle} Nr. ${permit.number}`, { showInWindowTitleBar: true });
  doc.setAuthor(lt('permitDocument.ministry'));
  doc.setSubject(lt('permitDocument.subject', { number: permit.number }));
  doc.setKeywords([permit.number, kind.code]);
  doc.setLanguage('lt');
  doc.setCreator(lt('permitDocument.creator'));
  doc.setProducer('pdf-lib');
  doc.setCreationDate(permit.issuedAt);
  doc.setModificationDate(permit.updatedAt);
  return doc.save({ useObjectStreams: false });
}
