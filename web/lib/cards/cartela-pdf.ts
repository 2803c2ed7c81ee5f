import type { CardGrid } from '@core/bingo/card';
import { FREE } from '@core/bingo/card';
import { encode as encodeQr } from 'uqr';
import { LETTERS, maxNumberFor, type GameMode } from '@core/bingo/modes';

/** One cartela to print: its number and the card it plays (saved or generated). */
export interface Cartela {
  cardNumber: number;
  card: CardGrid;
  /** The player's page of this card (decision 037), printed as a QR code beside the grid. */
  link?: string;
}

export interface CartelaSheetInput {
  shopName: string;
  mode: GameMode;
  cartelas: readonly Cartela[];
  /** The shop name drawn as a picture, for a name the PDF's built-in font cannot write. */
  shopNamePng?: Uint8Array;
  /** The centre's word in the shop's language (decision 048); FREE when left out. */
  freeLabel?: string;
  /** That word drawn as a picture, for a script the PDF's built-in font cannot write. */
  freeLabelPng?: Uint8Array;
  /** Called after each page and once at the end, so the page can show progress. */
  onProgress?: (done: number, total: number) => void;
}

export const CARDS_PER_PAGE = 6;
const COLUMNS = 2;
const ROWS = CARDS_PER_PAGE / COLUMNS;
/** A4 portrait in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 18;
const PAD = 12;
const BAND = 40;
/**
 * The QR code's side with its quiet zone: 76 pt (26.8 mm) gives the longest link's 45 modules
 * 1.7 pt each, 3.5 pixels in a 150-dpi copy, so a photocopied or cheaply scanned cartela still
 * reads (issue 38: at 62 pt and error correction M, four in six did not).
 */
const QR_SIDE = 76;
/** The gap between the grid and the QR code's quiet zone. */
const QR_GAP = 6;
/** The quiet zone the QR standard asks for, in modules: scanners find the code by it. */
const QR_QUIET_ZONE = 4;
/** The type size of the lines under the QR code: 16 hex digits fit its width in Courier. */
const QR_TEXT = 6;

/**
 * A QR code as one SVG path of dark runs. Error correction L: fewer, larger modules in the same
 * side read from a coarse copy, which matters more for a printed link than mending a smudge (the
 * code under it is there for a torn one).
 * with its side in modules including the quiet zone. Drawn as vectors it stays sharp on any printer.
 */
export function qrSvgPath(text: string): { path: string; modules: number } {
  const { data, size } = encodeQr(text, { ecc: 'L', border: QR_QUIET_ZONE });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { path: runs.join(''), modules: size };
}

/** Text the PDF's built-in fonts can write (WinAnsi, about Latin-1). */
export function pdfCanWrite(text: string): boolean {
  return /^[\x20-\x7e\u00a0-\u00ff]*$/.test(text);
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A4 sheets of cartelas, six a page, with cut lines between them: each shows the shop's name, the
 * card number in large type, the mode's letters, the 5x5 grid (centre FREE) and, for a cartela with
 * a link, its QR code beside the grid with the link's host and code in small type under it. This
 * module (pdf-lib, the QR encoder) is loaded only when a hall prints; pages are laid out one at a
 * time so the page stays responsive.
 */
export async function buildCartelaPdf(input: CartelaSheetInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb, LineCapStyle } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${pdfCanWrite(input.shopName) ? input.shopName : 'Bingo'} cartelas`);
  doc.setCreator('Bingo Hall');
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const nameImage = input.shopNamePng ? await doc.embedPng(input.shopNamePng) : null;
  const freeImage = input.freeLabelPng ? await doc.embedPng(input.freeLabelPng) : null;
  const freeLabel =
    input.freeLabel && pdfCanWrite(input.freeLabel) ? input.freeLabel.toUpperCase() : 'FREE';
  const ink = rgb(0.1, 0.1, 0.12);
  const muted = rgb(0.45, 0.45, 0.5);
  const cellW = (PAGE.width - 2 * MARGIN) / COLUMNS;
  const cellH = (PAGE.height - 2 * MARGIN) / ROWS;
  const span = maxNumberFor(input.mode);
  const total = input.cartelas.length;
  const pages = Math.ceil(total / CARDS_PER_PAGE);

  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const onPage = input.cartelas.slice(p * CARDS_PER_PAGE, (p + 1) * CARDS_PER_PAGE);
    const cut = { thickness: 0.6, color: muted, dashArray: [4, 3], lineCap: LineCapStyle.Round };
    for (let c = 1; c < COLUMNS; c++) {
      const x = MARGIN + c * cellW;
      page.drawLine({
        start: { x, y: MARGIN / 2 },
        end: { x, y: PAGE.height - MARGIN / 2 },
        ...cut,
      });
    }
    for (let r = 1; r < ROWS; r++) {
      const y = MARGIN + r * cellH;
      page.drawLine({
        start: { x: MARGIN / 2, y },
        end: { x: PAGE.width - MARGIN / 2, y },
        ...cut,
      });
    }
    onPage.forEach((cartela, i) => {
      const left = MARGIN + (i % COLUMNS) * cellW + PAD;
      const top = PAGE.height - MARGIN - Math.floor(i / COLUMNS) * cellH - PAD;
      const width = cellW - 2 * PAD;
      const number = String(cartela.cardNumber);
      const numberSize = 30;
      const numberWidth = bold.widthOfTextAtSize(number, numberSize);
      page.drawText(number, {
        x: left + width - numberWidth,
        y: top - numberSize + 4,
        size: numberSize,
        font: bold,
        color: ink,
      });
      const nameWidth = width - numberWidth - 10;
      if (nameImage) {
        const scale = Math.min(16 / nameImage.height, nameWidth / nameImage.width);
        page.drawImage(nameImage, {
          x: left,
          y: top - 18,
          width: nameImage.width * scale,
          height: nameImage.height * scale,
        });
      } else {
        page.drawText(fitText(input.shopName, regular, 11, nameWidth), {
          x: left,
          y: top - 14,
          size: 11,
          font: bold,
          color: ink,
        });
      }
      page.drawText(`1-${span}`, { x: left, y: top - 30, size: 8, font: regular, color: muted });
      const qrWidth = cartela.link ? QR_SIDE + QR_GAP : 0;
      drawGrid(page, cartela.card, {
        left,
        top: top - BAND,
        width: width - qrWidth,
        height: cellH - 2 * PAD - BAND,
      });
      if (cartela.link)
        drawQr(page, cartela.link, { left: left + width - QR_SIDE, top: top - BAND });
    });
    input.onProgress?.(Math.min((p + 1) * CARDS_PER_PAGE, total), total);
    await yieldToPage();
  }
  return doc.save({ objectsPerTick: 40 });

  function drawQr(
    page: ReturnType<typeof doc.addPage>,
    link: string,
    at: { left: number; top: number },
  ) {
    const { path, modules } = qrSvgPath(link);
    page.drawSvgPath(path, { x: at.left, y: at.top, scale: QR_SIDE / modules, color: ink });
    // Under it, for a phone that cannot scan: the hall's address and the card's code.
    const url = new URL(link);
    const lines = [url.host, url.pathname.split('/').filter(Boolean).at(-1) ?? ''];
    lines.forEach((line, i) => {
      const text = fitText(line, mono, QR_TEXT, QR_SIDE);
      page.drawText(text, {
        x: at.left + (QR_SIDE - mono.widthOfTextAtSize(text, QR_TEXT)) / 2,
        y: at.top - QR_SIDE - (i + 1) * (QR_TEXT + 1.5),
        size: QR_TEXT,
        font: mono,
        color: muted,
      });
    });
  }

  function drawGrid(
    page: ReturnType<typeof doc.addPage>,
    card: CardGrid,
    box: { left: number; top: number; width: number; height: number },
  ) {
    const w = box.width / 5;
    const h = Math.min(box.height / 6, w);
    const left = box.left;
    LETTERS.forEach((letter, c) => {
      const x = left + c * w;
      page.drawRectangle({ x, y: box.top - h, width: w, height: h, color: ink });
      const letterSize = h * 0.6;
      const letterWidth = bold.widthOfTextAtSize(letter, letterSize);
      page.drawText(letter, {
        x: x + (w - letterWidth) / 2,
        y: box.top - h + (h - letterSize * 0.72) / 2,
        size: letterSize,
        font: bold,
        color: rgb(1, 1, 1),
      });
    });
    card.forEach((cells, r) =>
      cells.forEach((cell, c) => {
        const x = left + c * w;
        const y = box.top - (r + 2) * h;
        page.drawRectangle({ x, y, width: w, height: h, borderColor: ink, borderWidth: 0.8 });
        if (cell === null) return;
        if (cell === FREE && freeImage) {
          const scale = Math.min((h * 0.45) / freeImage.height, (w * 0.85) / freeImage.width);
          const [iw, ih] = [freeImage.width * scale, freeImage.height * scale];
          page.drawImage(freeImage, {
            x: x + (w - iw) / 2,
            y: y + (h - ih) / 2,
            width: iw,
            height: ih,
          });
          return;
        }
        const text = cell === FREE ? freeLabel : String(cell);
        const textSize =
          cell === FREE
            ? Math.min(h * 0.32, (w * 0.85 * h * 0.32) / bold.widthOfTextAtSize(text, h * 0.32))
            : h * 0.56;
        const textWidth = bold.widthOfTextAtSize(text, textSize);
        page.drawText(text, {
          x: x + (w - textWidth) / 2,
          y: y + (h - textSize * 0.72) / 2,
          size: textSize,
          font: bold,
          color: ink,
        });
      }),
    );
  }
}

/** The text cut with an ellipsis to fit; characters the font cannot write are left out. */
function fitText(
  text: string,
  font: { widthOfTextAtSize: (text: string, size: number) => number },
  size: number,
  width: number,
): string {
  let fitted = [...text]
    .filter((char) => pdfCanWrite(char))
    .join('')
    .trim();
  if (font.widthOfTextAtSize(fitted, size) <= width) return fitted;
  while (fitted.length > 1 && font.widthOfTextAtSize(`${fitted}...`, size) > width)
    fitted = fitted.slice(0, -1);
  return `${fitted}...`;
}
