import type { Browser, Page } from '@playwright/test';
import { uniqueName } from './accounts';
import { expect, test } from './fixtures';
import { checkCard, twoWinners } from './winning-cards';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
];
async function openTv(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1920, height: 1080 },
  });
  return context.newPage();
}

test('two cards win on one ball: both are checked and recorded on the caller, each with its share, and the TV lists both', async ({
  browser,
  asCashier: caller,
  cashierApi,
}) => {
  test.setTimeout(180_000);
  const { a, b, last, early } = twoWinners();
  const shopId = await cashierApi.createShop(uniqueName('Shared Hall'));
  const id = await cashierApi.startGame(shopId, {
    amount: 20,
    cards: [a, b],
    card_value: 10,
    win_conditions: { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false },
  });
  for (const number of early) await cashierApi.post(`/games/${id}/mark/`, { number, called: true });

  await caller.goto(`/play?game=${id}`);
  await caller.getByRole('button', { name: 'TV', exact: true }).click();
  const pairing = caller.getByRole('dialog', { name: 'Shop TV' });
  await pairing.getByRole('button', { name: 'Pair a TV' }).click();
  const code = (await pairing.getByTestId('tv-pairing-code').textContent())?.trim() ?? '';
  await caller.goto('/cashier');

  const tv = await openTv(browser);
  await tv.goto('/tv');
  await tv.getByLabel('Code').fill(code);
  await tv.getByRole('button', { name: 'Pair' }).click();
  const screen = tv.getByTestId('tv-display');
  await expect(screen.getByRole('heading', { level: 1 })).toContainText(`Game #${id}`);

  await cashierApi.post(`/games/${id}/mark/`, { number: last, called: true });
  await caller.goto(`/play?game=${id}`);
  await expect(caller.getByTestId('called-count')).toHaveText(`${early.length + 1} out of 75`);

  await test.step('the first card is recorded; Check Bingo stays open for the same ball', async () => {
    const view = await checkCard(caller, a);
    await view.getByRole('button', { name: 'Record Win' }).click();
    await expect(caller.getByTestId('win-overlay')).toBeVisible();
    await caller.keyboard.press('Escape');
    await expect(caller.getByTestId('win-overlay')).toBeHidden();
    await expect(caller.getByTestId('game-winner')).toHaveCount(1);
    await expect(caller.getByRole('button', { name: 'Check Bingo' })).toBeEnabled();
  });

  await test.step('the second card shares the prize; the celebration lists both', async () => {
    await caller.setViewportSize(SIZES[0]!);
    const view = await checkCard(caller, b);
    await view.getByRole('button', { name: 'Record Win' }).click();
    const winners = caller.getByTestId('celebration-winners');
    await expect(winners).toContainText(`Card ${a}: $8.00`);
    await expect(winners).toContainText(`Card ${b}: $8.00`);
    await expect(winners).toBeVisible();
    await caller.screenshot({ path: test.info().outputPath('celebration-two-winners-390.png') });
    await caller.keyboard.press('Escape');
    await expect(caller.getByTestId('win-overlay')).toBeHidden();
    const listed = caller.getByTestId('game-winner');
    await expect(listed).toHaveCount(2);
    await expect(listed.nth(0)).toContainText(`Card ${a}`);
    await expect(listed.nth(0)).toContainText('$8.00');
    await expect(listed.nth(1)).toContainText(`Card ${b}`);
    await expect(listed.nth(1)).toContainText('$8.00');
    // The same card again: refused by the server, said on the screen.
    await caller.getByRole('button', { name: 'Check Bingo' }).click();
    const dialog = caller.getByRole('dialog', { name: 'Check Winner' });
    await dialog.getByLabel('Board number').fill(String(b));
    await dialog.getByLabel('Board number').press('Enter');
    await expect(
      dialog.getByText('This card is already recorded as a winner of this game'),
    ).toBeVisible();
    await caller.keyboard.press('Escape');
  });

  await test.step('the TV lists every winner and share', async () => {
    const listed = screen.getByTestId('tv-winners');
    await expect(listed).toContainText(`Card ${a}: $8.00`);
    await expect(listed).toContainText(`Card ${b}: $8.00`);
  });

  for (const size of SIZES) {
    await caller.setViewportSize(size);
    await tv.setViewportSize(size);
    await caller.keyboard.press('Escape');
    await expect(caller.getByTestId('game-winners')).toBeVisible();
    await caller.screenshot({ path: test.info().outputPath(`caller-winners-${size.width}.png`) });
    await tv.screenshot({ path: test.info().outputPath(`tv-winners-${size.width}.png`) });
  }
  await tv.context().close();
});
