/**
 * The receipt of a paid state fee as a PDF (spec §3 Payment: receipt number, amount, payment date,
 * proof; issue 20 item 4): who paid, what for (the kind, the application, the permit), how (online
 * or by transfer, with the reference and the bank's entry), in Lithuanian with English beneath.
 * The permit document's fonts and wrapping (permit-document/pdf.ts).
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import { formatReference } from '../../../shared/fees/reference.ts';
import { formatCents } from '../../../shared/fields/money.ts';
import { type MessageId, translate } from '../../../shared/i18n/index.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import { pdfFonts, wrapText } from '../permit-document/index.ts';
import type { ReceiptFacts } from './service.ts';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LABEL_WIDTH = 180;

const VILNIUS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Vilnius',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export async function renderFeeReceiptPdf(facts: ReceiptFacts): Promise<Uint8Array> {
  const { payment, fee, application, permitNumber, transfer } = facts;
  const files = await pdfFonts();
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  doc.setTitle(`${translate('lt', 'fees.receipt.title')} ${payment.receiptNumber ?? ''}`);
  const page = doc.addPage(PAGE);
  const width = PAGE[0] - 2 * MARGIN;
  let y = PAGE[1] - MARGIN;
  const muted = rgb(0.33, 0.33, 0.33);

  const draw = (
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
  const both = (id: MessageId) => [translate('lt', id), translate('en', id)] as const;

  draw(translate('lt', 'permitDocument.ministry'), bold, 10.5, MARGIN, width, rgb(0.05, 0.33, 0.2));
  draw(translate('en', 'permitDocument.ministry'), regular, 8.5, MARGIN, width, muted);
  y -= 14;
  const [title, titleEn] = both('fees.receipt.title');
  draw(title, bold, 18);
  draw(titleEn, regular, 10.5, MARGIN, width, muted);
  y -= 12;

  const kind = findKind(application.kind);
  const kindTitle = kind ? `${kind.code} ${translate('lt', kind.title)}` : application.kind;
  const paidOn = payment.paidAt ? VILNIUS.format(payment.paidAt) : '';
  const rows: [MessageId, string][] = [
    ['fees.receipt.number', payment.receiptNumber ?? ''],
    ['fees.receipt.amount', `${formatCents(payment.amountCents, 'lt')} EUR`],
    ['fees.receipt.date', paidOn],
    ['fees.receipt.payer', `${fee.ownerName} (${fee.ownerCode})`],
    ['fees.receipt.purpose', `${translate('lt', 'fees.receipt.stateFee')}: ${kindTitle}`],
    ['fees.receipt.application', application.number],
    ...(permitNumber ? ([['fees.receipt.permit', permitNumber]] as [MessageId, string][]) : []),
    ['fees.receipt.method', translate('lt', transfer ? 'fees.method.transfer' : 'fees.method.online')],
    ['fees.receipt.reference', formatReference(fee.reference)],
    ...(transfer
      ? ([['fees.receipt.bankEntry', payment.providerRef.split(':').slice(1).join(':')]] as [
          MessageId,
          string,
        ][])
      : []),
  ];
  for (const [label, value] of rows) {
    const top = y;
    const [lt, en] = both(label);
    draw(lt, bold, 9.5, MARGIN, LABEL_WIDTH);
    draw(en, regular, 7.5, MARGIN, LABEL_WIDTH, muted);
    const after = y;
    y = top;
    draw(value, regular, 10.5, MARGIN + LABEL_WIDTH + 12, width - LABEL_WIDTH - 12);
    y = Math.min(y, after) - 8;
  }
  y -= 10;
  for (const text of both('fees.receipt.note')) draw(text, regular, 8, MARGIN, width, muted);
  return doc.save();
}
