import type { Page } from '@playwright/test';
import { cardForNumber } from '@core/bingo/card-generator';
import { signIn, switchAccount, uniqueName } from './accounts';
import type { ApiSession } from './api-helpers';
import { expect, test } from './fixtures';

/** A game with every kind of event: draws, a hand call, a reset, a failed check, a block, a win. */
async function playedGame(cashier: ApiSession, shopId: number) {
  const id = await cashier.startGame(shopId, {
    amount: 20,
    cards: [7, 12],
    card_value: 10,
    win_conditions: { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false },
  });
  await cashier.post(`/games/${id}/draw/`);
  await cashier.post(`/games/${id}/reset/`, { reason: 'Ball machine jammed' });
  for (let i = 0; i < 3; i += 1) await cashier.post(`/games/${id}/draw/`);
  await cashier.post(`/games/${id}/pause/`);
  await cashier.post(`/games/${id}/check/`, { card_number: 12 });
  await cashier.post(`/games/${id}/block/`, { card_number: 12 });
  for (const number of (cardForNumber(7, 'standard')[1] as number[]).slice())
    await cashier.post(`/games/${id}/mark/`, { number, called: true });
  await cashier.post('/cashiers/play_game/', { game_id: id, card_number: 7 });
  return id;
}

async function expectRecord(page: Page, id: number) {
  await expect(page).toHaveURL(new RegExp(`/games/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Game #${id}`);
  await expect(page.getByTestId('replay-verdict')).toHaveAttribute('data-agrees', 'true');
  await expect(page.getByTestId('manual-win')).toHaveText('Won with a number called by hand');
  // The record says where the order came from: no relay here, so an offline draw, said plainly.
  await expect(page.getByTestId('fair-draw-status')).toHaveAttribute('data-state', 'offline');
  await expect(page.getByTestId('fair-draw-status')).toContainText(
    'Offline draw: no public beacon',
  );
}

test('the game record shows every event with who and when, the board at any step, the replay and the money; every games list opens it', async ({
  cspCheckedPage: page,
  cashierApi,
}) => {
  test.setTimeout(90_000);
  const shopName = uniqueName('Record');
  const id = await playedGame(cashierApi, await cashierApi.createShop(shopName));

  await signIn(page, 'cashier');
  await test.step('from the cashier games list', async () => {
    const list = page.locator('section', {
      has: page.getByRole('heading', { name: 'Games Management' }),
    });
    await list.getByLabel('Search').fill(String(id));
    await expect(list.locator('[data-flag="manual"]')).toHaveText(
      'Won with a number called by hand',
    );
    await expect(list.locator('[data-flag="resets"]')).toHaveText('1 reset');
    await list.getByRole('link', { name: `Open the record of game ${id}` }).click();
    await expectRecord(page, id);
  });

  const { pagination } = await cashierApi.get<{ pagination: { count: number } }>(
    `/games/${id}/history/?page_size=500`,
  );
  await test.step('the timeline: every event, its time and its user', async () => {
    const timeline = page.getByTestId('timeline');
    await expect(timeline.locator('li')).toHaveCount(pagination.count);
    await expect(timeline.locator('li[data-type="reset"]')).toContainText(
      'Reset: Ball machine jammed (1 call cleared)',
    );
    await expect(timeline.locator('li[data-type="check"]')).toContainText(
      'Checked card 12: No Bingo',
    );
    await expect(timeline.locator('li[data-type="block"]')).toContainText(
      'Blocked card 12 for the rest of the game',
    );
    await expect(timeline.locator('li[data-type="win"]')).toContainText(
      'Win recorded: card 7 · Row Winner · with a number called by hand',
    );
    await expect(timeline.locator('li[data-type="start"]')).toContainText('demo-cashier');
    await expect(page.getByTestId('resets')).toContainText('Ball machine jammed');
    await expect(page.getByTestId('blocked-cards')).toHaveText('12');
    await expect(page.locator('tr[data-kind="game_fee"]')).toBeVisible();
    await expect(page.locator('tr[data-kind="game_takings"]')).toBeVisible();
  });

  await test.step('the board at any step', async () => {
    const board = page.getByTestId('step-board');
    await expect(board).toHaveAttribute('data-step', String(pagination.count));
    await page.getByRole('button', { name: 'Show the board after event 2' }).click();
    await expect(board.getByTestId('step-called-count')).toHaveText('1 called');
    await expect(board.locator('[data-called]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Show the board after event 3' }).click();
    await expect(board.locator('[data-called]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show the board after event 6' }).click();
    await expect(board.locator('[data-called]')).toHaveCount(3);
  });

  await test.step("from the agent's Games tab", async () => {
    await switchAccount(page, 'agent');
    await page.getByRole('tab', { name: 'Games' }).click();
    await page.getByLabel('Search').fill(String(id));
    await page.getByRole('link', { name: `Open the record of game ${id}` }).click();
    await expectRecord(page, id);
  });

  await test.step("from the admin's games list", async () => {
    await switchAccount(page, 'admin');
    const list = page.locator('section', { has: page.getByRole('heading', { name: 'Games' }) });
    await list.getByLabel('Search').fill(String(id));
    await list.getByRole('link', { name: `Open the record of game ${id}` }).click();
    await expectRecord(page, id);
  });

  await test.step("from the shop's last 10 games, printable", async () => {
    // Admin's Cashier item leads to every shop (decision 011).
    await page.getByRole('navigation').getByRole('link', { name: 'Cashier' }).click();
    await page.getByRole('link', { name: `Last 10 games of ${shopName}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Last 10 games · ${shopName}`);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.getByRole('link', { name: `#${id}` }).click();
    await expectRecord(page, id);
  });
});
