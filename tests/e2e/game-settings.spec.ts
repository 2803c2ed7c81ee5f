import type { Page } from '@playwright/test';
import { signIn, uniqueName } from './accounts';
import { expect, test } from './fixtures';
import { DEFAULT_SETTINGS, storedSettings } from './stored-settings';
import { pickShop } from './shop-picker';

/**
 * Opens Game Settings on a shop of the test's own (the game part is the shop's, decision 028):
 * chosen in the picker when the cashier has several, and loaded from the server.
 */
async function settingsOf(page: Page, shopName: string): Promise<void> {
  await page.goto('/settings');
  const picker = page.getByLabel('Shop', { exact: true });
  await expect(picker.or(page.getByTestId('game-shop'))).toBeVisible();
  if (await picker.isVisible()) await picker.selectOption({ label: shopName });
  await expect(page.getByTestId('settings-shared')).toBeVisible();
  await expect(page.getByLabel('Call interval')).toBeEnabled();
}

test('game settings: change, save for 3 s, reload, reset, broken storage', async ({
  asCashier: page,
  cashierApi,
}) => {
  const shopName = uniqueName('Settings Hall');
  await cashierApi.createShop(shopName);
  await settingsOf(page, shopName);
  const interval = page.getByLabel('Call interval');
  const sound = page.getByRole('switch', { name: 'Sound Effects' });
  const autoStart = page.getByRole('switch', { name: 'Auto Start' });
  const fullHouse = page.getByRole('switch', { name: 'Full House' });

  await test.step('the defaults of SPEC section 3 are shown', async () => {
    await expect(interval).toHaveValue('6');
    expect(await interval.locator('option').allInnerTexts()).toEqual(
      [3, 4, 5, 6, 8, 10, 12, 15, 20].map((s) => `${s} seconds`),
    );
    await expect(sound).toBeChecked();
    await expect(autoStart).not.toBeChecked();
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Any Line' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Four Corners' })).toBeChecked();
    await expect(fullHouse).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Diagonal' })).toBeChecked();
  });

  await test.step('changes are saved with the message shown for 3 s', async () => {
    await interval.selectOption('3');
    await sound.uncheck();
    await autoStart.check();
    await page.getByRole('radio', { name: /Quick/ }).check();
    await fullHouse.check();
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const message = page.getByText('Settings saved successfully!');
    await expect(message).toBeVisible();
    const shownAt = Date.now();
    await expect(message).toBeHidden({ timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2500);
    expect(shownFor).toBeLessThan(4500);
    expect(await storedSettings(page)).toEqual({
      ...DEFAULT_SETTINGS,
      callInterval: 3,
      soundEnabled: false,
      autoStart: true,
      gameMode: 'quick',
      maxNumbers: 50,
      winConditions: { ...DEFAULT_SETTINGS.winConditions, fullHouse: true },
    });
  });

  await test.step('a reload keeps them', async () => {
    await page.reload();
    await expect(page.getByTestId('settings-shared')).toBeVisible();
    await expect(interval).toHaveValue('3');
    await expect(sound).not.toBeChecked();
    await expect(autoStart).toBeChecked();
    await expect(page.getByRole('radio', { name: /Quick/ })).toBeChecked();
    await expect(fullHouse).toBeChecked();
  });

  await test.step('at least one win condition stays on', async () => {
    for (const name of ['Any Line', 'Four Corners', 'Full House']) {
      await page.getByRole('switch', { name }).uncheck();
    }
    await page.getByRole('switch', { name: 'Diagonal' }).click();
    await expect(page.getByRole('switch', { name: 'Diagonal' })).toBeChecked();
    await expect(page.getByText('Keep at least one win condition on.')).toBeVisible();
  });

  await test.step('Reset to Defaults, then Save, stores the defaults', async () => {
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await expect(interval).toHaveValue('6');
    await expect(sound).toBeChecked();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();
    expect(await storedSettings(page)).toEqual(DEFAULT_SETTINGS);
  });

  await test.step("broken stored settings: the shop's settings and the default sound", async () => {
    await page.evaluate(() => localStorage.setItem('gameSettings', '{"callInterval": 3,'));
    await page.reload();
    await expect(page.getByTestId('settings-shared')).toBeVisible();
    await expect(interval).toHaveValue('6');
    await expect(sound).toBeChecked();
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  });
});

test('a storage that refuses the write shows "Error saving settings"', async ({
  asCashier: page,
  cashierApi,
}) => {
  const shopName = uniqueName('Full Storage Hall');
  await cashierApi.createShop(shopName);
  await settingsOf(page, shopName);
  await page.evaluate(() => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'gameSettings') throw new DOMException('Quota exceeded', 'QuotaExceededError');
      original.call(this, key, value);
    };
  });
  await page.getByRole('switch', { name: 'Auto Start' }).check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error saving settings');
  await expect(page.getByText('Settings saved successfully!')).toHaveCount(0);
});

test('the language setting switches the interface like the top-right picker', async ({
  asCashier: page,
  openScreen,
}) => {
  await openScreen('Game Settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('am');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('የጨዋታ ቅንብሮች');
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await page.getByRole('button', { name: 'ቅንብሮችን አስቀምጥ' }).click();
  await expect(page.getByText('ቅንብሮች በተሳካ ሁኔታ ተቀምጠዋል!')).toBeVisible();
  expect(await storedSettings(page)).toMatchObject({ language: 'Amharic' });
  await page.getByRole('combobox', { name: 'ቋንቋ' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game Settings');
  await page.getByRole('radio', { name: /Dark/ }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('radio', { name: /^Default/ }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
});

test('every setting shows at once, Save keeps it, and leaving unsaved asks first', async ({
  asCashier: page,
  cashierApi,
}) => {
  const shopName = uniqueName('Preview Hall');
  await cashierApi.createShop(shopName);
  await settingsOf(page, shopName);
  const html = page.locator('html');

  await test.step('the theme and the language preview without being stored', async () => {
    await expect(page.getByText('Changes show at once; Save Settings keeps them.')).toBeVisible();
    await page.getByRole('radio', { name: /Dark/ }).check();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres du jeu');
    await expect(page.getByText('Vous avez des modifications non enregistrées.')).toBeVisible();
    const stored = await page.evaluate(() => [
      localStorage.getItem('theme'),
      localStorage.getItem('language'),
    ]);
    expect(stored).not.toContain('dark');
    expect(stored).not.toContain('fr');
  });

  await test.step('leaving asks; Cancel stays on the page with the preview', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Plateau de jeu' }).click();
    const confirm = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  await test.step('a reload or a closed tab asks the browser to confirm', async () => {
    const dialog = page.waitForEvent('dialog');
    void page.evaluate(() => window.location.reload());
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres du jeu');
  });

  await test.step('leaving without saving restores the saved theme and language', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Plateau de jeu' }).click();
    const confirm = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await confirm.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await expect(page).toHaveURL(/\/selection$/);
    await expect(html).toHaveAttribute('data-theme', 'default');
    await expect(html).toHaveAttribute('lang', 'en');
  });

  await test.step('after Save nothing asks, and the choice stays', async () => {
    await settingsOf(page, shopName);
    await page.getByRole('radio', { name: /Dark/ }).check();
    await page.getByLabel('Call interval').selectOption('10');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Game Board' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await storedSettings(page)).toMatchObject({ callInterval: 10 });
  });
});

test("two tills of one cashier: rules saved on till 1 show on till 2, and till 2's game plays them", async ({
  browser,
  cashierApi,
}) => {
  test.setTimeout(60_000);
  const shopName = uniqueName('Two Tills Hall');
  const shopId = await cashierApi.createShop(shopName);
  const till1 = await (await browser.newContext()).newPage();
  const till2 = await (await browser.newContext()).newPage();
  await signIn(till1, 'cashier');
  await signIn(till2, 'cashier');

  await test.step('till 1 saves Quick, 12 s, Full House only and the Amharic voice', async () => {
    await settingsOf(till1, shopName);
    await till1.getByLabel('Call interval').selectOption('12');
    await till1.getByLabel('Ball voice').selectOption('am');
    await till1.getByRole('radio', { name: /Quick/ }).check();
    await till1.getByRole('switch', { name: 'Full House' }).check();
    for (const name of ['Any Line', 'Four Corners', 'Diagonal'])
      await till1.getByRole('switch', { name }).uncheck();
    await till1.getByRole('button', { name: 'Save Settings' }).click();
    await expect(till1.getByText('Settings saved successfully!')).toBeVisible();
  });

  await test.step("till 2's Settings page shows them", async () => {
    await settingsOf(till2, shopName);
    await expect(till2.getByLabel('Call interval')).toHaveValue('12');
    await expect(till2.getByLabel('Ball voice')).toHaveValue('am');
    await expect(till2.getByRole('radio', { name: /Quick/ })).toBeChecked();
    await expect(till2.getByRole('switch', { name: 'Full House' })).toBeChecked();
    await expect(till2.getByRole('switch', { name: 'Any Line' })).not.toBeChecked();
  });

  await test.step('the game till 2 starts plays them, as its caller shows', async () => {
    await till2.evaluate(() => localStorage.removeItem('cardTemplates'));
    await till2.goto('/selection');
    const clear = till2.getByRole('button', { name: 'Clear Board' });
    if (await clear.isEnabled()) await clear.click();
    for (const n of [1, 2]) await till2.locator(`button[data-number="${n}"]`).click();
    const picker = till2.getByLabel('Shop', { exact: true });
    await pickShop(till2, picker, shopName);
    await till2.getByRole('button', { name: 'Start Game' }).click();
    await expect(till2).toHaveURL(/\/play\?game=\d+$/);
    const rules = till2.getByTestId('caller-rules').first();
    await expect(rules).toContainText('Quick');
    await expect(rules).toContainText('12 seconds');
    await expect(rules).toContainText('Full House');
    await expect(till2.getByTestId('called-count')).toHaveText('0 out of 50');
    const gameId = Number(new URL(till2.url()).searchParams.get('game'));
    const game = await cashierApi.get<{ call_interval: number; voice_language: string }>(
      `/games/${gameId}/`,
    );
    expect(game).toMatchObject({ call_interval: 12, voice_language: 'am', mode: 'quick' });
    await cashierApi.endGame(gameId);
    expect(shopId).toBeGreaterThan(0);
  });
  await till1.context().close();
  await till2.context().close();
});
