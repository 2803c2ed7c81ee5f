import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { switchAccount, uniqueName } from './accounts';
import { expect, test } from './fixtures';

const LANGUAGES = ['en', 'am', 'ti', 'es', 'fr'] as const;
const whyText = (language: string): string =>
  (
    JSON.parse(readFileSync(`web/locales/${language}.json`, 'utf8')) as {
      gameBoard: { odds: { why: string } };
    }
  ).gameBoard.odds.why;
const cell = (page: Page, n: number) => page.locator(`button[data-number="${n}"]`);

// Issue 35: the agent sets what counts for its jackpot; the cashier sees, before Start, the chance
// the server computed for it on the cards sold, and whether this game grows and pays it.
test('the agent sets a jackpot’s patterns and limit; the cashier sees its chance before Start', async ({
  asAgent: page,
  cashierApi,
}) => {
  // Sixty cards clicked and the board read in five languages: more than the default 30 s.
  test.setTimeout(90_000);
  const shopName = uniqueName('Odds Hall');
  const shopId = await cashierApi.createShop(shopName);

  await test.step('the agent creates a cumulative jackpot that pays on Four Corners only', async () => {
    await page.getByRole('tab', { name: 'Jackpots' }).click();
    await page.getByRole('button', { name: 'Create Jackpot' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Jackpot' });
    await modal.getByLabel('Shop').selectOption({ label: `${shopName} · demo-cashier` });
    await modal.getByRole('radio', { name: /Cumulative/ }).check();
    await modal.getByLabel('Amount (reserved)').fill('10');
    const pays = modal.getByRole('group', { name: 'Pays on' });
    await expect(pays.getByRole('checkbox', { name: 'Full House' })).toBeChecked();
    await pays.getByRole('checkbox', { name: 'Full House' }).uncheck();
    await pays.getByRole('checkbox', { name: 'Four Corners' }).check();
    await modal.getByLabel('Call limit').fill('15');
    await modal.getByLabel('Highest chance per game (%)').fill('5');
    await modal.getByRole('button', { name: 'Create Jackpot' }).click();
    await expect(modal).toBeHidden();
  });

  const card = page.getByTestId('jackpot-card').filter({ hasText: shopName });
  await expect(card.getByTestId('jackpot-patterns')).toHaveText('Four Corners');
  await expect(card.getByTestId('jackpot-max-chance')).toHaveText('5%');

  await test.step('what counts can be changed later', async () => {
    await card.getByRole('button', { name: 'What counts' }).click();
    const modal = page.getByRole('dialog', { name: 'What counts' });
    await expect(modal.getByLabel('Call limit')).toHaveValue('15');
    await modal.getByLabel('Highest chance per game (%)').fill('2.5');
    await modal.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Jackpot terms saved')).toBeVisible();
    await expect(card.getByTestId('jackpot-max-chance')).toHaveText('2.5%');
  });

  await switchAccount(page, 'cashier');
  await page.evaluate((id) => localStorage.setItem('gameShopId', JSON.stringify(id)), shopId);
  await page.goto('/selection');
  const odds = page.getByTestId('payout-odds');

  await test.step('five cards: Four Corners within 15 calls is unlikely, so it is in play', async () => {
    for (const n of [1, 2, 3, 4, 5]) await cell(page, n).click();
    const line = odds.getByTestId('payout-odds-line');
    await expect(line).toHaveAttribute('data-in-play', 'true');
    await expect(line).toContainText('Jackpot $10.00');
    await expect(line).toContainText('Four Corners within 15 calls');
    await expect(line).toContainText('accepted up to 2.5%');
  });

  await test.step('sixty cards: likely, so this game neither grows nor pays it, said why', async () => {
    for (let n = 6; n <= 60; n++) await cell(page, n).click();
    const line = odds.getByTestId('payout-odds-line');
    await expect(line).toHaveAttribute('data-in-play', 'false');
    await expect(line).toContainText('Not this game');
    await expect(line).toContainText(whyText('en'));
  });

  await test.step('the refusal is said in every language', async () => {
    for (const language of LANGUAGES) {
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await page.reload();
      await expect(odds.getByTestId('payout-odds-line')).toContainText(whyText(language));
    }
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });
});
