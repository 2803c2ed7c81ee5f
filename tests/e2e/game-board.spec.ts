import type { Page } from '@playwright/test';
import { parseMoney, signIn, uniqueName } from './accounts';
import type { ApiSession } from './api-helpers';
import { expect, PHONE, test } from './fixtures';

const cell = (page: Page, n: number) => page.locator(`button[data-number="${n}"]`);

/**
 * The board on a shop of its own (its settings at their defaults, no game running): the card
 * value, win % and running game are the shop's, and other specs play in the demo cashier's shops.
 */
async function onNewShop(page: Page, cashierApi: ApiSession): Promise<number> {
  const shopId = await cashierApi.createShop(uniqueName('Board Hall'));
  await page.evaluate((id) => localStorage.setItem('gameShopId', JSON.stringify(id)), shopId);
  // A fresh load: the shops the page had fetched before did not hold the new one.
  await page.reload();
  return shopId;
}

test('the selection, card value and win percentage persist; the win amount follows', async ({
  asCashier: page,
  cashierApi,
  openScreen,
}) => {
  await onNewShop(page, cashierApi);
  // A slow save of one field must not undo what is typed in the other meanwhile.
  await page.route('**/api/v1/shops/*/game_settings/', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((done) => setTimeout(done, 700));
    await route.continue();
  });
  await openScreen('Game Board');
  await expect(page.getByTestId('selected-count')).toHaveText('0');

  for (const n of [5, 17, 42]) await cell(page, n).click();
  await cell(page, 17).press('Enter');
  await cell(page, 17).press('Space');
  await expect(cell(page, 17)).toHaveAttribute('aria-pressed', 'true');
  await expect(cell(page, 6)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('selected-count')).toHaveText('3');
  await expect(page.getByTestId('win-amount')).toHaveText('$24.00');
  await expect(page.getByTestId('win-formula')).toHaveText('3 cards × $10.00 × 80% = $24.00');

  await page.getByLabel('Card Value ($)').fill('25');
  await page.getByLabel('Win Percentage (%)').fill('50');
  await expect(page.getByTestId('win-amount')).toHaveText('$37.50');
  await expect(page.getByTestId('win-formula')).toHaveText('3 cards × $25.00 × 50% = $37.50');
  // The card value's save has come back: the win % typed meanwhile is still there.
  await page.waitForTimeout(1_000);
  await expect(page.getByLabel('Win Percentage (%)')).toHaveValue('50');
  await expect(page.getByTestId('win-formula')).toHaveText('3 cards × $25.00 × 50% = $37.50');
  await page.unroute('**/api/v1/shops/*/game_settings/');

  await test.step('out-of-range values are clamped on leaving the field', async () => {
    await page.getByLabel('Win Percentage (%)').fill('150');
    const clamped = page.waitForResponse(
      (response) =>
        response.url().includes('/game_settings/') &&
        response.request().method() === 'PUT' &&
        (response.request().postDataJSON() as { win_percentage?: number }).win_percentage === 100,
    );
    await page.getByLabel('Win Percentage (%)').blur();
    await expect(page.getByLabel('Win Percentage (%)')).toHaveValue('100');
    expect((await clamped).ok()).toBe(true);
    await page.getByLabel('Win Percentage (%)').fill('50');
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/game_settings/') &&
        response.request().method() === 'PUT' &&
        (response.request().postDataJSON() as { win_percentage?: number }).win_percentage === 50,
    );
    await page.getByLabel('Win Percentage (%)').blur();
    // Saved on the shop before the reload below (a reload would cut the request).
    expect((await saved).ok()).toBe(true);
  });

  expect(
    await page.evaluate(() =>
      ['selectedNumbers', 'numberOfCards', 'cardValue', 'winPercentage'].map((key) =>
        localStorage.getItem(key),
      ),
    ),
  ).toEqual(['[5,17,42]', '3', '25', '50']);

  await page.reload();
  for (const n of [5, 17, 42]) await expect(cell(page, n)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Card Value ($)')).toHaveValue('25');
  await expect(page.getByLabel('Win Percentage (%)')).toHaveValue('50');
  await expect(page.getByTestId('win-amount')).toHaveText('$37.50');

  await test.step('the max number shrinks the board and the selection', async () => {
    await page.getByLabel('Max Number').fill('20');
    await page.getByLabel('Max Number').press('Enter');
    await expect(page.locator('button[data-number]')).toHaveCount(20);
    await expect(page.getByTestId('active-template')).toHaveText('Default (1-20)');
    await expect(page.getByTestId('selected-count')).toHaveText('2');
    await page.getByLabel('Max Number').fill('20000');
    await page.getByLabel('Max Number').blur();
    await expect(page.getByLabel('Max Number')).toHaveValue('10000');
    await expect(page.locator('button[data-number]')).toHaveCount(10_000);
    await cell(page, 9999).click();
    await expect(cell(page, 9999)).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Max Number').fill('500');
    await page.getByLabel('Max Number').blur();
    await expect(page.locator('button[data-number]')).toHaveCount(500);
    // The cashier is told what the smaller board dropped; the toast is closed, as a hovered toast
    // stays (it would cover Clear Board).
    const dropped = page
      .getByRole('alert')
      .filter({ hasText: 'selected card above 500 was unselected' });
    await expect(dropped).toHaveText(/1 selected card above 500 was unselected\./);
    await dropped.getByRole('button', { name: 'close' }).click();
    await expect(dropped).toBeHidden();
  });

  await page.getByRole('button', { name: 'Clear Board' }).click();
  await expect(page.getByTestId('selected-count')).toHaveText('0');
  await page.getByLabel('Card Value ($)').fill('10');
  await page.getByLabel('Win Percentage (%)').fill('80');
  await page.getByLabel('Win Percentage (%)').blur();
});

test('Start Game with nothing selected shows the toast', async ({
  asCashier: page,
  cashierApi,
  openScreen,
}) => {
  await onNewShop(page, cashierApi);
  await openScreen('Game Board');
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByText('Please select at least one number')).toBeVisible();
  await expect(page).toHaveURL(/\/selection$/);
});

test('a cashier without a shop is sent to the Cashier dashboard to create one', async ({
  page,
  openScreen,
}) => {
  await page.route('**/api/v1/cashiers/my_shops/', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await signIn(page, 'cashier');
  await openScreen('Game Board');
  await expect(page.getByTestId('no-shop')).toContainText('You have no active shop yet.');
  await cell(page, 1).click();
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByText('Choose the shop this game is for first.')).toBeVisible();
  await page.getByTestId('no-shop').getByRole('link', { name: 'Cashier dashboard' }).click();
  await expect(page).toHaveURL(/\/cashier$/);
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('the board at phone width: no sideways scroll, Start Game within reach', async ({
    asCashier: page,
    cashierApi,
  }) => {
    await onNewShop(page, cashierApi);
    await page.goto('/selection');
    await cell(page, 8).click();
    const bar = page.getByTestId('mobile-start-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('1 selected');
    await expect(bar).toContainText('Win $8.00');
    await expect(bar.getByRole('button', { name: 'Start Game' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    const box = await cell(page, 8).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    await page.getByRole('button', { name: 'Clear Board' }).click();
    await bar.getByRole('button', { name: 'Start Game' }).click();
    await expect(page.getByText('Please select at least one number')).toBeVisible();
  });
});

test('a cashier starts a game for one of its shops and pays the platform fee', async ({
  page,
  cashierApi,
  openScreen,
}) => {
  const first = uniqueName('Hall A');
  const second = uniqueName('Hall B');
  await cashierApi.createShop(first);
  const secondId = await cashierApi.createShop(second);

  await signIn(page, 'cashier');
  await openScreen('Game Board');

  await test.step('a refused game shows the server error and moves nothing', async () => {
    const before = await cashierApi.balance();
    // The card value is the chosen shop's: the shop first, then its value.
    await page.getByLabel('Shop', { exact: true }).selectOption({ label: second });
    await page.getByLabel('Card Value ($)').fill('1000');
    await page.getByLabel('Card Value ($)').press('Enter');
    await page.getByLabel('Max Number').fill('500');
    for (let n = 1; n <= 40; n += 1) await cell(page, n).click();
    await page.getByRole('button', { name: 'Start Game' }).click();
    // 40 x 1000 = 40,000 pool, 8,000 house cut, 1,600 fee: more than the till's balance. One
    // message says so, with the fee and the balance (issue 20); no SPEC toast beside it.
    await expect(page.getByTestId('start-error')).toContainText(
      'Not enough credit to start: the platform fee is $1,600.00',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Error playing game' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/selection$/);
    expect(await cashierApi.balance()).toBe(before);
    await page.getByRole('button', { name: 'Clear Board' }).click();
    await expect(page.getByTestId('start-error')).toHaveCount(0);
    await page.getByLabel('Card Value ($)').fill('10');
    await page.getByLabel('Card Value ($)').blur();
  });

  const before = await cashierApi.balance();
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d\.\d\d$/);
  expect(parseMoney(await page.getByTestId('balance-amount').innerText())).toBeCloseTo(before, 2);
  for (const n of [3, 9, 27]) await cell(page, n).click();
  await expect(page.getByLabel('Shop', { exact: true })).toHaveValue(String(secondId));

  const started = page.waitForRequest('**/api/v1/cashiers/play_game/');
  await page.getByRole('button', { name: 'Start Game' }).click();
  const sent = await started;
  expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent.postDataJSON()).toEqual({
    amount: 30,
    cards: [3, 9, 27],
    card_value: 10,
    win_percentage: 80,
    shop_id: secondId,
  });
  await expect(page).toHaveURL(/\/play\?game=\d+$/);
  const gameId = new URL(page.url()).searchParams.get('game');
  expect(await page.evaluate(() => localStorage.getItem('currentGameId'))).toBe(gameId);
  // Pool 30.00, prize 24.00, house cut 6.00; the fee is 20% of the cut.
  await expect.poll(() => cashierApi.balance()).toBeCloseTo(before - 1.2, 2);
});
