import { cardForNumber } from '@core/bingo/card-generator';
import { axeFor } from './axe';
import { signIn, uniqueName, watchCspViolations } from './accounts';
import { appUrl, expect, test } from './fixtures';
import { makePdf, qrCodesByPage } from './pdf-pages';
import { picture } from './pictures';
import { anyLineGame } from './winning-cards';

test("a player's phone follows its own card live from its printed code, and shows the bingo", async ({
  browser,
  cashierApi,
}) => {
  test.setTimeout(120_000);
  const shopId = await cashierApi.createShop(uniqueName('Phone Hall'));
  const { results } = await cashierApi.get<{ results: { card_number: number; path: string }[] }>(
    `/shops/${shopId}/card_links/?from=1&to=3`,
  );
  const path = results.find((link) => link.card_number === 2)!.path;
  const phone = await (
    await browser.newContext({
      baseURL: appUrl(),
      viewport: { width: 390, height: 844 },
    })
  ).newPage();

  await phone.goto(path);
  await expect(phone.getByRole('heading', { name: /Card 2/ })).toBeVisible();
  await expect(phone.getByText('No game is running in this shop')).toBeVisible();

  const id = await cashierApi.startGame(shopId, anyLineGame([1, 2, 3]));
  await phone.reload();
  await expect(phone.getByTestId('player-count')).toHaveText('0 of 75 called');
  // A ball called on the till marks the phone's card without a reload.
  const row = (cardForNumber(2, 'standard')[0] as number[]).slice();
  for (const number of row.slice(0, 4))
    await cashierApi.post(`/games/${id}/mark/`, { number, called: true });
  await expect(phone.getByTestId('player-count')).toHaveText('4 of 75 called');
  await expect(phone.locator('[role="cell"][data-marked="true"]')).toHaveCount(5);
  await expect(phone.getByTestId('player-to-go')).toContainText('1 to go');
  await expect(phone.getByTestId('player-bingo')).toHaveCount(0);
  await cashierApi.post(`/games/${id}/mark/`, { number: row[4], called: true });
  await expect(phone.getByTestId('player-bingo')).toHaveText('Bingo! Claim at the cashier');
  await picture(phone, 'player-card-390.png', { fullPage: true });

  const axe = await axeFor(phone, ['wcag2a', 'wcag2aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);

  // The player reads it in their language, and the page keeps it.
  await phone.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(phone.getByTestId('player-bingo')).toHaveText('¡Bingo! Reclame en caja');
  await phone.reload();
  await expect(phone.getByRole('heading', { name: /Cartón 2/ })).toBeVisible();
  await phone.getByRole('combobox', { name: 'Idioma' }).selectOption('en');

  // A changed code opens nothing.
  await phone.goto(path.replace(/.$/, (c) => (c === '0' ? '1' : '0')));
  await expect(phone.getByRole('alert')).toContainText('This card code is not valid');
  await cashierApi.winGame(id, 2);
});

test('the QR code of a printed cartela opens that card on a phone, which follows the game to its bingo', async ({
  browser,
  page,
  cashierApi,
  openScreen,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('QR Hall');
  const shopId = await cashierApi.createShop(name);
  await signIn(page, 'cashier');
  await openScreen('Game Board');
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Print cartelas' });
  const shopSelect = dialog.getByLabel('Shop', { exact: true });
  if (await shopSelect.count()) await shopSelect.selectOption({ label: name });
  await dialog.getByLabel('From card').fill('1');
  await dialog.getByLabel('To card').fill('6');
  const pdf = await makePdf(page, dialog);
  await expect(dialog.getByTestId('print-progress')).toHaveText('PDF ready: 6 cards on 1 pages');

  // Every card on the sheet carries its own page at the hall's public address (BINGO_PUBLIC_URL).
  const [codes] = await qrCodesByPage(pdf);
  const publicUrl = new URL(appUrl()).origin.replace('127.0.0.1', 'localhost');
  expect(codes).toHaveLength(6);
  codes!.forEach((code, i) =>
    expect(code).toMatch(new RegExp(`^${publicUrl}/card/${shopId}/${i + 1}/[0-9a-f]{16}$`)),
  );

  // The player scans card 4 with a phone.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  ).newPage();
  const violations = watchCspViolations(phone);
  await phone.goto(codes![3]!);
  await expect(phone.getByRole('heading', { name: /Card 4/ })).toBeVisible();
  await expect(phone.getByText('No game is running in this shop')).toBeVisible();

  // The cashier sells card 4 and runs the game: the open phone follows each ball.
  const id = await cashierApi.startGame(shopId, anyLineGame([3, 4, 5]));
  await phone.reload();
  await expect(phone.getByTestId('player-count')).toHaveText('0 of 75 called');
  const column = cardForNumber(4, 'standard').map((row) => row[0] as number);
  for (const [i, number] of column.entries()) {
    await cashierApi.post(`/games/${id}/mark/`, { number, called: true });
    await expect(phone.getByTestId('player-count')).toHaveText(`${i + 1} of 75 called`);
  }
  await expect(phone.getByTestId('player-bingo')).toHaveText('Bingo! Claim at the cashier');
  for (const width of [390, 1024, 1920]) {
    await phone.setViewportSize({ width, height: 844 });
    await picture(phone, `qr-phone-${width}.png`, { fullPage: true });
  }
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
  await cashierApi.winGame(id, 4);
});
