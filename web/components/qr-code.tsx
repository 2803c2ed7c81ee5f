import { useMemo } from 'react';
import { encode } from 'uqr';

interface QrCodeProps {
  value: string;
  /** The accessible name: what scanning it opens. */
  label: string;
  className?: string;
}

/** A QR code drawn as one SVG path (no inline script or data: URL, so the CSP stays strict). */
export function QrCode({ value, label, className = '' }: QrCodeProps) {
  const { path, size } = useMemo(() => {
    const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
    const cells: string[] = [];
    data.forEach((row, y) =>
      row.forEach((on, x) => {
        if (on) cells.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { path: cells.join(''), size: modules };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={`bg-white ${className}`}
      data-testid="qr-code"
      data-value={value}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
