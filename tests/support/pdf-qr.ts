import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdfjs's copies of the PDF standard fonts, so text renders as a viewer shows it. */
export const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** Pixels per PDF point: 3 draws a 62 pt QR code of 41 modules at 4.5 pixels a module. */
const SCALE = 3;

/**
 * The QR codes a phone would read on each page of a cartela PDF: every page rendered as a viewer
 * draws it, cut into its cards (two across, three down, as the sheet's cut lines do), and each card
 * scanned. A card without a readable QR code gives null.
 */
export async function qrCodesByPage(
  bytes: Uint8Array,
  grid: { columns: number; rows: number } = { columns: 2, rows: 3 },
): Promise<(string | null)[][]> {
  const pdf = await getDocument({
    data: bytes.slice(),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  const pages: (string | null)[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: SCALE });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const cellW = Math.floor(canvas.width / grid.columns);
    const cellH = Math.floor(canvas.height / grid.rows);
    const found: (string | null)[] = [];
    for (let r = 0; r < grid.rows; r++)
      for (let c = 0; c < grid.columns; c++) {
        const image = context.getImageData(c * cellW, r * cellH, cellW, cellH);
        found.push(
          jsQR(image.data, cellW, cellH, { inversionAttempts: 'dontInvert' })?.data ?? null,
        );
      }
    pages.push(found);
  }
  await pdf.destroy();
  return pages;
}
