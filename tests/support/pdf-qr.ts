import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdfjs's copies of the PDF standard fonts, so text renders as a viewer shows it. */
export const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** A viewer's rendering: 216 dpi (3 pixels a PDF point). A photocopy reads as about 150. */
const DEFAULT_DPI = 216;

/**
 * The QR codes a phone would read on each page of a cartela PDF: every page rendered as a viewer
 * draws it, cut into its cards (two across, three down, as the sheet's cut lines do), and each card
 * scanned. A card without a readable QR code gives null.
 */
export async function qrCodesByPage(
  bytes: Uint8Array,
  grid: { columns: number; rows: number } = { columns: 2, rows: 3 },
  copy: { dpi?: number; blackAndWhite?: boolean } = {},
): Promise<(string | null)[][]> {
  const { dpi = DEFAULT_DPI, blackAndWhite = false } = copy;
  const pdf = await getDocument({
    data: bytes.slice(),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  const pages: (string | null)[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const found = scanCards(context, canvas, grid, blackAndWhite);
    pages.push(found);
  }
  await pdf.destroy();
  return pages;
}

type Context = ReturnType<ReturnType<typeof createCanvas>['getContext']>;

/** Each card's QR code on a drawn page (two across, three down, as the sheet's cut lines do). */
function scanCards(
  context: Context,
  size: { width: number; height: number },
  grid: { columns: number; rows: number },
  blackAndWhite: boolean,
): (string | null)[] {
  const cellW = Math.floor(size.width / grid.columns);
  const cellH = Math.floor(size.height / grid.rows);
  const found: (string | null)[] = [];
  for (let r = 0; r < grid.rows; r++)
    for (let c = 0; c < grid.columns; c++) {
      const image = context.getImageData(c * cellW, r * cellH, cellW, cellH);
      // A photocopier's black and white: every grey pixel becomes black or white.
      if (blackAndWhite)
        for (let i = 0; i < image.data.length; i += 4) {
          const v = image.data[i]! + image.data[i + 1]! + image.data[i + 2]! < 384 ? 0 : 255;
          image.data.fill(v, i, i + 3);
        }
      found.push(jsQR(image.data, cellW, cellH, { inversionAttempts: 'dontInvert' })?.data ?? null);
    }
  return found;
}

/** Is poppler's pdftoppm on this machine (Debian poppler-utils)? */
export function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The QR codes read from each page as a photocopier or a cheap scanner sees it: rendered by poppler
 * at `dpi` with no anti-aliasing (each pixel black or white), cut into the cards and scanned.
 */
export async function qrCodesByPdftoppm(
  bytes: Uint8Array,
  dpi: number,
  grid: { columns: number; rows: number } = { columns: 2, rows: 3 },
): Promise<(string | null)[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'cartelas-'));
  try {
    writeFileSync(join(dir, 'sheet.pdf'), bytes);
    execFileSync(
      'pdftoppm',
      ['-r', String(dpi), '-aa', 'no', '-aaVector', 'no', '-png', 'sheet.pdf', 'page'],
      {
        cwd: dir,
      },
    );
    const files = readdirSync(dir)
      .filter((name) => name.startsWith('page') && name.endsWith('.png'))
      .sort();
    const pages: (string | null)[][] = [];
    for (const file of files) {
      const image = await loadImage(join(dir, file));
      const canvas = createCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      pages.push(scanCards(context, image, grid, false));
    }
    return pages;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
