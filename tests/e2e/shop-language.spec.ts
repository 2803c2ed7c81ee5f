import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { uniqueName } from './accounts';
import { appUrl, expect, test } from './fixtures';
import { picture, SCREENSHOT_DIR } from './pictures';

// Issue 38 finding 1: a hall's TV spoke English in an Amharic hall until someone found the TV's
// language inside the TV dialog. The shop's language (decision 048) now drives it.

type Messages = Record<string, unknown>;

/** A locale's text by its dotted key. */
function texts(language: string) {
  const messages = JSON.parse(
    readFileSync(new URL(`../../web/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as Messages;
  return (key: string) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
    if (typeof found !== 'string') throw new Error(`no ${key} in ${language}`);
    return found;
  };
}

/** A TV on its own device: a fresh browser with no language of its own and no sign-in. */
async function openTv(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: appUrl(),
    viewport: { width: 1920, height: 1080 },
  });
  return context.newPage();
}

async function shootTv(tv: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  for (const width of [1920, 3840]) {
    await tv.setViewportSize({ width, height: (width * 9) / 16 });
    await picture(tv, `${name}-${width}.png`);
  }
  await tv.setViewportSize({ width: 1920, height: 1080 });
}

test('an Amharic cashier creates a shop and pairs a TV: the TV is in Amharic with no TV setting opened', async ({
  browser,
  asCashier: till,
  cashierApi,
  adminApi,
}) => {
  test.setTimeout(150_000);
  const am = texts('am');
  await till.goto('/cashier');
  await till.evaluate(() => localStorage.setItem('language', 'am'));
  await till.reload();
  await expect(till.locator('html')).toHaveAttribute('lang', 'am');

  await test.step('the calendar menu fits a 1024 px till', async () => {
    await till.setViewportSize({ width: 1024, height: 768 });
    const button = till.getByRole('button', { name: am('preferences.calendar') });
    // The chosen calendar's name is read whole in the top bar, not cut with an ellipsis.
    const current = button.getByText(am('preferences.calendarsShort.ethiopic'), { exact: true });
    expect(await current.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await button.click();
    const menu = till.getByRole('menu', { name: am('preferences.calendar') });
    await expect(menu).toBeVisible();
    await picture(till, 'calendar-menu-1024.png');
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    // No item is cut: every text fits its menu.
    expect(await menu.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const item of await menu.getByRole('menuitemradio').all())
      expect(await item.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await till.keyboard.press('Escape');
  });

  const name = uniqueName('ፒያሳ');
  await till.getByLabel(am('cashier.shops.name')).fill(name);
  await till.getByRole('button', { name: am('cashier.shops.createSubmit') }).click();
  type Shops = { id: number; name: string; language: string }[];
  await expect
    .poll(async () =>
      (await cashierApi.get<Shops>('/cashiers/my_shops/')).find((s) => s.name === name),
    )
    .toMatchObject({ language: 'am' });
  const shopId = (await cashierApi.get<Shops>('/cashiers/my_shops/')).find(
    (s) => s.name === name,
  )!.id;

  await till
    .getByRole('button', { name: am('tvPairing.openNamed').replace('{{name}}', name) })
    .click();
  const dialog = till.getByRole('dialog', { name: am('tvPairing.title') });
  await dialog.getByRole('button', { name: am('tvPairing.showCode') }).click();
  const code = (await dialog.getByTestId('tv-pairing-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);

  await test.step('Escape closes the TV dialog, even once its button has gone', async () => {
    await till.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  const tv = await openTv(browser);
  await tv.goto('/tv');
  await tv.getByLabel('Code').fill(code);
  await tv.getByRole('button', { name: 'Pair' }).click();
  await expect(tv.getByTestId('tv-next-game')).toHaveText(am('tv.nextGameSoon'));
  await expect(tv.locator('html')).toHaveAttribute('lang', 'am');

  await test.step('a game on the TV: its labels in Amharic', async () => {
    const game = await cashierApi.startGame(shopId);
    await cashierApi.post(`/games/${game}/draw/`);
    const screen = tv.getByTestId('tv-display');
    await expect(screen.getByLabel(am('tv.currentBall'))).toBeVisible();
    await expect(screen).not.toContainText('CURRENT BALL');
    await expect(screen).not.toContainText(/Current ball|Pool|Prize/);
    await shootTv(tv, 'shop-language-am');
    await cashierApi.endGame(game);
  });

  await test.step('the admin makes it a Tigrigna shop: the TV follows without a reload', async () => {
    const ti = texts('ti');
    const rules = await adminApi.get<Record<string, unknown>>(`/shops/${shopId}/rules/`);
    await adminApi.put(`/shops/${shopId}/rules/`, { ...rules, language: 'ti' });
    await expect(tv.getByTestId('tv-next-game')).toHaveText(ti('tv.nextGameSoon'), {
      timeout: 10_000,
    });
    const game = await cashierApi.startGame(shopId);
    await cashierApi.post(`/games/${game}/draw/`);
    await expect(tv.getByTestId('tv-display').getByLabel(ti('tv.currentBall'))).toBeVisible();
    await shootTv(tv, 'shop-language-ti');
    await cashierApi.endGame(game);
  });
  await tv.context().close();
});
