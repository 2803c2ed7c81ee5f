import { readFileSync } from 'node:fs';
import { uniqueName } from './accounts';
import { expect, test } from './fixtures';

// Issue 19: every credit move is confirmed with its amount before it posts, and a statement
// downloads as CSV.

test('a credit move is confirmed before it posts, and Cancel posts nothing', async ({
  asAdmin: page,
  adminApi,
}) => {
  const username = uniqueName('agent');
  await adminApi.post('/admin/agents/', {
    username,
    password: 'agent-pass-123',
    phone: '0911000005',
  });
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/(deposit|withdraw)\/$/.test(request.url()))
      posted.push(request.url());
  });
  await page.getByRole('searchbox', { name: 'Search agents' }).fill(username);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('0.00');

  await row.getByRole('button', { name: `Deposit credit to ${username}` }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit Credit' });
  await deposit.getByLabel('Amount').fill('1000.5');
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the credit move' });
  await expect(confirm).toContainText(`Deposit $1,000.50 to ${username}?`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  // Back at the form with the amount kept; nothing was sent.
  await expect(deposit.getByLabel('Amount')).toHaveValue('1000.5');
  expect(posted).toEqual([]);
  await deposit.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('0.00');

  await row.getByRole('button', { name: `Deposit credit to ${username}` }).click();
  await deposit.getByLabel('Amount').fill('1000.5');
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('New balance: $1,000.50')).toBeVisible();
  await expect(row).toContainText('1,000.50');
  expect(posted).toHaveLength(1);

  await row.getByRole('button', { name: `Withdraw credit from ${username}` }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw Credit' });
  await withdraw.getByLabel('Amount').fill('0.5');
  await withdraw.getByLabel('Reason').fill('Typed one digit too many');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(confirm).toContainText(`Take $0.50 back from ${username}?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText('1,000.00');
  expect(posted).toHaveLength(2);
});

test("a statement shows an agent's moves and downloads as CSV", async ({
  asAdmin: page,
  adminApi,
}) => {
  const username = uniqueName('agent');
  const agent = await adminApi.post<{ id: number }>('/admin/agents/', {
    username,
    password: 'agent-pass-123',
    phone: '0911000006',
  });
  await adminApi.post(`/admin/agents/${agent.id}/deposit/`, { amount: 250.25 });
  await adminApi.post(`/admin/agents/${agent.id}/withdraw/`, {
    amount: 50,
    reason: 'Back to the office, "cash"',
  });

  await page.getByRole('searchbox', { name: 'Search agents' }).fill(username);
  await page.getByRole('link', { name: `Statement of ${username}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Statement · ${username}`);
  await expect(page.getByRole('row', { name: /Credit deposited/ })).toContainText('250.25');
  await expect(page.getByRole('row', { name: /Credit withdrawn/ })).toContainText(
    'Back to the office',
  );

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^statement-agent-${agent.id}-\\d{4}-\\d\\d-\\d\\d\\.csv$`),
  );
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'When (hall time),Kind,In (USD),Out (USD),Balance (USD),Other side,By,Reason,Reference,' +
      'Entry ID,When (ISO 8601 UTC)',
  );
  expect(lines[1]).toMatch(/^,opening balance \d{4}-\d\d-\d\d,,,0,/);
  expect(lines[2]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d,deposit,250.25,0,250.25,platform,admin,/);
  expect(lines[3]).toMatch(
    /,agent_withdrawal,0,50,200.25,platform,admin,"Back to the office, ""cash""",,\d+,\d{4}-\d\d-\d\dT[\d:.]+Z$/,
  );
  expect(lines[4]).toMatch(/^,closing balance \d{4}-\d\d-\d\d,250.25,50,200.25,/);

  // A reversal the agent cannot cover is refused on its form; covered, it posts after the confirm.
  await page
    .getByRole('row', { name: /Credit deposited/ })
    .getByRole('button', { name: 'Reverse' })
    .click();
  const reverse = page.getByRole('dialog', { name: 'Reverse Deposit' });
  await expect(reverse).toContainText(
    `The deposit of $250.25 to ${username} is taken back in full.`,
  );
  await reverse.getByLabel('Reason').fill('Sent to the wrong agent');
  await reverse.getByRole('button', { name: 'Reverse' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the credit move' });
  await expect(confirm).toContainText(`Reverse the deposit of $250.25 to ${username}?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(reverse).toContainText('Insufficient balance');
  await expect(reverse.getByLabel('Reason')).toHaveValue('Sent to the wrong agent');
  await adminApi.post(`/admin/agents/${agent.id}/deposit/`, { amount: 50 });
  await reverse.getByRole('button', { name: 'Reverse' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Deposit reversed. New balance: $0.00')).toBeVisible();
  await expect(reverse).toBeHidden();
});

test("a shop's cash changes list who, before, after and why", async ({
  asCashier: page,
  cashierApi,
}) => {
  const name = uniqueName('Cash Shop');
  const shopId = await cashierApi.createShop(name);
  await cashierApi.put(`/cashiers/shops/${shopId}/`, { amount_avalaible: 120.5 });
  await cashierApi.put(`/cashiers/shops/${shopId}/`, {
    amount_avalaible: 20.5,
    reason: 'Taken to the bank',
  });
  await page.goto('/shop');
  await page.getByRole('button', { name: `Cash changes of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cash changes · ${name}` });
  const rows = dialog.getByRole('row');
  await expect(rows.nth(1)).toContainText('120.50');
  await expect(rows.nth(1)).toContainText('20.50');
  await expect(rows.nth(1)).toContainText('Taken to the bank');
  await expect(rows.nth(2)).toContainText('demo-cashier');
});
