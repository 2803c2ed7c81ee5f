import { expect, test, type Page } from '@playwright/test';
import { parseMoney, signIn, uniqueName } from './accounts';
import { apiToken, createShop } from './api-helpers';

async function agentBalance(page: Page): Promise<number> {
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const value = page.getByRole('group', { name: 'Your balance' }).getByTestId('stat-value');
  await expect(value).toHaveText(/\d\.\d\d$/);
  return parseMoney(await value.innerText());
}

test('an agent creates a jackpot for its cashier’s shop and deactivates it', async ({
  page,
  request,
}) => {
  const shopName = uniqueName('Jackpot Hall');
  await createShop(request, await apiToken(request, 'cashier'), shopName);

  await signIn(page, 'agent');
  const before = await agentBalance(page);
  await page.getByRole('tab', { name: 'Jackpots' }).click();
  await page.getByRole('button', { name: 'Create Jackpot' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Jackpot' });

  await test.step('amount and shop are required', async () => {
    await modal.getByRole('button', { name: 'Create Jackpot' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please fill in all required fields');
    await modal.getByLabel('Amount', { exact: true }).fill('25');
    await modal.getByLabel('Amount', { exact: true }).press('Enter');
    await expect(modal.getByRole('alert')).toHaveText('Please fill in all required fields');
  });

  await modal.getByLabel('Shop').selectOption({ label: `${shopName} · demo-cashier` });
  await expect(modal.getByRole('radio', { name: /Random/ })).toBeChecked();
  await expect(modal.getByLabel('Bonus amount')).toHaveValue('0');

  await test.step("the server's refusal is shown in the modal", async () => {
    await modal.getByLabel('Amount', { exact: true }).fill('99999999');
    await modal.getByRole('button', { name: 'Create Jackpot' }).click();
    const alert = modal.getByRole('alert');
    await expect(alert).toContainText('Error creating jackpot. Please try again.');
    await expect(alert).toContainText('Insufficient balance');
  });

  await test.step('a valid jackpot is created', async () => {
    await modal.getByLabel('Amount', { exact: true }).fill('25.50');
    await modal.getByLabel('Bonus amount').fill('5');
    await modal.getByLabel('Frequency').fill('4');
    await modal.getByLabel('Message').fill('Friday special');
    await modal.getByRole('button', { name: 'Create Jackpot' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Jackpot created successfully')).toBeVisible();
  });

  const card = page.getByTestId('jackpot-card').filter({ hasText: shopName });
  await expect(card.getByTestId('jackpot-amount')).toHaveText('25.50');
  await expect(card).toContainText('Random');
  await expect(card).toContainText('5.00');
  await expect(card).toContainText('1 in 4 won games');
  await expect(card).toContainText('No date limits');
  await expect(card).toContainText('Not paid yet');
  await expect(card).toContainText('Friday special');
  await expect(card.getByTestId('jackpot-status')).toHaveText('Active');
  await expect.poll(() => agentBalance(page)).toBeCloseTo(before - 25.5, 2);

  await page.getByRole('tab', { name: 'Jackpots' }).click();
  await card.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate jackpot?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Jackpot deactivated')).toBeVisible();
  await expect(card.getByTestId('jackpot-status')).toHaveText('Deactivated');
  await expect(card).toContainText('Not paid · returned to your balance');
  await expect(card.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await expect.poll(() => agentBalance(page)).toBeCloseTo(before, 2);
});
