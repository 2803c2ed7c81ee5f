import type { Browser, Page } from '@playwright/test';
import { signInWith } from './accounts';
import { apiSession, newCashier } from './api-helpers';
import { appUrl, expect, PHONE, test } from './fixtures';
import { picture } from './pictures';

// Issue 38 item 5 (decision 055): a practice game on the real screens, marked TRAINING on each,
// after which the cashier's balance and every report figure are what they were.

async function newDevice(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: appUrl(), viewport });
  return context.newPage();
}

const BANNER = '[data-testid="training-banner"]';

/** Pictures of what a device shows now, at the three widths, the mark in view. */
async function shootWidths(page: Page, name: string, mark?: string) {
  const viewport = page.viewportSize();
  for (const width of [390, 1024, 1920]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1080 });
    // The sidebar slides in or out at a width change, and a list may change its layout.
    await page.waitForTimeout(400);
    if (mark)
      await expect(async () => {
        await page.locator(mark).first().scrollIntoViewIfNeeded({ timeout: 1000 });
      }).toPass();
    await picture(page, `training-${name}-${width}.png`);
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** Pictures of a till's screen at the three widths, in English and Amharic. */
async function shoot(page: Page, name: string, mark: string) {
  for (const language of ['en', 'am']) {
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    await page.reload();
    await expect(page.locator(mark).first()).toBeVisible();
    await shootWidths(page, `${name}-${language}`, mark);
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
}

test('a cashier practises on the real screens; no balance or report moves', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const till = await newCashier(request, { credit: 50 });
  const agentApi = await apiSession(request, 'agent');
  const figures = async () => ({
    balance: await till.api.get('/auth/balance/'),
    dashboard: await till.api.get('/reports/cashier-dashboard/'),
    games: await agentApi.get(`/reports/games/?shop_id=${till.shopId}`),
    shops: await agentApi.get(`/reports/shops/?search=${encodeURIComponent(till.shop)}`),
  });
  const before = await figures();

  await page.setViewportSize({ width: 1024, height: 768 });
  await signInWith(page, till.username, till.password, /\/cashier$/);
  await page.goto('/selection');
  for (const n of [1, 2, 3]) await page.locator(`button[data-number="${n}"]`).first().click();
  await page.getByTestId('practice-start').first().click();
  const confirm = page.getByRole('dialog', { name: 'Start a practice game?' });
  await expect(confirm).toContainText('moves no money');
  await picture(page, 'training-confirm-en-1024.png');
  await confirm.getByRole('button', { name: 'Start practice' }).click();
  await expect(page).toHaveURL(/\/play\?game=\d+$/);
  const gameId = Number(new URL(page.url()).searchParams.get('game'));
  await expect(page.getByTestId('training-banner')).toHaveText(/TRAINING/);

  // The TV, paired from the caller, says TRAINING where every player sees it.
  await page.getByRole('button', { name: 'TV', exact: true }).click();
  const pairing = page.getByRole('dialog', { name: 'Shop TV' });
  await pairing.getByRole('button', { name: 'Pair a TV' }).click();
  const code = (await pairing.getByTestId('tv-pairing-code').textContent())?.trim() ?? '';
  await pairing.press('Escape');
  const tv = await newDevice(browser, { width: 1920, height: 1080 });
  await tv.goto('/tv');
  await tv.getByLabel('Code').fill(code);
  await tv.getByRole('button', { name: 'Pair' }).click();
  await expect(tv.getByTestId('training-banner')).toBeVisible();

  // The phone of a sold card says so too.
  const { results } = await till.api.get<{ results: { card_number: number; path: string }[] }>(
    `/shops/${till.shopId}/card_links/?from=1&to=3`,
  );
  const phone = await newDevice(browser, PHONE);
  await phone.goto(results.find((link) => link.card_number === 1)!.path);
  await expect(phone.getByTestId('card-training')).toBeVisible();
  await shootWidths(tv, 'tv-running-en');
  await shootWidths(phone, 'phone-en');
  await phone.getByRole('combobox').selectOption('am');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'am');
  await expect(phone.getByTestId('card-training')).toBeVisible();
  await shootWidths(phone, 'phone-am');

  // Every ball out (from the API, with the caller closed so it draws nothing of its own).
  await page.goto('/cashier');
  for (let i = 0; i < 75; i += 1)
    if ((await till.api.send('POST', `/games/${gameId}/draw/`)).status() === 409) break;
  await page.goto(`/play?game=${gameId}`);
  await page.getByRole('button', { name: 'Check Bingo' }).click();
  const check = page.getByRole('dialog', { name: 'TRAINING · Check Winner' });
  await check.getByLabel('Board number').fill('1');
  await check.getByRole('button', { name: 'Check', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'TRAINING · Card 1' });
  await expect(card.getByTestId('card-verdict')).not.toHaveText('No Bingo');
  await picture(page, 'training-card-en-1024.png');
  await card.getByRole('button', { name: 'Record Win' }).click();
  await expect(page.getByTestId('win-overlay')).toContainText('TRAINING');
  await expect(page.getByTestId('win-overlay')).toContainText('Practice: nothing is paid');
  await picture(page, 'training-celebration-en-1024.png');
  await expect(tv.getByTestId('training-banner')).toBeVisible();

  await test.step('pictures of each screen, in English and Amharic', async () => {
    await shoot(page, 'caller', BANNER);
    // The TV speaks the shop's language (decision 048): an Amharic shop.
    const rules = await agentApi.get<Record<string, unknown>>(`/shops/${till.shopId}/rules/`);
    await agentApi.put(`/shops/${till.shopId}/rules/`, { ...rules, language: 'am' });
    await expect(tv.locator('html')).toHaveAttribute('lang', 'am', { timeout: 10_000 });
    await expect(tv.getByTestId('training-banner')).toBeVisible();
    await shootWidths(tv, 'tv-ended-am');
    await page.goto(`/games/${gameId}`);
    await shoot(page, 'record', '[data-testid="training-badge"]');
    await page.goto('/cashier');
    await shoot(page, 'games-list', '[data-flag="training"]');
  });

  // The game is in the cashier's list, marked; nothing else changed.
  const listed = await till.api.get<{ id: number; training: boolean }[]>('/games/my_games/');
  expect(listed.find((game) => game.id === gameId)).toMatchObject({ training: true });
  expect(await figures()).toEqual(before);
});
