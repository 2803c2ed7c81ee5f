import { switchAccount, uniqueName } from './accounts';
import { expect, test } from './fixtures';

// Issue 19 (decision 022): the admin sets the fee rules; an agent cannot give a cashier a rate
// below the floor, and sees why on the rate field.

test.afterEach(async ({ adminApi }) => {
  // Back to the platform defaults: the other specs play under them.
  await adminApi.put('/admin/fee_rules/', { min_fee: 1, min_fee_percent: 5 });
});

test('the admin sets the fee rules and an agent is refused a rate below the floor', async ({
  asAdmin: page,
}) => {
  await test.step('the admin saves a minimum fee and a lowest rate, and the change is listed', async () => {
    const panel = page.locator('#fees');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByLabel('Minimum fee per game')).toHaveValue('1');
    await expect(panel.getByLabel('Lowest cashier rate (%)')).toHaveValue('5');
    await panel.getByLabel('Minimum fee per game').fill('2.50');
    await panel.getByLabel('Lowest cashier rate (%)').fill('10');
    await panel.getByRole('button', { name: 'Save fee rules' }).click();
    await expect(page.getByText('Fee rules saved')).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Changes' })).toContainText(
      'minimum fee $1.00 → $2.50, lowest rate 5 % → 10 %',
    );
  });

  await test.step('the agent sees the floor and gets the refusal on the rate field', async () => {
    await switchAccount(page, 'agent');
    await page.getByRole('tab', { name: 'Cashiers' }).click();
    await page.getByRole('button', { name: 'Create Cashier' }).click();
    const create = page.getByRole('dialog', { name: 'Create Cashier' });
    const username = uniqueName('low-fee');
    const rate = create.getByLabel('Platform fee (%)');
    await expect(rate).toHaveAccessibleDescription(/at least 10 %.*at least \$2\.50/);
    await create.getByLabel('Username').fill(username);
    await create.getByLabel('Password').fill('cashier-pass-123');
    await create.getByLabel('Phone').fill('0911223344');
    await create.getByLabel('Amount available').fill('0');
    await rate.fill('5');
    await create.getByRole('button', { name: 'Create Cashier' }).click();
    await expect(rate).toHaveAccessibleDescription(
      /The fee percent is below the lowest rate this agent may give/,
    );
    await expect(rate).toBeFocused();

    await rate.fill('10');
    await create.getByRole('button', { name: 'Create Cashier' }).click();
    await expect(create).toBeHidden();

    await page.getByRole('button', { name: `Edit ${username}` }).click();
    const edit = page.getByRole('dialog', { name: `Update cashier ${username}` });
    await edit.getByLabel('Platform fee (%)').fill('12');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await page.getByRole('button', { name: `Edit ${username}` }).click();
    await expect(edit.getByRole('list', { name: 'Fee changes' })).toContainText(
      '10 % → 12 % by demo-agent',
    );
    await expect(edit.getByRole('list', { name: 'Fee changes' })).toContainText(
      'set to 10 % by demo-agent',
    );
  });
});
