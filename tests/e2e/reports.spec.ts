import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signIn, switchAccount, uniqueName } from './accounts';
import type { ApiSession } from './api-helpers';
import { expect, test } from './fixtures';

/** A shop whose name needs CSV quoting and holds Ethiopic text, with three games of its own. */
async function seedShop(cashier: ApiSession) {
  const name = `${uniqueName('RP')}, "Main" ቦሌ`;
  const shopId = await cashier.createShop(name);
  // One running game per shop: the first is closed with no winner, the second cancelled, the
  // third still runs.
  const ids = [await cashier.startGame(shopId, { amount: 3 })];
  await cashier.post(`/games/${ids[0]}/draw/`);
  await cashier.post(`/games/${ids[0]}/close/`, { reason: 'Report seed' });
  ids.push(await cashier.startGame(shopId, { amount: 4 }));
  await cashier.post(`/games/${ids[1]}/cancel/`, {});
  ids.push(await cashier.startGame(shopId, { amount: 5 }));
  return { name, ids };
}

async function download(page: Page, button: string): Promise<string> {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await (await saved).path();
  return readFileSync(file, 'utf8');
}

test('an agent follows games on the Reports screen: tabs, filters, page sizes, chart and exports', async ({
  cspCheckedPage: page,
  cashierApi,
}) => {
  test.setTimeout(90_000);
  const { name, ids } = await seedShop(cashierApi);
  await signIn(page, 'agent');
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  await test.step('the dashboard draws the last 7 days as a chart, under the CSP', async () => {
    const chart = page.getByTestId('trend-chart');
    await expect(chart.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await page.getByText('Show as a table').click();
    await expect(page.getByTestId('trend-row')).toHaveCount(7);
    const total = page.getByRole('group', { name: 'Total Games' }).getByTestId('stat-value');
    await expect(total).not.toHaveText('0');
  });

  const tab = (label: string) => page.getByRole('tab', { name: label });
  await test.step('the games tab searches and filters on the server', async () => {
    await tab('Games').click();
    await page.getByLabel('Search').fill(name.slice(0, 12));
    await expect(page.getByText('Page 1 of 1 · 3 in all')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Cancelled' });
    await expect(page.getByText('Page 1 of 1 · 1 in all')).toBeVisible();
    await expect(page.getByRole('cell', { name: `#${ids[1]}` })).toBeVisible();
  });

  await test.step('CSV export downloads every matching game, escaped, with a BOM', async () => {
    const csv = await download(page, 'Export CSV');
    expect(csv.startsWith('\uFEFFGame ID,')).toBe(true);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${name.replace(/"/g, '""')}"`);
    expect(lines[1]).toMatch(new RegExp(`^${ids[1]},.*,cancelled,`));
  });

  await test.step('JSON export saves every matching game from the server, as the CSV', async () => {
    const json = JSON.parse(await download(page, 'Export JSON'));
    expect(json.map((g: { id: number }) => g.id)).toEqual([ids[1]]);
  });

  await test.step('page sizes are 10, 20 (default), 50 and 100, asked of the server', async () => {
    await page.getByRole('button', { name: 'Clear filters' }).click();
    const perPage = page.getByLabel('Per page');
    await expect(perPage).toHaveValue('20');
    await expect(perPage.locator('option')).toHaveText(['10', '20', '50', '100']);
    const asked = page.waitForRequest((r) => r.url().includes('/reports/games/?page_size=10'));
    await perPage.selectOption('10');
    await asked;
  });

  await test.step('shops and jackpots tabs', async () => {
    await tab('Shops').click();
    await page.getByLabel('Search').fill(name.slice(0, 12));
    await expect(page.getByText('Page 1 of 1 · 1 in all')).toBeVisible();
    await page.getByLabel('Active', { exact: true }).selectOption({ label: 'Inactive' });
    await expect(page.getByText('No shops match')).toBeVisible();
    await tab('Jackpots').click();
    await expect(page.getByLabel('Type', { exact: true })).toBeVisible();
  });
});

test('a From later than To is refused on the To field, in English and Amharic', async ({
  asAgent: page,
}) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/reports/') && r.status() === 400) refused.push(r.url());
  });
  await page.goto('/reports');
  await page.getByRole('tab', { name: 'Games' }).click();
  await page.getByLabel('From').fill('2026-03-10');
  await page.getByLabel('To', { exact: true }).fill('2026-03-09');
  const to = page.getByLabel('To', { exact: true });
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('From must not be after To')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'አማርኛ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.getByText('"ከ" ቀን ከ"እስከ" ቀን በኋላ መሆን የለበትም')).toBeVisible();
  // Amharic shows Ethiopian dates: To (30 Yekatit 2018) moves to Megabit, after From (1 Megabit).
  await page
    .getByRole('group', { name: 'እስከ', exact: true })
    .getByRole('combobox', { name: 'ወር' })
    .selectOption('7');
  await expect(page.getByText('"ከ" ቀን ከ"እስከ" ቀን በኋላ መሆን የለበትም')).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('a report that cannot be fetched says "Error: Failed to fetch data"', async ({
  asAgent: page,
}) => {
  await page.route('**/api/v1/reports/dashboard/**', (route) => route.abort());
  await page.goto('/reports');
  await expect(page.getByRole('alert')).toHaveText(/Error: Failed to fetch data/, {
    timeout: 15_000,
  });
});

test("the agent's Reports tab and Recent Activity show real games; the admin sees reports", async ({
  page,
  cashierApi,
}) => {
  const { ids } = await seedShop(cashierApi);
  await signIn(page, 'agent');
  const activity = page.getByRole('list', { name: 'Recent Activity' });
  await expect(activity.getByTestId('activity-item').first()).toContainText(`Game #${ids[2]}`);
  await page.getByRole('tab', { name: 'Reports' }).click();
  const total = page.getByRole('group', { name: 'Total Games' }).getByTestId('stat-value');
  await expect(total).not.toHaveText('0');
  await expect(page.getByTestId('cashier-takings').first()).toBeVisible();
  await switchAccount(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Reports' })).toHaveAttribute(
    'href',
    '/reports',
  );
});
