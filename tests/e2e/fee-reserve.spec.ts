import { newCashier } from './api-helpers';
import { expect, test } from './fixtures';

// Decision 044 (issue 35, finding 4): the fee a running game reserved stays in the cashier's
// balance; the agent's withdrawal that would take it is refused with a message saying why.

test("an agent cannot withdraw the fee a cashier's running game reserved", async ({
  asAgent: page,
  request,
}) => {
  // 10 cards x 10.00 at 100 %: start fee 1.00 (the minimum), 19.00 held until the game ends.
  const till = await newCashier(request, { credit: 50 });
  const cards = Array.from({ length: 10 }, (_, i) => i + 1);
  await till.api.startGame(till.shopId, {
    amount: 100,
    cards,
    card_value: 10,
    win_percentage: 100,
  });

  await page.getByRole('tab', { name: 'Cashiers' }).click();
  const row = page.getByRole('row', { name: new RegExp(till.username) });
  await row.getByRole('button', { name: `Transfer credit for ${till.username}` }).click();
  const transfer = page.getByRole('dialog', { name: `Transfer credit · ${till.username}` });
  await transfer.getByRole('radio', { name: /Withdraw/ }).check();
  await transfer.getByLabel('Amount').fill('49');
  await transfer.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the credit move' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(transfer.getByLabel('Amount')).toHaveAccessibleDescription(
    /\$19\.00 of this cashier's balance is held for the fee of its running game until the game ends: at most \$30\.00 can be withdrawn now\./,
  );

  await transfer.getByLabel('Amount').fill('30');
  await transfer.getByRole('button', { name: 'Withdraw' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(transfer).toBeHidden();
  await expect(row.getByTestId('cashier-balance')).toHaveText('$19.00');
});
