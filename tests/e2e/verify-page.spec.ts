import { uniqueName } from './accounts';
import type { ApiSession } from './api-helpers';
import { expect, test } from './fixtures';

async function gameToVerify(cashier: ApiSession) {
  const id = await cashier.startGame(await cashier.createShop(uniqueName('Verify')));
  const { verify_token: verifyToken, commitment } = await cashier.get<{
    verify_token: string;
    commitment: string;
  }>(`/games/${id}/`);
  return { id, verifyToken, commitment };
}

test('a player without an account sees the commitment, then the browser recomputes the hash and it matches', async ({
  cspCheckedPage: page,
  cashierApi,
}) => {
  const { id, verifyToken, commitment } = await gameToVerify(cashierApi);
  await cashierApi.post(`/games/${id}/draw/`);

  await page.goto(`/verify/${verifyToken}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify a game');
  await expect(page.getByTestId('verify-status')).toHaveAttribute('data-status', 'running');
  const current = page.getByTestId('commitment-current');
  await expect(current.getByTestId('commitment')).toHaveText(commitment);
  await expect(current).toContainText('Sealed');
  await expect(current.getByTestId('order')).toHaveCount(0);
  await expect(page.getByText('demo-cashier')).toHaveCount(0);

  await cashierApi.post(`/games/${id}/close/`, { reason: 'Closing time' });
  await page.reload();
  await expect(page.getByTestId('verify-status')).toHaveAttribute('data-status', 'ended');
  await expect(current.getByTestId('recomputed')).toHaveText(commitment);
  await expect(current.getByTestId('verify-result')).toHaveAttribute('data-matches', 'true');
  await expect(current.getByTestId('verify-result')).toHaveAttribute('data-source', 'webcrypto');
  await expect(current.getByTestId('verify-result')).toContainText('Matches the commitment');
  await expect(page.getByTestId('drawn-in-order')).toHaveText(
    'The balls were drawn in the committed order.',
  );
});

test('where WebCrypto is missing (plain HTTP on a LAN), the page hashes in script; a reset order is checked too', async ({
  page,
  cashierApi,
}) => {
  const { id, verifyToken } = await gameToVerify(cashierApi);
  await cashierApi.post(`/games/${id}/draw/`);
  await cashierApi.post(`/games/${id}/reset/`, { reason: 'Jam' });
  await page.addInitScript(() => {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined });
  });
  await page.goto(`/verify/${verifyToken}`);
  const abandoned = page.getByTestId('commitment-abandoned-0');
  await expect(abandoned.getByTestId('verify-result')).toHaveAttribute('data-matches', 'true');
  await expect(abandoned.getByTestId('verify-result')).toHaveAttribute('data-source', 'script');
  await expect(page.getByTestId('commitment-current')).toContainText('Sealed');
});

test('an unknown or malformed link says so', async ({ page }) => {
  await page.goto('/verify/0000000000000000');
  await expect(page.getByRole('alert')).toHaveText(
    'No game has this link. Check the QR code and try again.',
  );
  await page.goto('/verify/not-a-token');
  await expect(page.getByRole('alert')).toBeVisible();
});
