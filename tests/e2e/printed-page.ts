import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** The page as Chromium prints it, on A4 or a receipt roll (`{ width: '80mm' }`). */
export async function printedPdf(
  page: Page,
  size: { format: 'A4' } | { width: string },
): Promise<Buffer> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ ...size, printBackground: false });
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

/** The text of a printed page, read back by poppler's pdftotext. */
export function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'printed-')), 'page.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

export async function printedText(
  page: Page,
  size: { format: 'A4' } | { width: string },
): Promise<string> {
  return pdfText(await printedPdf(page, size));
}
