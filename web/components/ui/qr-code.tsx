import { useMemo } from 'react';
import { encode } from 'uqr';

/** The quiet zone the QR standard asks for, in modules: scanners find the code by it. */
const QUIET_ZONE = 4;

// The last codes drawn, by value: encoding one costs tens of milliseconds on a slow device, and a
// screen that mounts again (the caller after a reload of its game) shows the same code.
const recent = new Map<string, { path: string; size: number }>();

function drawn(value: string): { path: string; size: number } {
  const known = recent.get(value);
  if (known) return known;
  const { data, size } = encode(value, { ecc: 'M', border: QUIET_ZONE });
  const cells: string[] = [];
  data.forEach((row, y) =>
    row.forEach((on, x) => {
      if (on) cells.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  const code = { path: cells.join(''), size };
  if (recent.size >= 8) recent.delete(recent.keys().next().value!);
  recent.set(value, code);
  return code;
}

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
  const { path, size } = useMemo(() => drawn(value), [value]);
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
