import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { standardFontDataUrl } from '../support/pdf-qr';

export { qrCodesByPage } from '../support/pdf-qr';

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
