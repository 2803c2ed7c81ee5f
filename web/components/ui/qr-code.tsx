import { useMemo } from 'react';
import QRCode from 'qrcode';

const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path from the encoder's module matrix: no canvas, no data URL and no
 * inline script, so it renders under the app's CSP. Dark on white whatever the theme: scanners
 * want the contrast.
 */
export function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { path, extent } = useMemo(() => {
    const modules = QRCode.create(value, { errorCorrectionLevel: 'M' }).modules;
    let d = '';
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) d += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    return { path: d, extent: modules.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-lg border border-line"
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
