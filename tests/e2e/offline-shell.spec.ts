import type { Page } from '@playwright/test';
import { signIn, uniqueName } from './accounts';
import { expect, test } from './fixtures';
import { storeSettings } from './stored-settings';

const calledCount = async (page: Page) =>
  Number((await page.getByTestId('called-count').innerText()).match(/^\d+/)?.[0] ?? NaN);

/** Every play() of an audio element: its source and how it ended ('ended', 'error', a refusal). */
interface Played {
  src: string;
  outcome: string;
}

async function watchAudio(page: Page): Promise<void> {
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

const played = (page: Page) =>
  page.evaluate(() => (window as unknown as { played: Played[] }).played);

test('a reload with the link cut still shows the caller; back online it calls and speaks', async ({
  cspCheckedPage: page,
  cashierApi,
}) => {
  test.setTimeout(90_000);
  const shop = uniqueName('Blip Hall');
  const shopId = await cashierApi.createShop(shop);
  await cashierApi.setGameSettings(shopId, { call_interval: 3, mode: 'standard' });
  await watchAudio(page);
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.fromServiceWorker()) fromWorker.push(path);
  });

  await signIn(page, 'cashier');
  await storeSettings(page, { soundEnabled: true });
  await page.goto('/selection');
  for (const n of [3, 8]) await page.locator(`button[data-number="${n}"]`).click();
  const shopSelect = page.getByLabel('Shop', { exact: true });
  if (await shopSelect.isVisible()) await shopSelect.selectOption({ label: shop });
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page).toHaveURL(/\/play\?game=\d+$/);
  const gameId = Number(new URL(page.url()).searchParams.get('game'));

  await test.step('the worker controls the page and holds the shell and the voices', async () => {
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.open('bingo-voices-1')).keys()).length),
      )
      .toBeGreaterThanOrEqual(75);
  });

  await test.step('Start: balls are drawn', async () => {
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByTestId('caller-status')).toHaveText('Calling...');
    await expect.poll(() => calledCount(page)).toBeGreaterThanOrEqual(1);
  });

  await test.step('the link drops and the till reloads: the caller still shows', async () => {
    await page.context().setOffline(true);
    await page.reload();
    // The app's own page from the cache (not the browser's offline page), saying what is wrong.
    await expect(page.getByText('No connection to the server: waiting to reconnect')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Game Board' })).toBeVisible();
    // The API is not answered from any cache: a request fails as it would with no worker.
    const api = await page.evaluate(() =>
      fetch(`/api/v1/games/${String(window.location.search.match(/\d+/)?.[0])}/`).then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(api).toBe('failed');
  });

  await test.step('the link returns: the game goes on and each ball is spoken', async () => {
    // The clips now come from the worker's cache alone: the network refuses them.
    await page.context().route('**/voices/**', (route) => route.abort());
    await page.context().setOffline(false);
    const status = page.getByTestId('caller-status');
    // Leaving the caller (the reload) asks the server to pause; the cashier resumes.
    await expect(status).toHaveText(/^(Paused|Calling\.\.\.)$/);
    if ((await status.innerText()) === 'Paused') {
      await page.getByRole('button', { name: 'Resume' }).click();
    }
    await expect(status).toHaveText('Calling...');
    const before = await calledCount(page);
    await expect.poll(() => calledCount(page), { timeout: 10_000 }).toBeGreaterThan(before);
    await expect
      .poll(async () => (await played(page)).filter((clip) => clip.outcome === 'ended').length)
      .toBeGreaterThanOrEqual(1);
    expect((await played(page)).filter((clip) => clip.outcome.startsWith('refused'))).toEqual([]);
    await page.getByRole('button', { name: 'Pause' }).click();
  });

  await test.step('nothing under /api/ was ever answered or kept by the worker', async () => {
    expect(fromWorker.filter((path) => path.startsWith('/voices/')).length).toBeGreaterThan(0);
    expect(fromWorker.filter((path) => path.startsWith('/api/'))).toEqual([]);
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(kept.length).toBeGreaterThan(75);
    expect(kept.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  });
  await cashierApi.endGame(gameId);
});
