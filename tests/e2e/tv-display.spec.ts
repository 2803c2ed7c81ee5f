import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, uniqueName } from './accounts';
import { apiToken, authHeader, createShop } from './api-helpers';

async function post(
  request: APIRequestContext,
  token: string,
  path: string,
  data?: Record<string, unknown>,
) {
  const response = await request.post(`/api/v1${path}`, { data, headers: authHeader(token) });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test('the TV display follows a game driven from elsewhere, live', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, 'cashier');
  const shopName = uniqueName('TV');
  const shopId = await createShop(request, token, shopName);
  const started = await post(request, token, '/cashiers/play_game/', {
    amount: 3,
    cards: [1, 2, 3],
    card_value: 1,
    shop_id: shopId,
  });
  const gameId = Number(started.game_id);

  await signIn(page, 'cashier');
  await page.goto(`/tv/${gameId}`);
  const tv = page.getByTestId('tv-display');
  await expect(tv.getByRole('heading', { level: 1 })).toHaveText(`Game #${gameId} · ${shopName}`);
  await expect(tv.getByTestId('tv-status')).toHaveText('Ready');
  await expect(tv.getByTestId('tv-current-ball')).toHaveText('Waiting for the first ball');
  await expect(tv.getByTestId('tv-called-count')).toHaveText('0 of 75 called');
  await expect(tv.getByTestId('tv-board').locator('[data-number]')).toHaveCount(75);
  await expect(tv.getByRole('button', { name: 'Fullscreen' })).toBeVisible();

  const drawn: { number: number; letter: string }[] = [];
  await test.step('each ball drawn elsewhere shows at once', async () => {
    for (let i = 0; i < 7; i += 1) {
      const ball = await post(request, token, `/games/${gameId}/draw/`);
      drawn.push({ number: Number(ball.number), letter: String(ball.letter) });
      await expect(tv.getByTestId('tv-current-ball')).toHaveText(`${ball.letter}${ball.number}`);
    }
    await expect(tv.getByTestId('tv-status')).toHaveText('Calling');
    await expect(tv.getByTestId('tv-called-count')).toHaveText('7 of 75 called');
    const lastFive = drawn.slice(-5).reverse();
    await expect(tv.getByTestId('tv-last-five').locator('li')).toHaveText(
      lastFive.map((ball) => `${ball.letter}${ball.number}`),
    );
    for (const ball of drawn)
      await expect(tv.locator(`[data-number="${ball.number}"]`)).toHaveAttribute(
        'data-called',
        'true',
      );
    await expect(tv.locator('[data-called]')).toHaveCount(7);
  });

  await test.step('pause and resume show', async () => {
    await post(request, token, `/games/${gameId}/pause/`);
    await expect(tv.getByTestId('tv-status')).toHaveText('Paused');
    await post(request, token, `/games/${gameId}/resume/`);
    await expect(tv.getByTestId('tv-status')).toHaveText('Calling');
  });

  await test.step('a checked card shows with its marks until the next ball', async () => {
    const checked = await post(request, token, `/games/${gameId}/check/`, { card_number: 2 });
    const card = tv.getByTestId('tv-checked-card');
    await expect(card.getByRole('heading')).toHaveText('Card 2');
    await expect(card.getByRole('cell')).toHaveCount(25);
    const marked = (checked.marked as boolean[][]).flat().filter(Boolean).length;
    await expect(card.locator('[data-marked]')).toHaveCount(marked);
    await expect(tv.getByTestId('tv-check-result')).toHaveText(
      checked.is_winner ? /BINGO!/ : 'No Bingo',
    );
    await post(request, token, `/games/${gameId}/draw/`);
    await expect(card).toHaveCount(0);
  });

  await test.step('a reload shows the same game; a win shows the banner', async () => {
    await page.reload();
    await expect(tv.getByTestId('tv-called-count')).toHaveText('8 of 75 called');
    for (let i = 8; i < 75; i += 1) await post(request, token, `/games/${gameId}/draw/`);
    await expect(tv.getByTestId('tv-called-count')).toHaveText('75 of 75 called');
    await post(request, token, '/cashiers/play_game/', { game_id: gameId, card_number: 1 });
    await expect(tv.getByTestId('tv-win-banner')).toHaveText('BINGO! Card 1 wins');
    await expect(tv.getByTestId('tv-status')).toHaveText('Completed');
    await expect(tv.getByTestId('tv-check-result')).toContainText('BINGO!');
    await expect(tv.getByTestId('tv-checked-card').locator('[data-marked]')).toHaveCount(25);
  });
});

test('an unknown game says so', async ({ page }) => {
  await signIn(page, 'cashier');
  await page.goto('/tv/999999');
  await expect(page.getByRole('alert')).toHaveText('Game not found');
});
