import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * Where the pictures specs take to be looked at go: `SCREENSHOT_DIR=/tmp/shots npm run test:e2e`.
 * Unset (as in CI) none is taken: a picture nobody looks at cost seconds of a busy 2-core machine
 * each (a 4K TV frame most), and a failing test's own screenshot is kept anyway
 * (`screenshot: 'only-on-failure'`).
 */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/** Saves what the page shows as SCREENSHOT_DIR/<name>, when pictures are asked for. */
export async function picture(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, name), ...options });
}
