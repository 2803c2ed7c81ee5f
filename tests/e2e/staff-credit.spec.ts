import type { Page } from '@playwright/test';
import { parseMoney, signIn, signInWith, uniqueName } from './accounts';
import { expect, test } from './fixtures';

async function agentBalance(page: Page): Promise<number> {
  const value = page.getByRole('group', { name: 'Your balance' }).getByTestId('stat-value');
  await expect(value).toHaveText(/\d\.\d\d$/);
  return parseMoney(await value.innerText());
}

test('an agent funds a new cashier, who then runs its shops', async ({ page }) => {
  const username = uniqueName('cashier');
  const password = 'cashier-pass-123';

  await test.step('the agent creates a cashier with an opening balance', async () => {
    await signIn(page, 'agent');
    const before = await agentBalance(page);
    expect(before).toBeGreaterThanOrEqual(75.5);

    await page.getByRole('tab', { name: 'Cashiers' }).click();
    await page.getByRole('button', { name: 'Create Cashier' }).click();
    const create = page.getByRole('dialog', { name: 'Create Cashier' });
    await create.getByRole('button', { name: 'Create Cashier' }).click();
    await expect(create.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(create.getByLabel('Amount available')).toHaveAccessibleDescription(
      /This field is required/,
    );

    await create.getByLabel('Username').fill(username);
    await create.getByLabel('Password').fill(password);
    await create.getByLabel('Phone').fill('0911223344');
    await create.getByLabel('Amount available').fill('999999999');
    await create.getByRole('button', { name: 'Create Cashier' }).click();
    await confirmCreditMove(page);
    await expect(create.getByRole('alert')).toHaveText('Insufficient balance');

    await create.getByLabel('Amount available').fill('50');
    await create.getByRole('button', { name: 'Create Cashier' }).click();
    await confirmCreditMove(page);
    await expect(create).toBeHidden();
    await expect(page.getByText(`Cashier ${username} created`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(username) });
    await expect(row.getByTestId('cashier-balance')).toHaveText('$50.00');
    await expect(row).toContainText('Active');

    await test.step('and tops it up', async () => {
      await row.getByRole('button', { name: `Transfer credit for ${username}` }).click();
      const transfer = page.getByRole('dialog', { name: `Transfer credit · ${username}` });
      await transfer.getByLabel('Amount').fill('25.50');
      await transfer.getByLabel('Amount').press('Enter');
      await confirmCreditMove(page);
      await expect(transfer).toBeHidden();
      await expect(
        page.getByText(`Moved $25.50 to ${username}. ${username}'s balance is now $75.50`),
      ).toBeVisible();
      await expect(row.getByTestId('cashier-balance')).toHaveText('$75.50');
    });

    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await expect.poll(() => agentBalance(page)).toBeCloseTo(before - 75.5, 2);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('the cashier sees that balance on the Game Board and can hide it', async () => {
    await signInWith(page, username, password, /\/cashier$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Game Board' }).click();
    const amount = page.getByTestId('balance-amount');
    await expect(amount).toHaveText('$75.50');
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await expect(amount).not.toContainText('75.50');
    await expect(amount).toContainText('••••••');
    await page.reload();
    await expect(page.getByTestId('balance-amount')).toContainText('••••••');
    expect(await page.evaluate(() => localStorage.getItem('balanceVisible'))).toBe('false');
    await page.getByRole('button', { name: 'Show balance' }).click();
    await expect(page.getByTestId('balance-amount')).toHaveText('$75.50');
  });

  await test.step('the cashier creates, edits and deletes a shop', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Cashier' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cashier Dashboard');
    for (const name of ['Total Games', 'Total Amount', 'Active Games', "Today's Games"]) {
      await expect(page.getByRole('group', { name })).toBeVisible();
    }
    await expect(page.getByText('No shops yet')).toBeVisible();

    await page.getByRole('button', { name: 'Create Shop' }).click();
    await expect(page.getByText('Please enter a shop name')).toBeVisible();
    await page.getByLabel('Shop name').fill('Piassa Hall');
    await page.getByRole('button', { name: 'Create Shop' }).click();
    await expect(page.getByText('Shop created successfully')).toBeVisible();
    const row = page.getByRole('row', { name: /Piassa Hall/ });
    await expect(row).toContainText('0.00');

    await row.getByRole('button', { name: 'Edit Piassa Hall' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Shop' });
    await edit.getByLabel('Shop name').fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('Please enter a shop name')).toBeVisible();
    await edit.getByLabel('Shop name').fill('Piassa Main Hall');
    await edit.getByLabel('Cash', { exact: true }).fill('1234.5');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Shop updated successfully')).toBeVisible();
    const renamed = page.getByRole('row', { name: /Piassa Main Hall/ });
    await expect(renamed).toContainText('1,234.50');

    await page.goto('/shop');
    await expect(page.getByRole('row', { name: /Piassa Main Hall/ })).toContainText('1,234.50');
    await page.goto('/cashier');

    await page
      .getByRole('row', { name: /Piassa Main Hall/ })
      .getByRole('button', { name: 'Delete Piassa Main Hall' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete shop?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Shop deleted successfully')).toBeVisible();
    await expect(page.getByRole('row', { name: /Piassa Main Hall/ })).toHaveCount(0);
  });
});

test("the Shops page lists the cashier's own shops, and the agent's cashiers' shops", async ({
  asCashier: page,
}) => {
  const shop = uniqueName('Bole Hall');
  await page.getByLabel('Shop name').fill(shop);
  await page.getByLabel('Shop name').press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(shop) })).toBeVisible();

  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shops');
  const own = page.getByRole('row', { name: new RegExp(shop) });
  await expect(own).toContainText('0.00');
  await expect(own).toContainText('Active');
  await page.getByRole('button', { name: 'Logout' }).click();

  await signIn(page, 'agent');
  await page.goto('/shop');
  const managed = page.getByRole('row', { name: new RegExp(shop) });
  await expect(managed).toContainText('demo-cashier');
  await expect(page.getByRole('columnheader', { name: 'Cashier' })).toBeVisible();
});

test('an agent withdraws credit from a cashier and deletes it', async ({ asAgent: page }) => {
  const username = uniqueName('cashier');
  await page.getByRole('tab', { name: 'Cashiers' }).click();
  await page.getByRole('button', { name: 'Create Cashier' }).click();
  const create = page.getByRole('dialog', { name: 'Create Cashier' });
  await create.getByLabel('Username').fill(username);
  await create.getByLabel('Password').fill('cashier-pass-123');
  await create.getByLabel('Phone').fill('0911000002');
  await create.getByLabel('Amount available').fill('10');
  await create.getByRole('button', { name: 'Create Cashier' }).click();
  await confirmCreditMove(page);
  await expect(create).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(username) });
  await row.getByRole('button', { name: `Transfer credit for ${username}` }).click();
  const transfer = page.getByRole('dialog', { name: `Transfer credit · ${username}` });
  await transfer.getByRole('radio', { name: /Withdraw/ }).check();
  await transfer.getByLabel('Amount').fill('4');
  await transfer.getByRole('button', { name: 'Withdraw' }).click();
  await confirmCreditMove(page);
  await expect(transfer).toBeHidden();
  await expect(
    page.getByText(`Took $4.00 back from ${username}. ${username}'s balance is now $6.00`),
  ).toBeVisible();
  await expect(row.getByTestId('cashier-balance')).toHaveText('$6.00');

  await row.getByRole('button', { name: `Delete ${username}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete cashier?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(`Cashier ${username} deactivated`)).toBeVisible();
  await expect(row).toContainText('Inactive');
});

/** Every credit move asks once more, with the amount as it will be moved (issue 19). */
async function confirmCreditMove(page: Page): Promise<void> {
  const confirm = page.getByRole('dialog', { name: 'Confirm the credit move' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
}
