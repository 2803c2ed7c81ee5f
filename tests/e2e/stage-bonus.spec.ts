import { signInWith } from './accounts';
import { apiSession, newCashier } from './api-helpers';
import { expect, test } from './fixtures';
import { picture } from './pictures';
import { checkCard, numbersOf } from './winning-cards';

/**
 * A stage's "within N calls" bonus (decision 034), paid from the shop's drawer beside the prize:
 * the till tells the cashier to hand it over, and every place the win is read again (the game's
 * record, the winner's receipt, the players' verify page) shows what the winner was paid with it.
 */
test('a paid stage bonus: the till says to hand it over; the record, the receipt and the verify page show it', async ({
  page,
  request,
}) => {
  const { username, password, api, shopId } = await newCashier(request);
  // The bonus is the drawer's money: only the shop's agent sets it, and here accepts any chance
  // of paying it (a full house within 75 calls is certain).
  const agent = await apiSession(request, 'agent');
  await agent.put(`/shops/${shopId}/game_settings/`, {
    stages: [
      {
        patterns: ['full_house'],
        share_percent: 100,
        bonus: { within_calls: 75, amount: 0.5, max_chance_percent: 100 },
      },
    ],
  });
  // One card at 10.00: the drawer keeps the house's part of the pool, which covers the bonus.
  const gameId = await api.startGame(shopId, { amount: 10, cards: [1], card_value: 10 });
  const card = new Set(numbersOf(1));
  // The server's own draw: a bonus is never paid on numbers the till called by hand.
  while (card.size > 0) {
    const { number } = await api.post<{ number: number }>(`/games/${gameId}/draw/`);
    card.delete(number);
  }

  await test.step('the till records the full house and says the bonus was paid', async () => {
    await signInWith(page, username, password, /\/cashier$/);
    await page.goto(`/play?game=${gameId}`);
    const view = await checkCard(page, 1, null);
    await view.getByTestId('record-win').click();
    await expect(
      page.getByText(
        'Stage bonus $0.50 paid from the drawer: hand it to the winner with the prize.',
      ),
    ).toBeVisible();
    await picture(page, 'caller-stage-bonus-paid.png');
  });

  const { verify_token: verifyToken } = await api.get<{ verify_token: string }>(
    `/games/${gameId}/`,
  );

  await test.step("the game's record lists the winner with the bonus beside the prize", async () => {
    await page.goto(`/games/${gameId}`);
    const winner = page.getByTestId('game-winner');
    const bonus = winner.getByTestId('winner-bonus');
    await expect(winner).toHaveCount(1);
    await expect(bonus).toHaveText('+$0.50 stage bonus');
    await picture(page, 'game-record-stage-bonus.png', { fullPage: true });
    // On a phone the bonus wraps under the prize, not past the screen's edge.
    await page.setViewportSize({ width: 390, height: 844 });
    await bonus.scrollIntoViewIfNeeded();
    const box = await bonus.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await picture(page, 'game-record-stage-bonus-390.png');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step("the winner's receipt has a row for the bonus", async () => {
    await page.goto(`/receipt/${gameId}?card=1`);
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText('Stage bonus');
    await expect(receipt).toContainText('$0.50');
    await picture(page, 'receipt-stage-bonus.png');
  });

  await test.step("the players' verify page names the bonus with the winner", async () => {
    await page.goto(`/verify/${verifyToken}`);
    await expect(page.getByTestId('verify-winners')).toContainText('+$0.50 stage bonus');
  });
});
