import { useMemo } from 'react';
import { encode } from 'uqr';

/** The quiet zone the QR standard asks for, in modules: scanners find the code by it. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path: no canvas, no data URL and no inline script, so it renders
 * under the app's CSP. Dark on white whatever the theme: scanners want the contrast.
 */
export function QrCode({
  value,
  label,
  className = '',
}: {
  value: string;
  /** The accessible name: what scanning it opens. */
  label: string;
  className?: string;
}) {
  const { path, size } = useMemo(() => {
    const { data, size: modules } = encode(value, { ecc: 'M', border: QUIET_ZONE });
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
      className={className}
      data-testid="qr-code"
      data-value={value}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
