/**
 * The payment receipt as a PDF (spec §3 Payment: receipt number, amount, payment date, proof
 * document), in the purchase's language: what was bought, for whom and for which days, the price,
 * the SMS fee and the total, and the permit number. Same font set-up as the permit PDF
 * (permit-document/pdf.ts): DejaVu Sans embedded so that Lithuanian letters show everywhere.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import type { AnglerData, PaymentMethod } from '../../../shared/anglers/api-types.ts';
import { formatCents } from '../../../shared/fields/money.ts';
import { type Language, type MessageId, translate } from '../../../shared/i18n/index.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import type { PaymentRow } from '../payments/index.ts';
import { pdfFonts, wrapText } from '../permit-document/index.ts';
import type { PurchaseRow } from './purpose.ts';

const VILNIUS_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Vilnius',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `yyyy-MM-dd HH:mm` in Lithuanian time (spec §9 date formats). */
export function vilniusDateTime(at: Date): string {
  const p = Object.fromEntries(VILNIUS_TIME.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

export interface ReceiptInput {
  purchase: PurchaseRow;
  payment: PaymentRow;
  permitNumber: string | null;
  /** What was bought for where, e.g. "Neris — Lašiša". */
  place: string | null;
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LABEL_WIDTH = 170;

export async function renderReceiptPdf(input: ReceiptInput): Promise<Uint8Array> {
  const { purchase, payment } = input;
  const lang: Language = purchase.lang === 'en' ? 'en' : 'lt';
  const t = (id: MessageId, values?: Record<string, string | number>) => translate(lang, id, values);
  const files = await pdfFonts();
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  const page = doc.addPage(PAGE);
  const width = PAGE[0] - 2 * MARGIN;
  let y = PAGE[1] - MARGIN;

  const line = (
    text: string,
    font: PDFFont,
    size: number,
    x = MARGIN,
    maxWidth = width,
    color = rgb(0, 0, 0),
  ) => {
    for (const part of wrapText(text, { font, size }, maxWidth)) {
      page.drawText(part, { x, y: y - size, font, size, color });
      y -= size * 1.4;
    }
  };

  line(t('permitDocument.ministry'), bold, 10.5, MARGIN, width, rgb(0.05, 0.33, 0.2));
  y -= 14;
  line(t('anglers.receipt.title'), bold, 18);
  y -= 10;

  const angler = purchase.angler as AnglerData;
  const kind = findKind(purchase.kind);
  const payer =
    purchase.buyerCode && purchase.buyerCode !== purchase.anglerKey
      ? purchase.buyerCode
      : `${angler.firstName} ${angler.lastName}`;
  const euro = (cents: number) =>
    lang === 'lt' ? `${formatCents(cents, lang)} €` : `€${formatCents(cents, lang)}`;
  const rows: [MessageId, string][] = [
    ['anglers.receipt.number', payment.receiptNumber ?? ''],
    ['anglers.receipt.paidAt', payment.paidAt ? vilniusDateTime(payment.paidAt) : ''],
    ['anglers.receipt.payer', payer],
    ['anglers.receipt.method', t(`anglers.method.${payment.method as PaymentMethod}`)],
    [
      'anglers.receipt.item',
      [
        kind ? `${t(kind.title)} (${kind.code})` : purchase.kind,
        input.place,
        `${angler.firstName} ${angler.lastName}`,
      ]
        .filter(Boolean)
        .join(', '),
    ],
    ['anglers.receipt.period', `${purchase.validFrom} – ${purchase.validUntil}`],
    ['anglers.receipt.purchase', purchase.id],
    ['anglers.receipt.price', euro(purchase.priceCents)],
    ...(purchase.feeCents > 0
      ? [['anglers.receipt.fee', euro(purchase.feeCents)] as [MessageId, string]]
      : []),
    ['anglers.receipt.total', euro(payment.amountCents)],
  ];
  if (input.permitNumber) rows.push(['anglers.receipt.permitNumber', input.permitNumber]);
  for (const [label, value] of rows) {
    const top = y;
    line(t(label), regular, 9.5, MARGIN, LABEL_WIDTH, rgb(0.33, 0.33, 0.33));
    const labelBottom = y;
    y = top;
    const strong = label === 'anglers.receipt.total' || label === 'anglers.receipt.number';
    line(value, strong ? bold : regular, 10.5, MARGIN + LABEL_WIDTH + 12, width - LABEL_WIDTH - 12);
    y = Math.min(y, labelBottom) - 6;
  }
  y -= 12;
  line(t(input.permitNumber ? 'anglers.receipt.note' : 'anglers.receipt.notIssued'), regular, 9);

  doc.setTitle(`${t('anglers.receipt.title')} ${payment.receiptNumber ?? ''}`.trim());
  doc.setAuthor(t('permitDocument.ministry'));
  doc.setLanguage(lang);
  doc.setProducer('pdf-lib');
  doc.setCreator(t('permitDocument.creator'));
  if (payment.paidAt) doc.setCreationDate(payment.paidAt);
  return doc.save({ useObjectStreams: false });
}
