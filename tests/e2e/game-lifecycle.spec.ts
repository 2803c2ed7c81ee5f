import type { Page } from '@playwright/test';
import { signIn, uniqueName } from './accounts';
import { expect, test } from './fixtures';
import { storeSettings } from './stored-settings';
import { pickShop } from './shop-picker';

/** Sound off on this till; the shop's 20 s interval (set through the API) keeps the caller slow. */
async function quietSettings(page: Page) {
  await storeSettings(page, { soundEnabled: false });
  await page.evaluate(() => localStorage.removeItem('selectedNumbers'));
}

test('Start New Game on the dashboard opens the caller; leaving it while calling pauses the game, and the TV says so', async ({
  cspCheckedPage: page,
  cashierApi,
  browser,
}) => {
  test.setTimeout(90_000);
  const shopName = uniqueName('Lifecycle');
  const shopId = await cashierApi.createShop(shopName);
  await cashierApi.setGameSettings(shopId, { call_interval: 20 });
  await signIn(page, 'cashier');
  await quietSettings(page);
  await page.reload();

  const start = page.getByRole('form', { name: 'Start New Game' });
  await start.getByLabel('Cards sold').fill('1-3');
  await start.getByLabel('Card Value ($)').fill('2');
  await expect(start.getByTestId('start-preview')).toHaveText('Pool $6.00 · Win amount $4.80');
  const shopSelect = start.getByLabel('Shop', { exact: true });
  await pickShop(page, shopSelect, shopName);
  await start.getByRole('button', { name: 'Start Game' }).click();
  await expect(page).toHaveURL(/\/play\?game=\d+$/);
  const gameId = Number(new URL(page.url()).searchParams.get('game'));
  await expect(page.getByTestId('cards-count')).toHaveText('3');
  expect(await cashierApi.get(`/games/${gameId}/`)).toMatchObject({
    shop_id: shopId,
    cards: [1, 2, 3],
    amount: 6,
  });
  await expect(page.getByRole('img', { name: 'QR code: verify this game' })).toBeVisible();

  const tv = await (await browser.newContext()).newPage();
  await tv.goto('/');
  await tv.evaluate(([access]) => localStorage.setItem('accessToken', access!), [
    cashierApi.token,
  ] as const);
  await tv.goto(`/tv/${gameId}`);
  await expect(tv.getByTestId('tv-status')).toHaveText('Ready');

  await test.step('the caller shows the last five balls like the TV', async () => {
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByTestId('caller-status')).toHaveText('Calling...');
    for (let i = 0; i < 5; i += 1) await cashierApi.post(`/games/${gameId}/draw/`);
    await expect(page.getByTestId('called-count')).toHaveText('6 out of 75');
    const game = await cashierApi.get(`/games/${gameId}/`);
    const last = (game.called as Array<{ number: number; letter: string }>).slice(-5).reverse();
    await expect(page.getByTestId('last-five').filter({ visible: true }).locator('li')).toHaveText(
      last.map((ball) => `${ball.letter}${ball.number}`),
    );
    await expect(tv.getByTestId('tv-status')).toHaveText('Calling');
  });

  await test.step('leaving the caller while Calling pauses the game on the server', async () => {
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/selection$/);
    await expect.poll(async () => (await cashierApi.get(`/games/${gameId}/`)).state).toBe('paused');
    await expect(tv.getByTestId('tv-status')).toHaveText('Paused');
  });

  await test.step('closing the tab while Calling pauses it too', async () => {
    await cashierApi.post(`/games/${gameId}/resume/`);
    const caller = await page.context().newPage();
    await caller.goto(`/play?game=${gameId}`);
    await expect(caller.getByTestId('caller-status')).toHaveText('Calling...');
    await caller.close({ runBeforeUnload: true });
    await expect.poll(async () => (await cashierApi.get(`/games/${gameId}/`)).state).toBe('paused');
    await expect(tv.getByTestId('tv-status')).toHaveText('Paused');
  });
  await tv.context().close();
});

test('a cashier cancels a game from the caller and closes one from the games list, after confirming', async ({
  asCashier: page,
  cashierApi,
}) => {
  test.setTimeout(90_000);
  const shopId = await cashierApi.createShop(uniqueName('Ends'));
  await cashierApi.setGameSettings(shopId, { call_interval: 20 });
  // One running game per shop: the played one runs in a second shop.
  const unplayed = await cashierApi.startGame(shopId);
  const played = await cashierApi.startGame(await cashierApi.createShop(uniqueName('Ends')));
  await cashierApi.post(`/games/${played}/draw/`);
  const balanceBefore = await cashierApi.balance();
  await quietSettings(page);

  await test.step('cancel from the caller: a confirmation, then the fee comes back', async () => {
    await page.goto(`/play?game=${unplayed}`);
    await page.getByRole('button', { name: 'Cancel game' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel game #${unplayed}?` });
    await expect(dialog).toContainText('the platform fee comes back to your balance');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('caller-status')).toHaveText('Ready');

    await page.getByRole('button', { name: 'Cancel game' }).click();
    await dialog.getByLabel('Reason (optional)').fill('Sold the wrong cards');
    await dialog.getByRole('button', { name: 'Cancel game' }).click();
    await expect(page.getByText(`Game #${unplayed} cancelled`)).toBeVisible();
    await expect(page.getByTestId('caller-status')).toHaveText('Game Over');
    await expect(page.getByRole('button', { name: 'Cancel game' })).toHaveCount(0);
    expect(await cashierApi.balance()).toBeGreaterThan(balanceBefore);
  });

  await test.step('close from the games list: a reason is required', async () => {
    await page.goto('/cashier');
    const list = page.locator('section', {
      has: page.getByRole('heading', { name: 'Games Management' }),
    });
    await list.getByLabel('Search').fill(String(played));
    await list.getByRole('button', { name: `Close game ${played} with no winner` }).click();
    const dialog = page.getByRole('dialog', { name: `Close game #${played} with no winner?` });
    await expect(dialog).toContainText('The shop keeps the stakes ($3.00)');
    await dialog.getByRole('button', { name: 'Close, no winner' }).click();
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await dialog.getByLabel('Reason', { exact: true }).fill('Power cut');
    await dialog.getByRole('button', { name: 'Close, no winner' }).click();
    await expect(page.getByText(`Game #${played} closed with no winner`)).toBeVisible();
    await expect(list.locator('[data-flag="no-winner"]')).toHaveCount(1);
    await expect(
      list.getByRole('button', { name: `Close game ${played} with no winner` }),
    ).toHaveCount(0);
    expect(await cashierApi.get(`/games/${played}/`)).toMatchObject({
      status: 'completed',
      end: 'no_winner',
    });
  });
});
