import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
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

/** Clicks the Print dialog's Make PDF and answers the PDF the browser downloads. */
export async function makePdf(page: Page, dialog: Locator): Promise<Uint8Array> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Make PDF' }).click(),
  ]);
  return new Uint8Array(readFileSync((await download.path())!));
}
