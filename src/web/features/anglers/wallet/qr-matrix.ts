/**
 * The squares of a QR code for the browser's SVG (qr-code.tsx): error correction M and the standard
 * quiet zone of 4 modules, as on the permit PDF (server permit-document/pdf.ts). Pure, so a test can
 * decode what is drawn.
 */
import QRCode from 'qrcode';

export const QR_QUIET_ZONE = 4;

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  isDark(row: number, col: number): boolean;
}

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, col) => Boolean(modules.get(row, col)) };
}

/**
 * One SVG path of all dark modules, in module units with the quiet zone added, each row's dark runs
 * merged so that no hairline seams show between neighbouring squares.
 */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; ) {
      if (!matrix.isDark(row, col)) {
        col++;
        continue;
      }
      let end = col;
      while (end < matrix.size && matrix.isDark(row, end)) end++;
      parts.push(`M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${end - col}v1h${col - end}z`);
      col = end;
    }
  }
  return parts.join('');
}
