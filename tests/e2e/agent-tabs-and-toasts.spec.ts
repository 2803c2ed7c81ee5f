import type { Locator } from '@playwright/test';
import { expect, PHONE, test } from './fixtures';

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

test('each agent tab has its address: links, back button and reload keep the tab', async ({
  asAgent: page,
}) => {
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('Dashboard')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Cashiers')).toHaveAttribute('href', '/agent/cashiers');

  await tab('Cashiers').click();
  await expect(page).toHaveURL(/\/agent\/cashiers$/);
  await expect(page.getByRole('heading', { name: 'Cashiers', level: 2 })).toBeVisible();
  await page.reload();
  await expect(tab('Cashiers')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Cashiers', level: 2 })).toBeVisible();
  // A tab's address is still the agent's page: the sidebar keeps Agent marked.
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link', { name: 'Agent' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await tab('Jackpots').click();
  await expect(page).toHaveURL(/\/agent\/jackpots$/);
  await expect(tab('Jackpots')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/agent\/cashiers$/);
  await expect(tab('Cashiers')).toHaveAttribute('aria-selected', 'true');

  await test.step('the arrow keys move between tabs and their addresses', async () => {
    await tab('Cashiers').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/agent\/games$/);
    await expect(tab('Games')).toBeFocused();
  });

  await test.step('an address that is no tab opens the dashboard', async () => {
    await page.goto('/agent/nothing-here');
    await expect(page).toHaveURL(/\/agent$/);
    await expect(tab('Dashboard')).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('the dashboard opens the Cashiers tab at its address', async () => {
    await page.getByRole('button', { name: 'Manage cashiers' }).click();
    await expect(page).toHaveURL(/\/agent\/cashiers$/);
  });
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('on a 390 px phone every agent tab is reachable, with a hint that more are there', async ({
    asAgent: page,
  }) => {
    const reports = page.getByRole('tab', { name: 'Reports' });
    const more = page.getByTestId('tabs-more-end');
    const acrossScreen = async () => {
      const box = await reports.boundingBox();
      return !!box && box.x >= 0 && box.x + box.width <= PHONE.width;
    };
    expect(await acrossScreen()).toBe(false);
    await expect(more).toBeVisible();
    await more.click();
    await expect.poll(acrossScreen).toBe(true);
    await expect(more).toBeHidden();
    await expect(page.getByTestId('tabs-more-start')).toBeVisible();
    await reports.click();
    await expect(page).toHaveURL(/\/agent\/reports$/);

    await test.step('a tab opened by its address is scrolled into view', async () => {
      await page.goto('/agent/dashboard');
      await page.goto('/agent/reports');
      await expect(reports).toHaveAttribute('aria-selected', 'true');
      await expect.poll(acrossScreen).toBe(true);
    });
  });
});

for (const width of [PHONE.width, 1280]) {
  test.describe(() => {
    test.use({ viewport: { width, height: PHONE.height } });

    test(`toasts at ${width} px sit clear of the theme and language controls, one under another`, async ({
      asCashier: page,
    }) => {
      await page.goto('/selection');
      const start = page.getByRole('button', { name: 'Start Game' }).first();
      await start.click();
      // The first toast may lie over the button now: the keyboard presses it again.
      await start.press('Enter');
      const toasts = page.locator('.Toastify__toast');
      await expect(toasts).toHaveCount(2);
      await expect(toasts.nth(1)).toBeVisible();
      // Measured where they come to rest, once their entrance animations are over.
      await toasts.evaluateAll((all) =>
        Promise.all(all.flatMap((toast) => toast.getAnimations()).map((a) => a.finished)),
      );
      for (const control of ['Theme', 'Language']) {
        const button = page.getByRole('button', { name: control, exact: true });
        for (const index of [0, 1])
          expect(await overlaps(toasts.nth(index), button), `toast ${index} over ${control}`).toBe(
            false,
          );
      }
      expect(await overlaps(toasts.nth(0), toasts.nth(1))).toBe(false);
      await page.getByRole('button', { name: 'Theme', exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    });
  });
}
