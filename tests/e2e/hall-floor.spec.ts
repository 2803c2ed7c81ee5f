import type { Browser, Page } from '@playwright/test';
import { signInWith } from './accounts';
import { newCashier } from './api-helpers';
import { appUrl, expect, test } from './fixtures';
import { checkCard, twoWinners } from './winning-cards';
import { picture } from './pictures';

/**
 * The shop's floor as a busy hall runs it: two tills of one cashier and the shop's TV, each its
 * own device (browser context). One set of rules, one running game, the TV following every game,
 * a hand call that needs the mode, and two winners on one ball sharing the prize.
 */

async function device(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: appUrl(),
    viewport: { width: 1366, height: 768 },
  });
  return context.newPage();
}

const cell = (page: Page, n: number) => page.locator(`main button[data-number="${n}"]`);

async function startFromBoard(till: Page, cards: number[]): Promise<number> {
  await till.goto('/selection');
  for (const n of cards) await cell(till, n).click();
  await till.getByRole('button', { name: 'Start Game' }).first().click();
  await expect(till).toHaveURL(/\/play\?game=\d+$/);
  return Number(new URL(till.url()).searchParams.get('game'));
}

test('two tills and a TV: shared rules, one game, a hand call, two winners on one ball, the next game', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { username, password, api, shop, shopId } = await newCashier(request);
  const { a, b, last, early } = twoWinners();
  const [till1, till2, tv] = [await device(browser), await device(browser), await device(browser)];
  try {
    await signInWith(till1, username, password, /\/cashier$/);
    await signInWith(till2, username, password, /\/cashier$/);

    await test.step('till 1 sets the shop to Any Line only and 20 s', async () => {
      await till1.goto('/settings');
      await expect(till1.getByTestId('settings-shared')).toBeVisible();
      await till1.getByLabel('Call interval').selectOption('20');
      await till1.getByRole('switch', { name: 'Any Line' }).check();
      for (const name of ['Four Corners', 'Diagonal', 'Full House'])
        await till1.getByRole('switch', { name }).uncheck();
      await till1.getByRole('button', { name: 'Save Settings' }).click();
      await expect(till1.getByText('Settings saved successfully!')).toBeVisible();
    });

    await test.step('the TV is paired by code and waits for a game', async () => {
      const { code } = await api.post<{ code: string }>('/displays/pairing_codes/', {
        shop_id: shopId,
      });
      await tv.goto('/tv');
      await tv.getByLabel('Code').fill(code);
      await tv.getByRole('button', { name: 'Pair' }).click();
      await expect(tv.getByTestId('tv-idle')).toBeVisible();
      // A reload would lose this: the TV must follow the games without one.
      await tv.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    });

    const first = await startFromBoard(till1, [a, b]);
    const tvScreen = tv.getByTestId('tv-display');
    await expect(tvScreen.getByRole('heading', { level: 1 })).toHaveText(
      `Game #${first} · ${shop}`,
    );

    await test.step("till 2 finds the game with Play Game and plays till 1's rules", async () => {
      await till2.goto('/cashier');
      await till2.getByRole('navigation').getByRole('link', { name: 'Play Game' }).click();
      await expect(till2).toHaveURL(new RegExp(`/play\\?game=${first}$`));
      const rules = till2.getByTestId('caller-rules').first();
      await expect(rules).toContainText('20 seconds');
      await expect(rules).toContainText('Any Line');
      await expect(rules).not.toContainText('Diagonal');
    });

    await test.step('till 2 calls by hand only in Hand call mode; the TV says "by hand"', async () => {
      await cell(till2, early[0]!).click({ force: true });
      await expect(till2.getByTestId('hand-call-hint')).toContainText('turn on Hand call first');
      await expect(till2.getByTestId('called-count')).toHaveText('0 out of 75');
      await till2.getByTestId('hand-call-toggle').click();
      for (const n of [...early, last]) {
        await cell(till2, n).click();
        await expect(cell(till2, n)).toHaveAttribute('data-called', 'true');
      }
      await expect(tvScreen.getByTestId('tv-current-ball')).toContainText(String(last));
      await expect(tvScreen.getByTestId('tv-by-hand')).toHaveText('by hand');
    });

    await test.step('both cards won on the last ball: till 2 records both, they share', async () => {
      for (const card of [a, b]) {
        const view = await checkCard(till2, card);
        await view.getByRole('button', { name: 'Record Win' }).click();
        await expect(till2.getByTestId('win-overlay')).toBeVisible();
        await till2.keyboard.press('Escape');
        await expect(till2.getByTestId('win-overlay')).toBeHidden();
      }
      // Two cards at 10.00, 80% to win: a 16.00 prize, 8.00 each.
      const listed = till2.getByTestId('game-winner');
      await expect(listed).toHaveCount(2);
      await expect(listed.nth(0)).toContainText('$8.00');
      await expect(listed.nth(1)).toContainText('$8.00');
      const onTv = tv.getByTestId('tv-winners');
      await expect(onTv).toContainText(`Card ${a}: $8.00`);
      await expect(onTv).toContainText(`Card ${b}: $8.00`);
      await picture(tv, 'floor-tv-two-winners.png');
    });

    await test.step('till 1 starts the next game: the TV follows it, game 1 takes no claim', async () => {
      const second = await startFromBoard(till1, [3, 4]);
      await expect(tvScreen.getByRole('heading', { level: 1 })).toHaveText(
        `Game #${second} · ${shop}`,
      );
      expect(await tv.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
      const late = await api.send('POST', `/games/${first}/check/`, { card_number: a });
      expect(late.status()).toBe(409);
      await api.endGame(second);
    });
  } finally {
    for (const page of [till1, till2, tv]) await page.context().close();
  }
});
