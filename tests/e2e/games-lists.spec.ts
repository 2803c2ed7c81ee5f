import type { Page } from '@playwright/test';
import { signIn, switchAccount, uniqueName } from './accounts';
import { expect, test } from './fixtures';
import { pickShop } from './shop-picker';

const games = (page: Page) =>
  page
    .getByRole('region', { name: 'Games Management' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'Games Management' }) }));

test('a cashier starts a game, finds, filters, sorts and pages it; the agent sees it', async ({
  page,
  cashierApi,
}) => {
  test.setTimeout(90_000);
  const shopName = uniqueName('GL');
  const shopId = await cashierApi.createShop(shopName);
  // Eleven games through the API (amounts 1.01 .. 1.11), one of them played to a win. A shop runs
  // one game at a time: each runs in a shop of its own whose name starts with the searched one.
  const ids: number[] = [];
  for (let i = 1; i <= 11; i += 1) {
    const room = await cashierApi.createShop(`${shopName} room ${i}`);
    ids.push(await cashierApi.startGame(room, { amount: 1 + i / 100 }));
  }
  const winnerId = await cashierApi.startGame(await cashierApi.createShop(`${shopName} win`), {
    amount: 1,
    cards: [1],
    card_value: 1,
  });
  await cashierApi.winGame(winnerId, 1);

  await signIn(page, 'cashier');
  const start = page.getByRole('form', { name: 'Start New Game' });
  await expect(start).toBeVisible();

  const cardsError = 'Enter card numbers from 1 to 10000, e.g. 1-24 or 3, 7, 12.';
  await test.step('no cards, or card 0, is refused', async () => {
    await start.getByLabel('Cards sold').fill('');
    await start.getByRole('button', { name: 'Start Game' }).click();
    await expect(start.getByText(cardsError)).toBeVisible();
    await start.getByLabel('Cards sold').fill('0');
    await start.getByRole('button', { name: 'Start Game' }).click();
    await expect(start.getByText(cardsError)).toBeVisible();
  });

  await test.step('cards and their value start a game and open the caller', async () => {
    await start.getByLabel('Cards sold').fill('1');
    await start.getByLabel('Card Value ($)').fill('2.37');
    const shopSelect = start.getByLabel('Shop', { exact: true });
    await pickShop(page, shopSelect, shopName);
    const sent = page.waitForRequest('**/api/v1/cashiers/play_game/');
    await start.getByRole('button', { name: 'Start Game' }).click();
    const request = await sent;
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.postDataJSON()).toMatchObject({
      amount: 2.37,
      cards: [1],
      card_value: 2.37,
      shop_id: shopId,
    });
    await expect(page.getByText('Game started successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/play\?game=\d+$/);
    await expect(page.getByTestId('cards-count')).toHaveText('1');
    await page.goto('/cashier');
  });

  const list = games(page);
  await test.step('Games Management finds the games of the shop, 10 a page', async () => {
    await list.getByLabel('Search').fill(shopName);
    await expect(list.getByTestId('games-page')).toHaveText('Page 1 of 2 · 13 in all');
    await expect(list.getByTestId('game-amount')).toHaveCount(10);
    // Newest first: the game started from the dashboard leads.
    await expect(list.getByTestId('game-amount').first()).toHaveText('$2.37');
    await list.getByRole('button', { name: 'Next' }).click();
    await expect(list.getByTestId('games-page')).toHaveText('Page 2 of 2 · 13 in all');
    await expect(list.getByTestId('game-amount')).toHaveCount(3);
    await expect(list.getByRole('link', { name: `Open game ${ids[0]}` })).toHaveAttribute(
      'href',
      `/play?game=${ids[0]}`,
    );
    await expect(
      list.getByRole('link', { name: `Open the TV display of game ${ids[0]}` }),
    ).toHaveAttribute('href', `/tv/${ids[0]}`);
  });

  await test.step('sorts by amount both ways', async () => {
    await list.getByLabel('Sort by').selectOption({ label: 'Amount (lowest first)' });
    await expect(list.getByTestId('games-page')).toHaveText('Page 1 of 2 · 13 in all');
    await expect(list.getByTestId('game-amount').first()).toHaveText('$1.00');
    await expect(list.getByTestId('game-amount').nth(1)).toHaveText('$1.01');
    await list.getByLabel('Sort by').selectOption({ label: 'Amount (highest first)' });
    await expect(list.getByTestId('game-amount').first()).toHaveText('$2.37');
    await expect(list.getByTestId('game-amount').nth(1)).toHaveText('$1.11');
  });

  await test.step('filters by status', async () => {
    await list.getByLabel('Status').selectOption({ label: 'Completed' });
    await expect(list.getByTestId('games-page')).toHaveText('Page 1 of 1 · 1 in all');
    await expect(list.getByTestId('game-amount')).toHaveText(['$1.00']);
    await expect(list.locator('[data-status="completed"]')).toHaveCount(1);
    await expect(list.getByRole('link', { name: `Open game ${winnerId}` })).toHaveCount(0);
    await list.getByLabel('Status').selectOption({ label: 'Active' });
    await expect(list.getByTestId('games-page')).toHaveText('Page 1 of 2 · 12 in all');
    await list.getByLabel('Status').selectOption({ label: 'All' });
    await expect(list.getByTestId('games-page')).toHaveText('Page 1 of 2 · 13 in all');
  });

  await test.step('the agent sees the games in its Games tab', async () => {
    await switchAccount(page, 'agent');
    await page.getByRole('tab', { name: 'Games' }).click();
    await page.getByLabel('Search').fill(shopName);
    await expect(page.getByTestId('games-page')).toHaveText('Page 1 of 2 · 13 in all');
    await expect(page.getByTestId('agent-game')).toHaveCount(10);
    const first = page.getByTestId('agent-game').first();
    await expect(first.getByRole('heading')).toContainText(`Game #`);
    await expect(first.getByRole('heading')).toContainText(shopName);
    await expect(first.getByTestId('game-image-placeholder')).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Completed' });
    await expect(page.getByTestId('agent-game')).toHaveCount(1);
    await expect(page.getByTestId('agent-game')).toHaveAttribute('data-game-id', String(winnerId));
    await expect(page.getByTestId('agent-game')).toContainText('1 card');
  });
});
