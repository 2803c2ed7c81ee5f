import { parseMoney, uniqueName } from './accounts';
import { expect, test } from './fixtures';

test('an admin creates an agent and deposits credit to it', async ({ asAdmin: page }) => {
  const username = uniqueName('agent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin');
  const issued = page.getByRole('group', { name: 'Credit issued' }).getByTestId('stat-value');
  await expect(issued).toHaveText(/\d\.\d\d$/);
  const issuedBefore = parseMoney(await issued.innerText());

  await page.getByRole('button', { name: 'Create Agent' }).click();
  const create = page.getByRole('dialog', { name: 'Create Agent' });
  await expect(create.getByLabel('Username')).toBeFocused();
  await create.getByLabel('Username').fill(username);
  await create.getByLabel('Password').fill('agent-pass-123');
  await create.getByLabel('Phone').fill('+251 911 000 000');
  await create.getByLabel('Phone').press('Enter');
  await expect(create).toBeHidden();
  await expect(page.getByText(`Agent ${username} created`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search agents' }).fill(username);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('0.00');

  await row.getByRole('button', { name: `Deposit credit to ${username}` }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit Credit' });
  await deposit.getByLabel('Amount').fill('0');
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  await expect(deposit.getByText('Amount must be greater than 0')).toBeVisible();
  await deposit.getByLabel('Amount').fill('1250.5');
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the credit move' });
  await expect(confirm).toContainText(`Deposit $1,250.50 to ${username}?`);
  const request = page.waitForRequest((r) => r.url().endsWith('/deposit/'));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  expect((await request).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`New balance: $1,250.50`)).toBeVisible();
  await expect(row).toContainText('1,250.50');
  await expect(issued).toHaveText(
    `$${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(issuedBefore + 1250.5)}`,
  );
});

test("creating an agent with a taken username shows the server's error", async ({
  asAdmin: page,
}) => {
  await page.getByRole('button', { name: 'Create Agent' }).click();
  const create = page.getByRole('dialog', { name: 'Create Agent' });
  await create.getByLabel('Username').fill('demo-agent');
  await create.getByLabel('Password').fill('agent-pass-123');
  await create.getByLabel('Phone').fill('0911000000');
  await create.getByRole('button', { name: 'Create Agent' }).click();
  // The server's refusal lands on the field it is about, which takes the focus.
  await expect(create.getByLabel('Username')).toHaveAccessibleDescription(
    'Username already exists',
  );
  await expect(create.getByLabel('Username')).toBeFocused();
  await create.press('Escape');
  await expect(create).toBeHidden();
});

test('an admin deactivates and activates an agent', async ({ asAdmin: page }) => {
  const username = uniqueName('agent');
  await page.getByRole('button', { name: 'Create Agent' }).click();
  const create = page.getByRole('dialog', { name: 'Create Agent' });
  await create.getByLabel('Username').fill(username);
  await create.getByLabel('Password').fill('agent-pass-123');
  await create.getByLabel('Phone').fill('0911000001');
  await create.getByRole('button', { name: 'Create Agent' }).click();
  await expect(create).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search agents' }).fill(username);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await row.getByRole('button', { name: `Deactivate ${username}` }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate agent?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row).toContainText('Inactive');
  await row.getByRole('button', { name: `Activate ${username}` }).click();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: `Deactivate ${username}` })).toBeVisible();
});
