/**
 * A QR code drawn in the browser as SVG (issue 5 item 6): the wallet shows each ticket's seal
 * (src/shared/permits/permit-seal.ts) for an inspector's scanner, and it must stay sharp at any size,
 * from a card to the full screen. Built on the device from the stored seal, with no network.
 */
import { useMemo } from 'react';
import { QR_QUIET_ZONE, qrMatrix, qrPath } from './qr-matrix.ts';

/** The QR code of `value`, filling its box (square); `label` names it for screen readers. */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { side, path } = useMemo(() => {
    const matrix = qrMatrix(value);
    return { side: matrix.size + 2 * QR_QUIET_ZONE, path: qrPath(matrix) };
  }, [value]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
