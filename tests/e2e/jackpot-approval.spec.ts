import { cardForNumber } from '@core/bingo/card-generator';
import { signIn, uniqueName } from './accounts';
import { apiSession } from './api-helpers';
import { expect, test } from './fixtures';

const CORNERS_ONLY = { anyLine: false, fourCorners: true, fullHouse: false, diagonal: false };

test('an agent approves a jackpot that waits because every ball was called by hand', async ({
  page,
  request,
  cashierApi,
}) => {
  const shopName = uniqueName('Hand Hall');
  const shopId = await cashierApi.createShop(shopName);
  const agentApi = await apiSession(request, 'agent');
  await agentApi.post('/agents/create_jackpot/', {
    shop_id: shopId,
    amount: 12.5,
    frequency: 1,
    min_pool: 20,
    // Won on Four Corners below; the agent accepts any chance of paying it (decision 043).
    patterns: ['four_corners'],
    max_chance_percent: 100,
  });

  // A hall with its own ball machine: the four corners of card 7 called by hand, then the win.
  const gameId = await cashierApi.startGame(shopId, {
    amount: 20,
    cards: [7, 8],
    card_value: 10,
    win_conditions: CORNERS_ONLY,
  });
  const card = cardForNumber(7, 'standard');
  for (const number of [card[0]![0], card[0]![4], card[4]![0], card[4]![4]])
    await cashierApi.post(`/games/${gameId}/mark/`, { number, called: true });
  const won = await cashierApi.post('/cashiers/play_game/', { game_id: gameId, card_number: 7 });
  expect(won).toMatchObject({ jackpot_pending: true });
  expect(won.jackpot_amount).toBeUndefined();
  const balanceBefore = await cashierApi.balance();

  await signIn(page, 'agent');
  await page.getByRole('tab', { name: 'Jackpots' }).click();
  const waiting = page.getByRole('region', { name: 'Jackpots waiting for your approval' });
  const payout = waiting.getByTestId('jackpot-payout').filter({ hasText: `Game #${gameId}` });
  await expect(payout).toContainText('$12.50');
  await expect(payout).toContainText(shopName);
  const jackpotCard = page.getByTestId('jackpot-card').filter({ hasText: shopName });
  await expect(jackpotCard.getByTestId('jackpot-min-pool')).toHaveText('$20.00');
  await expect(jackpotCard.getByTestId('jackpot-status')).toHaveText('Active');

  await payout.getByRole('button', { name: 'Approve and pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay this jackpot?' });
  await expect(dialog).toContainText('$12.50 goes to the balance of demo-cashier');
  await dialog.getByRole('button', { name: 'Approve and pay' }).click();
  await expect(page.getByText('Jackpot paid', { exact: true })).toBeVisible();
  await expect(payout).toHaveCount(0);
  await expect(jackpotCard.getByTestId('jackpot-status')).toHaveText('Paid');
  await expect.poll(() => cashierApi.balance()).toBeCloseTo(balanceBefore + 12.5, 2);
  const happen = await cashierApi.get(`/agents/is_jackpot_happen?game_id=${gameId}`);
  expect(happen).toMatchObject({ status: 'Jackpot happen', amount: 12.5 });
});
