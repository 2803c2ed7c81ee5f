import { expect, test } from './fixtures';

test('a failed balance load shows the error, and Retry loads it', async ({
  asCashier: page,
  openScreen,
}) => {
  let failures = 0;
  await page.route('**/api/v1/auth/balance/', async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Internal Server Error' }),
      });
    } else {
      await route.fallback();
    }
  });
  await openScreen('Game Board');
  await expect(page.getByRole('alert')).toContainText('Failed to load balance');
  await expect(page.getByTestId('balance-amount')).toHaveCount(0);

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('balance-amount')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load balance' })).toHaveCount(
    0,
  );
  expect(failures).toBe(1);
});
