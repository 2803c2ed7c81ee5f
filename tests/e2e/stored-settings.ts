import type { Page } from '@playwright/test';

/** The Game Settings a browser starts with (SPEC section 3), as the app stores them. */
export const DEFAULT_SETTINGS = {
  callInterval: 6,
  language: 'English',
  soundEnabled: true,
  autoStart: false,
  maxNumbers: 75,
  gameMode: 'standard',
  winConditions: { anyLine: true, fourCorners: true, fullHouse: false, diagonal: true },
};

/** Stores Game Settings in the page's browser: the defaults with these changes. */
export async function storeSettings(
  page: Page,
  changes: Partial<typeof DEFAULT_SETTINGS>,
): Promise<void> {
  await page.evaluate(
    (settings) => localStorage.setItem('gameSettings', JSON.stringify(settings)),
    { ...DEFAULT_SETTINGS, ...changes },
  );
}

/** The Game Settings the page's browser holds (null when none). */
export const storedSettings = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('gameSettings') ?? 'null') as unknown);
