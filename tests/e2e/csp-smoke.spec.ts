import type { Page } from '@playwright/test';
import { signIn, type AccountRole } from './accounts';
import { expect, test } from './fixtures';

/** Every screen a role can open renders without a CSP violation or an uncaught error. */
const SCREENS: Record<AccountRole, string[]> = {
  admin: [
    '/admin',
    '/selection',
    '/bingocards',
    '/settings',
    '/reports',
    '/shop',
    '/games/999999',
    '/security',
  ],
  agent: [
    '/agent',
    '/selection',
    '/bingocards',
    '/settings',
    '/reports',
    '/shop',
    '/games/999999',
    '/security',
  ],
  cashier: [
    '/cashier',
    '/selection',
    '/bingocards',
    '/settings',
    '/shop',
    '/play',
    '/games/999999',
    '/security',
  ],
};

function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const role of ['admin', 'agent', 'cashier'] as const) {
  test(`${role}: every screen renders without CSP violations or page errors`, async ({
    cspCheckedPage: page,
  }) => {
    const errors = watchPageErrors(page);
    await signIn(page, role);
    for (const path of SCREENS[role]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test('the public verify page renders for a visitor without CSP violations', async ({
  cspCheckedPage: page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto('/verify/0000000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify a game');
  expect(errors).toEqual([]);
});

test('a form validated with the shared schemas raises no CSP violation', async ({
  cspCheckedPage: page,
}) => {
  await signIn(page, 'cashier');
  await page.getByRole('button', { name: 'Create Shop' }).click();
  await expect(page.getByText('Please enter a shop name')).toBeVisible();
});
