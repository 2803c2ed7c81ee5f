import { signIn, signInWith, uniqueName } from './accounts';
import { apiSession } from './api-helpers';
import { expect, test } from './fixtures';

// Issue 39, finding 8: with no shop yet, each role is told who creates one and led to the screen
// where it can act; the admin's sidebar item is named for the page it opens.

test('the admin with no shop is led to its agents, and its sidebar names every page it opens', async ({
  page,
}) => {
  await page.route('**/api/v1/shops/my_shops/', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Play Game' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Bingo Cards' }).click();
  await expect(page.getByText('Create a shop first')).toHaveCount(0);
  await expect(
    page.getByText('Shops are created by cashiers, and cashiers by agents.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Agents', exact: true }).click();
  await expect(page).toHaveURL(/\/admin#agents$/);

  await nav.getByRole('link', { name: 'Game Settings' }).click();
  const hint = page.getByTestId('no-shop');
  await expect(hint).toContainText('Create an agent and give it credit');
  await expect(hint.getByRole('link', { name: 'Cashier dashboard' })).toHaveCount(0);
  await hint.getByRole('link', { name: 'Agents' }).click();
  await expect(page).toHaveURL(/\/admin#agents$/);

  await nav.getByRole('link', { name: 'Cashiers and shops' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('an agent with no cashier is told its cashiers create the shops, and led to them', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, 'admin');
  const username = uniqueName('lone-agent')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  await admin.post('/admin/agents/', {
    username,
    password: 'lone-agent-pass',
    phone: '0911000001',
  });
  await signInWith(page, username, 'lone-agent-pass', /\/agent$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Bingo Cards' }).click();
  await expect(page.getByText('Shops are created by your cashiers')).toBeVisible();
  await page.getByRole('link', { name: 'Your cashiers' }).click();
  await expect(page).toHaveURL(/\/agent\/cashiers$/);
});
