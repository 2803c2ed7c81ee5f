import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cardForNumber } from '@core/bingo/card-generator';
import {
  hasPdftoppm,
  qrCodesByPage,
  qrCodesByPdftoppm,
  standardFontDataUrl,
} from '../../../tests/support/pdf-qr';
import { buildCartelaPdf, CARDS_PER_PAGE, pdfCanWrite } from './cartela-pdf';

interface PageText {
  /** The card numbers printed in large type, in page order. */
  cardNumbers: number[];
  words: string[];
}

/** Reads a PDF as a viewer would: its pages and the text on each. */
async function readPdf(bytes: Uint8Array): Promise<PageText[]> {
  const pdf = await getDocument({
    data: bytes.slice(),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  const pages: PageText[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const items = content.items.filter((item) => 'str' in item && item.str.trim() !== '') as {
      str: string;
      height: number;
    }[];
    pages.push({
      cardNumbers: items.filter((item) => item.height >= 24).map((item) => Number(item.str)),
      words: items.map((item) => item.str),
    });
  }
  await pdf.destroy();
  return pages;
}

const cartelas = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    cardNumber: from + i,
    card: cardForNumber(from + i, 'standard'),
  }));

// The longest path: the largest shop id and card number, on a long public address.
const link = (n: number) =>
  `https://bingo-hall.piassa.example.com/card/2147483647/${n}/${n.toString(16).padStart(16, 'a')}`;

describe('printable cartela sheets', () => {
  it('prints six cards a page with their numbers, the shop name and the mode letters', async () => {
    const progress: number[] = [];
    const bytes = await buildCartelaPdf({
      shopName: 'Piassa Hall',
      mode: 'standard',
      cartelas: cartelas(101, 113),
      onProgress: (done) => progress.push(done),
    });
    if (process.env.CARTELA_PDF_OUT) writeFileSync(process.env.CARTELA_PDF_OUT, bytes);
    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(3);
    expect(pages.map((page) => page.cardNumbers)).toEqual([
      [101, 102, 103, 104, 105, 106],
      [107, 108, 109, 110, 111, 112],
      [113],
    ]);
    expect(progress).toEqual([6, 12, 13]);
    const first = pages[0]!.words;
    expect(first.filter((word) => word === 'Piassa Hall')).toHaveLength(CARDS_PER_PAGE);
    expect(first.filter((word) => word === 'FREE')).toHaveLength(CARDS_PER_PAGE);
    for (const letter of ['B', 'I', 'N', 'G', 'O'])
      expect(first.filter((word) => word === letter)).toHaveLength(CARDS_PER_PAGE);
    // Card 101's numbers are all on the first page.
    const numbers = cardForNumber(101, 'standard')
      .flat()
      .filter((cell) => typeof cell === 'number');
    for (const n of numbers) expect(first).toContain(String(n));
  });

  it('prints 500 cards in one document of 84 pages', async () => {
    const bytes = await buildCartelaPdf({
      shopName: 'Hall',
      mode: 'standard',
      cartelas: cartelas(1, 500),
    });
    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(84);
    expect(pages.flatMap((page) => page.cardNumbers)).toEqual(
      Array.from({ length: 500 }, (_, i) => i + 1),
    );
  }, 60_000);

  it("prints on each card a QR code a phone reads as that card's own page", async () => {
    const bytes = await buildCartelaPdf({
      shopName: 'Piassa Hall',
      mode: 'standard',
      cartelas: cartelas(9993, 10_000).map((c) => ({ ...c, link: link(c.cardNumber) })),
    });
    expect(await qrCodesByPage(bytes)).toEqual([
      [9993, 9994, 9995, 9996, 9997, 9998].map(link),
      [link(9999), link(10_000), null, null, null, null],
    ]);
    // The card's code is printed under its QR code, for a phone that cannot scan.
    const [first] = await readPdf(bytes);
    expect(first!.cardNumbers).toEqual([9993, 9994, 9995, 9996, 9997, 9998]);
    expect(first!.words).toContain((9993).toString(16).padStart(16, 'a'));
    expect(first!.words).toContain('bingo-hall.piassa....');
  });

  it('prints QR codes that still read from a 150-dpi copy of the sheet', async () => {
    // Issue 38: a photocopied or low-resolution scan of a cartela must still open its card.
    const bytes = await buildCartelaPdf({
      shopName: 'Piassa Hall',
      mode: 'standard',
      cartelas: cartelas(9995, 10_000).map((c) => ({ ...c, link: link(c.cardNumber) })),
    });
    const all = [[9995, 9996, 9997, 9998, 9999, 10_000].map(link)];
    expect(await qrCodesByPage(bytes, undefined, { dpi: 150, blackAndWhite: true })).toEqual(all);
    // As poppler renders it with no anti-aliasing (a photocopier's black and white): the case
    // issue 38 found failing, where a QR code's modules fall between the pixels.
    if (hasPdftoppm()) expect(await qrCodesByPdftoppm(bytes, 150)).toEqual(all);
    else
      console.warn(
        'pdftoppm (poppler-utils) is not installed: the 150-dpi poppler check is skipped',
      );
  });

  it("writes the centre in the shop's language", async () => {
    const bytes = await buildCartelaPdf({
      shopName: 'Tienda',
      mode: 'standard',
      cartelas: cartelas(1, 2),
      freeLabel: 'Libre',
    });
    const [first] = await readPdf(bytes);
    expect(first!.words.filter((word) => word === 'LIBRE')).toHaveLength(2);
    expect(first!.words).not.toContain('FREE');
  });

  it('tells which names the built-in font can write', () => {
    expect(pdfCanWrite('Café Piassa')).toBe(true);
    expect(pdfCanWrite('ፒያሳ')).toBe(false);
  });
});
