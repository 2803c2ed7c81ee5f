import { expect, test } from './fixtures';
import { DEFAULT_SETTINGS, storedSettings } from './stored-settings';

test('game settings: change, save for 3 s, reload, reset, broken storage', async ({
  asCashier: page,
  openScreen,
}) => {
  await openScreen('Game Settings');
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

  await test.step('broken stored settings fall back to the defaults', async () => {
    await page.evaluate(() => localStorage.setItem('gameSettings', '{"callInterval": 3,'));
    await page.reload();
    await expect(interval).toHaveValue('6');
    await expect(sound).toBeChecked();
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  });
});

test('a storage that refuses the write shows "Error saving settings"', async ({
  asCashier: page,
  openScreen,
}) => {
  await openScreen('Game Settings');
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
  openScreen,
}) => {
  await openScreen('Game Settings');
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
    await openScreen('Game Settings');
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
