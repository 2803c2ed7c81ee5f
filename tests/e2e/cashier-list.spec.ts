import type { Page } from '@playwright/test';
import { signInWith, uniqueName } from './accounts';
import { apiSession, ApiSession } from './api-helpers';
import { expect, test } from './fixtures';

const CASHIERS = 25;

/** A new agent of its own with 25 cashiers (phones 0977000101...), one of them deactivated. */
async function agentWithCashiers(request: Parameters<typeof apiSession>[0]) {
  const admin = await apiSession(request, 'admin');
  const username = uniqueName('list-agent').toLowerCase();
  const password = 'list-agent-pass';
  await admin.post('/admin/agents/', { username, password, phone: '0911999999' });
  const login = await request.post('/api/v1/auth/login/', { data: { username, password } });
  const agent = new ApiSession(request, ((await login.json()) as { access: string }).access);
  const prefix = username.replace(/[^a-z0-9]/g, '').slice(-6);
  const names: string[] = [];
  for (let i = 1; i <= CASHIERS; i += 1) {
    const name = `${prefix}-c${String(i).padStart(2, '0')}`;
    names.push(name);
    const made = await agent.post<{ cashier: { id: number } }>('/agents/create_cashier/', {
      username: name,
      password: 'list-cashier-pass',
      phone: `0977000${100 + i}`,
      amount_avalaible: 0,
    });
    if (i === 7) await agent.put(`/agents/cashiers/${made.cashier.id}/`, { is_active: false });
  }
  return { username, password, prefix, names };
}

const rowNames = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .locator('td:first-child')
    .allInnerTexts();

test('the Cashiers tab searches, sorts, filters and pages on the server, in English and Amharic', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { username, password, prefix, names } = await agentWithCashiers(request);
  await signInWith(page, username, password, /\/agent$/);
  await page.getByRole('tab', { name: 'Cashiers' }).click();
  await expect(page).toHaveURL(/\/agent\/cashiers$/);

  await test.step('pages of 20, newest first; Next goes on to the last five', async () => {
    await expect(page.getByText(`Page 1 of 2 · ${CASHIERS} in all`)).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual(names.slice(5).reverse());
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Page 2 of 2 · ${CASHIERS} in all`)).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual(names.slice(0, 5).reverse());
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  await test.step('sorting by username starts again at page 1', async () => {
    await page.getByLabel('Sort by').selectOption({ label: 'Username (A to Z)' });
    await expect(page.getByText(`Page 1 of 2 · ${CASHIERS} in all`)).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual(names.slice(0, 20));
  });

  await test.step('search by part of a username (any case) or a phone; no match says so', async () => {
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(`${prefix}-C1`.toUpperCase());
    await expect.poll(() => rowNames(page)).toEqual(names.slice(9, 19));
    await search.fill('000112');
    await expect.poll(() => rowNames(page)).toEqual([names[11]]);
    await search.fill('no-such-till');
    await expect(page.getByText('No cashier matches')).toBeVisible();
    await search.press('Control+a');
    await search.press('Delete');
    await expect(page.getByText(`${CASHIERS} in all`)).toBeVisible();
  });

  await test.step('the status filter keeps the deactivated cashier alone', async () => {
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Inactive' });
    await expect.poll(() => rowNames(page)).toEqual([names[6]]);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
  });

  await test.step('in Amharic', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'አማርኛ' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByText(`ገጽ 1 ከ2 · በአጠቃላይ ${CASHIERS}`)).toBeVisible();
    await page.getByRole('button', { name: 'ቀጣይ' }).click();
    await expect(page.getByText(`ገጽ 2 ከ2 · በአጠቃላይ ${CASHIERS}`)).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual(names.slice(20));
    const search = page.getByRole('searchbox', { name: 'ፈልግ' });
    await search.fill(names[2]!);
    await expect.poll(() => rowNames(page)).toEqual([names[2]]);
    await search.fill('no-such-till');
    await expect(page.getByText('የሚዛመድ ገንዘብ ተቀባይ የለም')).toBeVisible();
  });
});
