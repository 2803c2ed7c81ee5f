import type { Page } from '@playwright/test';

/** Every play() of an audio element: its source and how it ended ('ended', 'error', a refusal). */
export interface Played {
  src: string;
  outcome: string;
}

/** Records every play() of the page's audio elements in window.played (the ball voices). */
export async function watchAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const played: { src: string; outcome: string }[] = [];
    (window as unknown as { played: typeof played }).played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const entry = { src: this.currentSrc || this.src, outcome: 'playing' };
      played.push(entry);
      this.addEventListener('ended', () => (entry.outcome = 'ended'), { once: true });
      this.addEventListener('error', () => (entry.outcome = 'error'), { once: true });
      return play.call(this).catch((error: unknown) => {
        entry.outcome = `refused: ${String(error)}`;
        throw error;
      });
    };
  });
}

/** What the page has played so far. */
export const played = (page: Page) =>
  page.evaluate(() => (window as unknown as { played: Played[] }).played);

/** The called-balls count the caller shows. */
export const calledCount = async (page: Page) =>
  Number((await page.getByTestId('called-count').innerText()).match(/^\d+/)?.[0] ?? NaN);
