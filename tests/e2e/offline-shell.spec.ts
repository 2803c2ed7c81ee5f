import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { signIn, uniqueName } from './accounts';
import type { ApiSession } from './api-helpers';
import { expect, test } from './fixtures';
import { storeSettings } from './stored-settings';
import { calledCount, played, watchAudio } from './voices';
import { pickShop } from './shop-picker';

// The service worker is this file's subject: the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * A new shop calling every 3 s; the cashier signs in, starts its game from the Game Board and is
 * on the caller. Answers the game's id.
 */
async function openCaller(page: Page, cashierApi: ApiSession, name: string): Promise<number> {
  const shop = uniqueName(name);
  const shopId = await cashierApi.createShop(shop);
  await cashierApi.setGameSettings(shopId, { call_interval: 3, mode: 'standard' });
  await signIn(page, 'cashier');
  // A till's first visit: the caller opens once the worker runs the app, so the clips the caller
  // preloads pass through it (a page opened before the worker took over fetches them past it).
  await workerInControl(page);
  await storeSettings(page, { soundEnabled: true });
  await page.goto('/selection');
  for (const n of [3, 8]) await page.locator(`button[data-number="${n}"]`).click();
  const shopSelect = page.getByLabel('Shop', { exact: true });
  await pickShop(page, shopSelect, shop);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page).toHaveURL(/\/play\?game=\d+$/);
  return Number(new URL(page.url()).searchParams.get('game'));
}

/**
 * The worker has precached this build (about 3 MB: slow on a busy machine) and runs the page. It
 * registers only after the page's load event; once in a full CI run on a loaded host 30 s was not
 * enough, so it gets 60.
 */
async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 60_000 })
    .toBe(true);
}

test('a reload with the link cut still shows the caller; back online it calls and speaks', async ({
  cspCheckedPage: page,
  cashierApi,
}) => {
  test.setTimeout(120_000);
  await watchAudio(page);
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.fromServiceWorker()) fromWorker.push(path);
  });

  const gameId = await openCaller(page, cashierApi, 'Blip Hall');

  await test.step('the worker controls the page and holds the shell and the voices', async () => {
    await workerInControl(page);
    // The page preloads the 75 clips through the worker; a busy machine takes seconds for them.
    await expect
      .poll(
        () =>
          page.evaluate(async () => (await (await caches.open('bingo-voices-1')).keys()).length),
        { timeout: 30_000 },
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

/** The build's files this worker's server sends (its own copy): the worker and its compressed copies. */
const swFiles = (webDist: string) =>
  ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => join(webDist, name));
const shellCaches = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('bingo-shell-')),
  );

// Known bug (closing notes of 2026-11-28 and 2026-11-29): the new build waits, leaving the caller
// posts SKIP_WAITING, the new worker calls skipWaiting(), and that promise never settles (150 s
// seen): Chromium holds the activation while the old worker is busy. What the 2026-11-29 session
// found: it is the caller screen, not its sound. With sound off, and with the voices taken out of
// the build altogether (no preloads, no clips), opening the caller (even without starting its
// game) and leaving it still keeps the new build waiting; the same update offered on the Game
// Board takes over at the move to Bingo Cards in about a second. In the old worker no fetch event
// was pending and no answer's body unread (counted in the worker) while the new one waited. Still
// to look at: what the caller opens that the browser counts as the old worker's work. Until fixed,
// a till takes a new build when its page is reloaded. The twelfth session of 2026-11-29 found it
// intermittent: this test passed 3 runs of 3 on that machine, while a smaller probe (open the
// caller of a game not started, go back to the Game Board, publish, move to Bingo Cards) stalled 2
// runs of 3. Ruled out there: an open or closed EventSource, a streamed fetch left unread, the
// keepalive pause, an AudioContext and an <audio> element, each done on the Game Board (each took
// over in 1.2 s); and letting go of the body the worker's clip check leaves unread (still 3 runs
// of 6 stalled). The caller visit with sound off, and with 10 s before the update, each took over
// in the one run tried.
test.fixme('a new build takes over at the next change of screen, never on the caller mid-game', async ({
  cspCheckedPage: page,
  cashierApi,
  appServer,
}) => {
  test.setTimeout(120_000);
  const files = swFiles(appServer.webDist);
  const gameId = await openCaller(page, cashierApi, 'Update Hall');
  await workerInControl(page);
  await expect.poll(() => shellCaches(page)).toHaveLength(1);
  const [oldCache] = await shellCaches(page);
  const oldVersion = oldCache!.slice('bingo-shell-'.length);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('caller-status')).toHaveText('Calling...');
  // Gone after a reload: tells whether the page was reloaded.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // A page being reloaded answers nothing: that is not the same document either.
  const sameDocument = () =>
    page
      .evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false)
      .catch(() => false);

  const saved = files.filter((file) => existsSync(file));
  for (const file of saved) renameSync(file, `${file}.saved`);
  try {
    await test.step('a new build is published while the caller calls', async () => {
      const current = readFileSync(`${files[0]!}.saved`, 'utf8');
      expect(current).toContain(oldVersion);
      writeFileSync(files[0]!, current.replace(oldVersion, 'newbuild00000000'));
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect
        .poll(() =>
          page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
        )
        .toBe(true);
    });

    await test.step('the caller is not reloaded: it goes on calling on the old build', async () => {
      const before = await calledCount(page);
      await expect.poll(() => calledCount(page), { timeout: 10_000 }).toBeGreaterThan(before);
      expect(await sameDocument()).toBe(true);
      // The new build's files wait beside the old ones, which still serve this page.
      expect(await shellCaches(page)).toEqual(
        expect.arrayContaining([oldCache, 'bingo-shell-newbuild00000000']),
      );
    });

    await test.step('leaving the caller loads the new build once', async () => {
      await page.getByRole('link', { name: 'Back to Game Board' }).click();
      // The takeover is a message to the new worker, its activation, then the reload: seconds on
      // a loaded machine, where 5 s was seen to fall short.
      await expect.poll(sameDocument, { timeout: 20_000 }).toBe(false);
      await expect(page).toHaveURL(/\/selection$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game Board');
      await expect.poll(() => shellCaches(page)).toEqual(['bingo-shell-newbuild00000000']);
    });
  } finally {
    for (const file of saved) renameSync(`${file}.saved`, file);
  }
  await cashierApi.endGame(gameId);
});
