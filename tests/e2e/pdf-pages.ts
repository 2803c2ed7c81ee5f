import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** The large card numbers on each page of a cartela PDF. */
export async function cardNumbersByPage(bytes: Uint8Array): Promise<number[][]> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl, isEvalSupported: false })
    .promise;
  const pages: number[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .filter((item) => 'str' in item && item.height >= 24)
        .map((item) => Number((item as { str: string }).str)),
    );
  }
  await pdf.destroy();
  return pages;
}
