import type { Page } from '@playwright/test';
import { encode } from 'uqr';
import { signIn, switchAccount, uniqueName, watchCspViolations } from './accounts';
import { expect, test } from './fixtures';

/** The players' address the browser tests' server is given (playwright.config.ts). */
const publicUrl = (page: Page) => `http://localhost:${new URL(page.url()).port}`;

/** The QR code's modules, as the app draws them, for a given text. */
function qrPath(text: string): string {
  const cells: string[] = [];
  encode(text, { ecc: 'M', border: 4 }).data.forEach((row, y) =>
    row.forEach((on, x) => {
      if (on) cells.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return cells.join('');
}

test("the verify QR leads to the hall's public address, and the page tells the game", async ({
  cspCheckedPage: page,
  cashierApi,
}) => {
  test.setTimeout(90_000);
  const shop = uniqueName('QR Hall');
  const shopId = await cashierApi.createShop(shop);
  const gameId = await cashierApi.startGame(shopId, {
    amount: 30,
    cards: [1, 2, 3],
    card_value: 10,
  });
  const { verify_token: token } = await cashierApi.get<{ verify_token: string }>(
    `/games/${gameId}/`,
  );

  await signIn(page, 'cashier');
  await page.goto(`/play?game=${gameId}`);
  const qr = page.getByRole('img', { name: 'QR code: verify this game' }).first();
  const expected = `${publicUrl(page)}/verify/${token}`;
  expect(expected).not.toContain('127.0.0.1');
  await expect(qr).toHaveAttribute('data-value', expected);
  expect(await qr.locator('path').getAttribute('d')).toBe(qrPath(expected));

  await cashierApi.winGame(gameId, 1);
  // A player's phone opens the link, not the till: a page of its own, its policy checked too. (The
  // till's page going there itself let Chromium blame the till's late favicon on the new origin.)
  const phone = await page.context().newPage();
  const phoneViolations = watchCspViolations(phone);
  for (const width of [390, 1920]) {
    await phone.setViewportSize({ width, height: 900 });
    await phone.goto(expected);
    await expect(phone.getByTestId('verify-game')).toHaveText(`#${gameId}`);
    await expect(phone.getByTestId('verify-shop')).toHaveText(shop);
    await expect(phone.getByTestId('verify-pool')).toHaveText('$30.00');
    await expect(phone.getByTestId('verify-winners')).toContainText('Card 1');
    await expect(phone.getByTestId('verify-started')).not.toBeEmpty();
    await expect(phone.getByTestId('order')).toBeVisible();
    // Each number of the order stays on one line ("55" is never split).
    const split = await phone
      .getByTestId('order')
      .locator('span')
      .evaluateAll(
        (spans) =>
          spans.filter((span) => {
            const line = parseFloat(getComputedStyle(span).lineHeight);
            return span.getBoundingClientRect().height > line * 1.5;
          }).length,
      );
    expect(split).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  expect(phoneViolations, 'Content-Security-Policy violations').toEqual([]);
  await phone.close();
});

test("the hall's currency: the admin switches to Birr and every till shows it", async ({
  asAdmin: admin,
  adminApi,
  browser,
}) => {
  test.setTimeout(90_000);
  try {
    await admin.goto('/admin');
    const panel = admin.getByRole('form', { name: 'Hall currency' });
    await panel.getByRole('button', { name: 'Ethiopian birr (Br)' }).click();
    await expect(panel.getByLabel('Currency code')).toHaveValue('ETB');
    await panel.getByRole('button', { name: 'Save currency' }).click();
    await expect(admin.getByText('Currency saved: ETB')).toBeVisible();
    await expect(panel).toContainText('Br\u00a01,234.50');

    const context = await browser.newContext();
    const till = await context.newPage();
    await signIn(till, 'cashier');
    await till.evaluate(() => localStorage.setItem('maxCardNumber', '500'));
    await till.goto('/selection');
    for (const n of [1, 2, 3]) await till.locator(`button[data-number="${n}"]`).click();
    await expect(till.getByLabel('Card Value (Br)')).toBeVisible();
    await expect(till.getByTestId('win-amount')).toHaveText(/^Br\s24\.00$/);

    await switchAccount(till, 'agent');
    await till.goto('/reports');
    await till.getByRole('tab', { name: 'Games' }).click();
    await expect(till.getByRole('main')).toContainText(/Br\s\d/);
    await expect(till.getByRole('main')).not.toContainText('$');
    await context.close();
  } finally {
    await adminApi.put('/admin/settings/', { currency: { code: 'USD', symbol: '$' } });
  }
});

test('the admin is offered no game to run; each new page opens at its top', async ({
  asAdmin: page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Play Game' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Game Board' }).click();
  await expect(page.getByTestId('start-on-till').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Game' })).toHaveCount(0);
  await expect(page.getByText('You do not have permission')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto('/admin');
  await expect(page.getByRole('form', { name: 'Hall currency' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await nav.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight))
    .toBeGreaterThan(600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Create Card asks before replacing a generated cartela and can take a free number', async ({
  asCashier: page,
  cashierApi,
  openScreen,
}) => {
  const shop = uniqueName('Free Numbers');
  await cashierApi.createShop(shop);
  await page.evaluate(() => localStorage.setItem('maxCardNumber', '100'));
  await openScreen('Bingo Cards');
  const shops = page.getByLabel('Shop', { exact: true });
  if (await shops.isEnabled()) await shops.selectOption({ label: shop });
  await page.getByLabel('Game mode').selectOption('standard');
  await page.getByRole('button', { name: 'Create Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Card 1 has a generated cartela' });
  await expect(dialog).toContainText('The Game Board plays cards 1 to 100');
  await dialog.getByRole('button', { name: 'Use free numbers 101' }).click();
  await expect(page.locator('[data-testid="card-tile"][data-card-number="101"]')).toBeVisible();
  await expect(page.getByTestId('cards-total')).toHaveText('1');
});
