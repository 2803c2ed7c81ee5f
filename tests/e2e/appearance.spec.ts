import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './fixtures';

async function chooseTheme(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

test('theme and language survive a reload', async ({ asCashier: page }) => {
  const html = page.locator('html');

  await chooseTheme(page, 'Dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-page'),
  );

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'አማርኛ' }).click();
  await expect(html).toHaveAttribute('lang', 'am');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Game Board' })).toHaveCount(
    0,
  );

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveAttribute('lang', 'am');
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-page'),
    ),
  ).toBe(darkBackground);

  await page.locator('button[aria-haspopup="menu"]').first().click();
  await page.getByRole('menuitemradio').nth(4).click();
  await expect(html).toHaveAttribute('data-theme', 'ocean');
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-page'),
    ),
  ).not.toBe(darkBackground);
});

test('every language translates the sidebar', async ({ asAdmin: page }) => {
  const labels = new Set<string>();
  const languages = { en: 'English', am: 'አማርኛ', ti: 'ትግርኛ', es: 'Español', fr: 'Français' };
  for (const [code, name] of Object.entries(languages)) {
    await page.locator('button[aria-haspopup="menu"]').nth(1).click();
    await page.getByRole('menuitemradio', { name }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    labels.add(await page.getByRole('navigation').locator('a[href="/settings"]').innerText());
  }
  expect(labels.size).toBe(5);
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('the sidebar opens from the hamburger and closes on navigation', async ({
    asCashier: page,
  }) => {
    const menu = page.getByRole('button', { name: 'Open menu' });
    const boardLink = page.getByRole('navigation').getByRole('link', { name: 'Game Board' });

    await expect(menu).toBeVisible();
    await expect(boardLink).not.toBeInViewport();

    await menu.click();
    await expect(boardLink).toBeInViewport();
    await boardLink.click();
    await expect(page).toHaveURL(/\/selection$/);
    await expect(boardLink).not.toBeInViewport();
  });
});

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the sidebar is always shown and there is no hamburger', async ({ asAgent: page }) => {
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Agent' }),
    ).toBeInViewport();
  });
});
