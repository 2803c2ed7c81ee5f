import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { signIn, uniqueName } from './accounts';
import { expect, PHONE, test } from './fixtures';
import { storeSettings } from './stored-settings';
import { picture } from './pictures';

// Issue 38 item 2 (decision 051): one caller per game. Two tills of the demo cashier on one game:
// the first to call draws, the other follows live without drawing, errors or 409s, and Take
// control moves the draw to it, logged in the game's record.

interface Till {
  page: Page;
  draws: string[];
  /** Each 409: how many draws this till had sent before its request (any other: before it came). */
  conflicts: number[];
  errors: string[];
  close: () => Promise<void>;
}

/** A till in a fresh browser: the demo cashier signed in, its draws, 409s and errors watched. */
async function openTill(browser: Browser, baseURL: string | undefined): Promise<Till> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const till: Till = { page, draws: [], conflicts: [], errors: [], close: () => context.close() };
  const drawOrder = new WeakMap<object, number>();
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/games\/\d+\/draw\/$/.test(request.url())) {
      drawOrder.set(request, till.draws.length);
      till.draws.push(request.url());
    }
  });
  page.on('response', (response) => {
    if (response.status() === 409)
      till.conflicts.push(drawOrder.get(response.request()) ?? till.draws.length);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') till.errors.push(message.text());
  });
  page.on('pageerror', (error) => till.errors.push(error.message));
  await signIn(page, 'cashier');
  await storeSettings(page, { soundEnabled: false });
  return till;
}

const caller = (language: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../web/locales/${language}.json`, import.meta.url), 'utf8'),
    ) as {
      caller: Record<string, string>;
    }
  ).caller;
const followTitle = (language: string) => caller(language).followTitle!;
const takeControl = (language: string) => caller(language).takeControl!;

const calledCount = async (page: Page) =>
  Number((await page.getByTestId('called-count').innerText()).match(/^\d+/)?.[0] ?? NaN);
const tagOf = (page: Page) =>
  page.evaluate(() => (sessionStorage.getItem('bingoTillId') ?? '').slice(0, 4).toUpperCase());

test('two tills on one game: one draws, the other follows; Take control moves the draw', async ({
  browser,
  baseURL,
  cashierApi,
}) => {
  test.setTimeout(150_000);
  const shopId = await cashierApi.createShop(uniqueName('Two Tills'));
  await cashierApi.setGameSettings(shopId, { call_interval: 3 });
  const gameId = await cashierApi.startGame(shopId);
  const one = await openTill(browser, baseURL);
  const two = await openTill(browser, baseURL);
  try {
    await one.page.goto(`/play?game=${gameId}`);
    await one.page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(one.page.getByTestId('called-count')).toContainText('1');
    const oneTag = await tagOf(one.page);

    await test.step('the second till follows: who calls, no draw, no 409, no error', async () => {
      await two.page.goto(`/play?game=${gameId}`);
      const notice = two.page.getByTestId('following-notice');
      await expect(notice).toContainText('Another till is calling');
      await expect(notice.getByTestId('following-who')).toHaveText(`demo-cashier · till ${oneTag}`);
      await expect(one.page.getByTestId('following-notice')).toHaveCount(0);
      // Space on the following till neither pauses nor takes the game.
      await two.page.keyboard.press('Space');
      const seen = await calledCount(two.page);
      await expect.poll(() => calledCount(two.page), { timeout: 15_000 }).toBeGreaterThan(seen + 2);
      await expect(two.page.getByTestId('caller-status')).toHaveText('Calling...');
      expect(await calledCount(one.page)).toBeGreaterThanOrEqual(await calledCount(two.page));
      expect(two.draws).toEqual([]);
      expect(two.conflicts).toEqual([]);
      expect(two.errors).toEqual([]);
      expect(one.draws.length).toBeGreaterThan(2);
    });

    await test.step('the following till at 390, 1024 and 1920 px', async () => {
      for (const width of [PHONE.width, 1024, 1920]) {
        await two.page.setViewportSize({ width, height: width === 1920 ? 1080 : 900 });
        await expect(two.page.getByTestId('following-notice')).toBeInViewport();
        expect(
          await two.page.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(width);
        await picture(two.page, `following-till-${width}.png`);
      }
      // In Amharic and Tigrigna at 390 px; a following till reloaded pauses nothing.
      for (const language of ['am', 'ti']) {
        await two.page.setViewportSize(PHONE);
        await two.page.evaluate((code) => localStorage.setItem('language', code), language);
        await two.page.reload();
        const notice = two.page.getByTestId('following-notice');
        await expect(notice).toContainText(followTitle(language));
        await expect(notice.getByRole('button', { name: takeControl(language) })).toBeVisible();
        await expect(two.page.getByTestId('caller-status')).toHaveAttribute(
          'data-state',
          'calling',
        );
        expect(
          await two.page.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(PHONE.width);
        await picture(two.page, `following-till-390-${language}.png`);
      }
      await two.page.evaluate(() => localStorage.setItem('language', 'en'));
      await two.page.reload();
      await two.page.setViewportSize({ width: 1280, height: 900 });
      expect(two.draws).toEqual([]);
    });

    await test.step('Take control: the second till draws, the first follows within 2 s', async () => {
      const twoTag = await tagOf(two.page);
      await two.page.getByRole('button', { name: 'Take control' }).click();
      await expect(two.page.getByTestId('following-notice')).toHaveCount(0);
      await expect(one.page.getByTestId('following-notice')).toBeVisible({ timeout: 2_000 });
      await expect(one.page.getByTestId('following-who')).toHaveText(
        `demo-cashier · till ${twoTag}`,
      );
      const oneDraws = one.draws.length;
      const seen = await calledCount(one.page);
      await expect.poll(() => calledCount(one.page), { timeout: 15_000 }).toBeGreaterThan(seen + 2);
      expect(two.draws.length).toBeGreaterThan(2);
      expect(one.draws.length).toBe(oneDraws);
      // Only a draw sent before the caller moved (its answer late on a busy machine) may meet 409.
      expect(one.conflicts.filter((sentAfter) => sentAfter >= oneDraws)).toEqual([]);
      expect(two.conflicts).toEqual([]);
      expect(two.errors).toEqual([]);
      // A draw of the first till already on its way as the caller moved may meet a 409 (quietly).
      expect(one.errors.filter((error) => !error.includes('409'))).toEqual([]);

      await two.page.getByRole('button', { name: 'Pause' }).click();
      await expect(one.page.getByTestId('caller-status')).toHaveText('Paused');
      await two.page.goto(`/games/${gameId}`);
      const taken = two.page.getByTestId('timeline').locator('li[data-type="take_control"]');
      await expect(taken).toHaveCount(1);
      await expect(taken).toContainText(`Took control of the caller (till ${twoTag})`);
      await expect(taken).toContainText('demo-cashier');
    });
  } finally {
    await one.close();
    await two.close();
    await cashierApi.endGame(gameId);
  }
});
