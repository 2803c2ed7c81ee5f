import type { Page } from '@playwright/test';
import { parseMoney, signIn, uniqueName } from './accounts';
import { expect, test } from './fixtures';

async function agentBalance(page: Page): Promise<number> {
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const value = page.getByRole('group', { name: 'Your balance' }).getByTestId('stat-value');
  await expect(value).toHaveText(/\d\.\d\d$/);
  return parseMoney(await value.innerText());
}

test('an agent creates a jackpot for its cashier’s shop and deactivates it', async ({
  page,
  cashierApi,
}) => {
  const shopName = uniqueName('Jackpot Hall');
  await cashierApi.createShop(shopName);

  await signIn(page, 'agent');
  const before = await agentBalance(page);
  await page.getByRole('tab', { name: 'Jackpots' }).click();
  await page.getByRole('button', { name: 'Create Jackpot' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Jackpot' });

  const amount = modal.getByLabel('Amount (reserved)');
  await test.step('amount and shop are required, said beside the button and the fields', async () => {
    await modal.getByRole('button', { name: 'Create Jackpot' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please fill in all required fields');
    await expect(modal.getByRole('alert')).toBeInViewport();
    // The first field in error takes the focus, so the user sees what is missing.
    await expect(modal.getByLabel('Shop')).toBeFocused();
    await expect(modal.getByLabel('Shop')).toHaveAccessibleDescription('This field is required');
    await expect(amount).toHaveAccessibleDescription(/This field is required/);
    await amount.fill('25');
    await amount.press('Enter');
    await expect(modal.getByRole('alert')).toHaveText('Please fill in all required fields');
    await expect(amount).not.toHaveAttribute('aria-invalid');
  });

  await modal.getByLabel('Shop').selectOption({ label: `${shopName} · demo-cashier` });
  await expect(modal.getByRole('radio', { name: /Random/ })).toBeChecked();
  await expect(amount).toHaveAccessibleDescription(
    /paid to the winning shop when the jackpot hits/,
  );

  await test.step('a wrong amount is said once, on its field', async () => {
    await amount.fill('-5');
    await modal.getByRole('button', { name: 'Create Jackpot' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByText('Please fill in all required fields')).toHaveCount(0);
    await amount.fill('25');
  });

  await test.step('only a cumulative jackpot has a bonus per game', async () => {
    await expect(modal.getByLabel('Bonus amount (per game)')).toHaveCount(0);
    await modal.getByRole('radio', { name: /Cumulative/ }).check();
    await expect(modal.getByLabel('Bonus amount (per game)')).toHaveValue('0');
    await expect(amount).toHaveAccessibleDescription(/starts at this amount and grows/);
    await modal.getByRole('radio', { name: /Random/ }).check();
  });

  await test.step("the server's refusal is shown in the modal", async () => {
    await amount.fill('99999999');
    await modal.getByRole('button', { name: 'Create Jackpot' }).click();
    const alert = modal.getByRole('alert');
    await expect(alert).toContainText('Error creating jackpot. Please try again.');
    await expect(alert).toContainText('Insufficient balance');
  });

  await test.step('a valid jackpot is created', async () => {
    await amount.fill('25.50');
    await modal.getByLabel('Frequency').fill('4');
    await modal.getByLabel('Message').fill('Evening special');
    await modal.getByRole('button', { name: 'Create Jackpot' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Jackpot created successfully')).toBeVisible();
  });

  const card = page.getByTestId('jackpot-card').filter({ hasText: shopName });
  await expect(card.getByTestId('jackpot-amount')).toHaveText('$25.50');
  await expect(card).toContainText('Random');
  await expect(card).toContainText('1 in 4 won games');
  await expect(card).toContainText('No date limits');
  await expect(card).toContainText('Not paid yet');
  await expect(card).toContainText('Evening special');
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
