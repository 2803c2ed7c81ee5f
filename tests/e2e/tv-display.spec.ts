import { uniqueName } from './accounts';
import { expect, test } from './fixtures';

test('the TV display follows a game driven from elsewhere, live', async ({
  asCashier: page,
  cashierApi,
}) => {
  test.setTimeout(90_000);
  const shopName = uniqueName('TV');
  const gameId = await cashierApi.startGame(await cashierApi.createShop(shopName));

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
      const ball = await cashierApi.post(`/games/${gameId}/draw/`);
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
    await cashierApi.post(`/games/${gameId}/pause/`);
    await expect(tv.getByTestId('tv-status')).toHaveText('Paused');
    await cashierApi.post(`/games/${gameId}/resume/`);
    await expect(tv.getByTestId('tv-status')).toHaveText('Calling');
  });

  await test.step('a checked card shows with its marks until the next ball', async () => {
    const checked = await cashierApi.post(`/games/${gameId}/check/`, { card_number: 2 });
    const card = tv.getByTestId('tv-checked-card');
    await expect(card.getByRole('heading')).toHaveText('Card 2');
    await expect(card.getByRole('cell')).toHaveCount(25);
    const marked = (checked.marked as boolean[][]).flat().filter(Boolean).length;
    await expect(card.locator('[data-marked]')).toHaveCount(marked);
    await expect(tv.getByTestId('tv-check-result')).toHaveText(
      checked.is_winner ? /BINGO!/ : 'No Bingo',
    );
    await cashierApi.post(`/games/${gameId}/draw/`);
    await expect(card).toHaveCount(0);
  });

  await test.step('a reload shows the same game; a win shows the banner', async () => {
    await page.reload();
    await expect(tv.getByTestId('tv-called-count')).toHaveText('8 of 75 called');
    for (let i = 8; i < 75; i += 1) await cashierApi.post(`/games/${gameId}/draw/`);
    await expect(tv.getByTestId('tv-called-count')).toHaveText('75 of 75 called');
    await cashierApi.post('/cashiers/play_game/', { game_id: gameId, card_number: 1 });
    const banner = tv.getByTestId('tv-win-banner');
    await expect(banner.getByRole('paragraph')).toHaveText('BINGO! Card 1 wins');
    // Its share may still be shared by another card on the same ball (decision 046).
    await expect(banner.getByRole('listitem')).toContainText('Card 1:');
    await expect(tv.getByTestId('tv-status')).toHaveText('Completed');
    await expect(tv.getByTestId('tv-check-result')).toContainText('BINGO!');
    await expect(tv.getByTestId('tv-checked-card').locator('[data-marked]')).toHaveCount(25);
  });
});

test('an unknown game says so', async ({ asCashier: page }) => {
  await page.goto('/tv/999999');
  await expect(page.getByRole('alert')).toHaveText('Game not found');
});
