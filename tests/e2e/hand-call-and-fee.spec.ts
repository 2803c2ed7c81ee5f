import { gameEconomics } from '@core/game-economics';
import { feeOnKept } from '@core/game-fee';
import { amountToCents, centsToAmount } from '@core/money';
import { signIn, signInWith, uniqueName } from './accounts';
import { THREE_CARDS, newCashier } from './api-helpers';
import { expect, PHONE, test } from './fixtures';
import { picture } from './pictures';

// Issue 20, findings 5 and 9: a stray click on the caller board called a number; the platform fee
// was never shown before Start, and a refused start showed two messages, one of them stale.

test('a number is called by hand only in Hand call mode, and shows "by hand"', async ({
  cspCheckedPage: page,
  cashierApi,
}) => {
  const shopId = await cashierApi.createShop(uniqueName('Hand Hall'));
  const gameId = await cashierApi.startGame(shopId, THREE_CARDS);
  await signIn(page, 'cashier');
  await page.goto(`/play?game=${gameId}`);
  const toggle = page.getByTestId('hand-call-toggle');
  const cell = (n: number) => page.locator(`main button[data-number="${n}"]`);
  const serverCalls = async () =>
    (await cashierApi.get<{ called_count: number }>(`/games/${gameId}/`)).called_count;

  await test.step('off by default: a click calls nothing and says how to call', async () => {
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('hand-call-state')).toHaveText('Off');
    // Out of the mode a cell is aria-disabled (Playwright would wait for it): a real click anyway.
    await expect(cell(5)).toHaveAttribute('aria-disabled', 'true');
    await cell(5).click({ force: true });
    await expect(page.getByTestId('hand-call-hint')).toHaveText(
      'The server draws the balls. To call a number by hand (a ball machine), turn on Hand call first.',
    );
    await expect(cell(5)).toHaveAttribute('data-called', 'false');
    await expect(page.getByTestId('called-count')).toHaveText('0 out of 75');
    expect(await serverCalls()).toBe(0);
  });

  await test.step('on (by the keyboard): a click calls the number by hand', async () => {
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('hand-call-state')).toHaveText('On');
    await cell(5).click();
    await expect(cell(5)).toHaveAttribute('data-called', 'true');
    await expect(cell(5)).toHaveAttribute('data-manual', 'true');
    await expect(cell(5)).toHaveAccessibleName('B 5, called by hand');
    await expect(page.getByTestId('current-number')).toHaveText('5');
    await expect(page.getByTestId('current-by-hand')).toHaveText('by hand');
    await expect(page.getByTestId('current-ball')).toHaveAccessibleName(
      'Last ball: B 5, called by hand',
    );
    await expect(
      page.getByTestId('last-five').locator('li[data-manual="true"]:visible'),
    ).toHaveCount(1);
    expect(await serverCalls()).toBe(1);
    await picture(page, 'hand-call-on.png');
  });

  let drawn = 0;
  await test.step('a drawn ball is not "by hand"; a second click uncalls the hand call', async () => {
    const ball = await cashierApi.post<{ number: number }>(`/games/${gameId}/draw/`);
    drawn = ball.number;
    await expect(page.getByTestId('current-number')).toHaveText(String(ball.number));
    await expect(page.getByTestId('current-by-hand')).toHaveCount(0);
    await expect(cell(ball.number)).not.toHaveAttribute('data-manual', 'true');
    await cell(5).click();
    await expect(cell(5)).toHaveAttribute('data-called', 'false');
  });

  await test.step('off again: clicks call nothing', async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Any number the server has not drawn (the drawn ball is random, and could be 6).
    const uncalled = drawn === 6 ? 7 : 6;
    await cell(uncalled).click({ force: true });
    await expect(page.getByTestId('hand-call-hint')).toContainText('turn on Hand call first');
    await expect(cell(uncalled)).toHaveAttribute('data-called', 'false');
    expect(await serverCalls()).toBe(1);
  });

  await cashierApi.post(`/games/${gameId}/cancel/`, { reason: 'End of the hand call test' });
});

/** A new cashier of the demo agent with this credit and one shop; its API session. */
test('the Game Board shows the fee and the balance after it; a refusal for low credit is one message', async ({
  cspCheckedPage: page,
  request,
}) => {
  test.setTimeout(60_000);
  // 3 cards x 10.00 need the fee on the whole pool (6.00 at 20 %) to start (decision 044).
  const { username, password, api } = await newCashier(request, { credit: 10 });
  const { fee_terms: terms } = await api.get<{
    fee_terms: { fee_percent: number; min_fee: number };
  }>('/auth/balance/');
  const feeOf = (cards: number, cardValue: number, winPercentage: number) =>
    centsToAmount(
      gameEconomics(
        amountToCents(cards * cardValue),
        winPercentage,
        terms.fee_percent,
        amountToCents(terms.min_fee),
      ).feeCents,
    );
  const amount = (value: number) => new RegExp(`^\\D*${value.toFixed(2).replace('.', '\\.')}$`);
  // The fee a game could owe at worst: on its whole pool (the start holds it less its own fee).
  const worstFeeOf = (cards: number, cardValue: number) =>
    centsToAmount(
      feeOnKept(amountToCents(cards * cardValue), {
        feePercent: terms.fee_percent,
        minFeeCents: amountToCents(terms.min_fee),
      }),
    );

  await signInWith(page, username, password, /\/cashier$/);
  await page.evaluate(() => {
    localStorage.removeItem('selectedNumbers');
    localStorage.removeItem('cardTemplates');
    localStorage.setItem('maxCardNumber', '500');
    localStorage.setItem('cardValue', '10');
    localStorage.setItem('winPercentage', '80');
  });
  await page.goto('/selection');
  for (const n of [1, 2, 3]) await page.locator(`button[data-number="${n}"]`).click();

  const fee = page.getByTestId('start-fee');
  const cardValue = page.getByLabel(/^Card Value/);
  await test.step('the fee the start takes and the balance after it', async () => {
    const expected = feeOf(3, 10, 80);
    await expect(fee.getByTestId('start-fee-amount')).toHaveText(amount(expected));
    await expect(fee.getByTestId('start-fee-after')).toHaveText(amount(10 - expected));
    await expect(fee.getByTestId('start-fee-short')).toHaveCount(0);
  });

  await test.step("Hide balance masks the balance after too; a phone's start bar shows the fee", async () => {
    const expected = feeOf(3, 10, 80);
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await expect(fee.getByTestId('start-fee-after')).toHaveText('••••••Balance hidden');
    await page.getByRole('button', { name: 'Show balance' }).click();
    await expect(fee.getByTestId('start-fee-after')).toHaveText(amount(10 - expected));
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('mobile-start-fee')).toHaveText(
      new RegExp(`^Fee \\D*${expected.toFixed(2).replace('.', '\\.')}$`),
    );
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('a start the balance cannot cover is refused with ONE message', async () => {
    await cardValue.fill('100');
    await cardValue.press('Enter');
    const expected = feeOf(3, 100, 80);
    await expect(fee.getByTestId('start-fee-amount')).toHaveText(amount(expected));
    await expect(fee.getByTestId('start-fee-short')).toBeVisible();
    await page.getByRole('button', { name: 'Start Game' }).first().click();
    const refusal = page.getByTestId('start-error');
    await expect(refusal).toHaveText(
      new RegExp(
        `^Not enough credit to start: the platform fee is \\D*${expected.toFixed(2)}, \\D*${(worstFeeOf(3, 100) - expected).toFixed(2)} more is held until the game ends, and the balance available is \\D*10\\.00\\.$`,
      ),
    );
    await expect(page.getByText('Error playing game. Please try again.')).toHaveCount(0);
    await expect(page.getByText('Insufficient balance')).toHaveCount(0);
    await picture(page, 'fee-refused.png', { fullPage: true });
    await expect(page).toHaveURL(/\/selection$/);
  });

  await test.step('fixing the amounts clears the refusal, and the start goes through', async () => {
    await cardValue.fill('10');
    await cardValue.press('Enter');
    await expect(page.getByTestId('start-error')).toHaveCount(0);
    await expect(fee.getByTestId('start-fee-short')).toHaveCount(0);
    await page.getByRole('button', { name: 'Start Game' }).first().click();
    await expect(page).toHaveURL(/\/play\?game=\d+$/);
    expect((await api.get<{ amount_available: number }>('/auth/balance/')).amount_available).toBe(
      centsToAmount(amountToCents(10) - amountToCents(feeOf(3, 10, 80))),
    );
    // The Game Board's balance shows what the running game holds.
    await page.goto('/selection');
    const held = worstFeeOf(3, 10) - feeOf(3, 10, 80);
    await expect(page.getByTestId('fee-reserved')).toHaveText(
      new RegExp(`^Fee reserved until the game ends: \\D*${held.toFixed(2).replace('.', '\\.')}$`),
    );
  });

  await test.step("the dashboard's start form shows the fee too", async () => {
    await page.goto('/cashier');
    const form = page.getByRole('form', { name: 'Start New Game' });
    await form.getByLabel('Cards sold').fill('1-2');
    await form.getByLabel(/^Card Value/).fill('10');
    await form.getByLabel(/^Win Percentage/).fill('80');
    await expect(form.getByTestId('start-fee-amount')).toHaveText(amount(feeOf(2, 10, 80)));
  });
});
