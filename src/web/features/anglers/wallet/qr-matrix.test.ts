import jsQR from 'jsqr';
import { QR_QUIET_ZONE, qrMatrix, qrPath } from './qr-matrix.ts';

const SEAL =
  'AL1|05260000017|L05.1|2026-11-21|2026-11-21|J. J.|k1|' +
  'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdEfGh';

/** Draws the SVG path the way a screen does (4 pixels a module) and reads it back with a QR decoder. */
function decodePath(path: string, size: number): string | null {
  const scale = 4;
  const side = (size + 2 * QR_QUIET_ZONE) * scale;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++) {
        const at = (py * side + px) * 4;
        rgba[at] = rgba[at + 1] = rgba[at + 2] = 0;
      }
    }
  }
  return jsQR(rgba, side, side)?.data ?? null;
}

describe('QR code for the wallet', () => {
  it('draws a code that a scanner reads back as the seal', () => {
    const matrix = qrMatrix(SEAL);
    const path = qrPath(matrix);
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(decodePath(path, matrix.size)).toBe(SEAL);
  });

  it('keeps the quiet zone clear and merges the dark runs of a row', () => {
    const matrix = qrMatrix('05260000017');
    const path = qrPath(matrix);
    const runs = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map((m) => m.slice(1).map(Number)) as [
      number,
      number,
      number,
    ][];
    for (const [x, y, w] of runs) {
      expect(x).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(y).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(x + w).toBeLessThanOrEqual(QR_QUIET_ZONE + matrix.size);
    }
    // The top-left finder pattern's first row is one run of 7 dark modules.
    expect(runs[0]).toEqual([QR_QUIET_ZONE, QR_QUIET_ZONE, 7]);
  });
});
