import type { Page } from '@playwright/test';
import { signInWith } from './accounts';
import { newCashier } from './api-helpers';
import { expect, PHONE, test } from './fixtures';
import { picture } from './pictures';

// Issue 20, part 2 (decision 029): one running game per shop, found by every till of the cashier.

const cell = (page: Page, n: number) => page.locator(`button[data-number="${n}"]`);
const calledNumbers = (page: Page) =>
  page
    .locator('main button[data-number][data-called="true"]')
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-number'))));

async function openBoard(page: Page) {
  await page.goto('/selection');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game Board');
}

test('two tills of one cashier: one running game, refused twice, resumed on the second till', async ({
  page: tillOne,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { username, password, api, shop, shopId } = await newCashier(request);
  // The caller on till 1 calls on from the third ball: slowly, so the counts below stay put.
  await api.setGameSettings(shopId, { call_interval: 20 });
  const secondContext = await browser.newContext();
  const tillTwo = await secondContext.newPage();
  try {
    await signInWith(tillOne, username, password, /\/cashier$/);
    await signInWith(tillTwo, username, password, /\/cashier$/);

    // Till 2 has its board open before the game starts: it still offers Start.
    await openBoard(tillTwo);
    for (const n of [4, 5, 6]) await cell(tillTwo, n).click();
    await expect(tillTwo.getByRole('button', { name: 'Start Game' }).first()).toBeVisible();

    await openBoard(tillOne);
    for (const n of [1, 2, 3]) await cell(tillOne, n).click();
    await tillOne.getByRole('button', { name: 'Start Game' }).first().click();
    await expect(tillOne).toHaveURL(/\/play\?game=\d+$/);
    const gameId = Number(new URL(tillOne.url()).searchParams.get('game'));
    for (let i = 0; i < 3; i += 1) await api.post(`/games/${gameId}/draw/`);
    const balanceAfterStart = await api.balance();

    await test.step('a start on till 2 is refused with one message and Resume', async () => {
      await tillTwo.getByRole('button', { name: 'Start Game' }).first().click();
      const refusal = tillTwo.getByTestId('start-error');
      await expect(refusal).toContainText(`Game #${gameId} is still running in this shop`);
      await expect(refusal.getByRole('link', { name: 'Resume' })).toHaveAttribute(
        'href',
        `/play?game=${gameId}`,
      );
      await expect(tillTwo).toHaveURL(/\/selection$/);
      expect(await api.balance()).toBe(balanceAfterStart);
    });

    await test.step("till 2's Game Board shows the running game and offers no Start", async () => {
      await openBoard(tillTwo);
      const notice = tillTwo.getByTestId('running-game');
      await expect(notice).toContainText(`Game #${gameId} is running`);
      await expect(notice).toContainText(shop);
      await expect(notice).toContainText('3 balls called');
      await expect(notice).toContainText('A shop runs one game at a time');
      await expect(notice.getByRole('link', { name: 'Resume' })).toBeVisible();
      await expect(tillTwo.getByRole('button', { name: 'Start Game' })).toHaveCount(0);
      await expect(notice).toContainText('Calling');
      for (const width of [PHONE.width, 1024]) {
        await tillTwo.setViewportSize({ width, height: 900 });
        await openBoard(tillTwo);
        await expect(notice).toBeVisible();
        expect(
          await tillTwo.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(width);
        await picture(tillTwo, `running-game-board-${width}.png`);
      }
      await tillTwo.setViewportSize({ width: 1280, height: 900 });
    });

    await test.step('Play Game on till 2 opens the running game with the same balls', async () => {
      await tillTwo.goto('/cashier');
      await expect(tillTwo.getByTestId('running-game')).toContainText(`Game #${gameId}`);
      await tillTwo.evaluate(() => localStorage.removeItem('currentGameId'));
      await tillTwo.getByRole('navigation').getByRole('link', { name: 'Play Game' }).click();
      await expect(tillTwo).toHaveURL(new RegExp(`/play\\?game=${gameId}$`));
      await expect(tillTwo.getByTestId('called-count')).toContainText('3');
      await tillOne.reload();
      await expect(tillOne.getByTestId('called-count')).toContainText('3');
      expect(await calledNumbers(tillTwo)).toEqual(await calledNumbers(tillOne));
      expect(await calledNumbers(tillTwo)).toHaveLength(3);
    });

    await test.step('once the game ends, the board offers Start again', async () => {
      await api.endGame(gameId);
      await openBoard(tillTwo);
      await expect(tillTwo.getByTestId('running-game')).toHaveCount(0);
      await expect(tillTwo.getByRole('button', { name: 'Start Game' }).first()).toBeVisible();
      await tillTwo.getByRole('navigation').getByRole('link', { name: 'Play Game' }).click();
      await expect(tillTwo.getByText('No game to call')).toBeVisible();
    });
  } finally {
    await secondContext.close();
  }
});
