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

test('a player without an account sees the commitment and the seal, then the browser recomputes the seed, the order and checks it all', async ({
  cspCheckedPage: page,
  cashierApi,
}) => {
  const { id, verifyToken, commitment } = await gameToVerify(cashierApi);
  await cashierApi.post(`/games/${id}/draw/`);

  await page.goto(`/verify/${verifyToken}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify a game');
  await expect(page.getByTestId('verify-status')).toHaveAttribute('data-status', 'running');
  const proof = page.getByTestId('fair-draw');
  await expect(proof.getByTestId('commitment')).toHaveText(commitment);
  await expect(proof.getByTestId('seal')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(proof.getByTestId('sealed-cards')).toHaveText('1, 2, 3');
  await expect(proof.getByTestId('seal-result')).toHaveAttribute('data-matches', 'true');
  // No relay here: the page says plainly that the draw had no public beacon.
  await expect(proof.getByTestId('beacon-result')).toHaveAttribute('data-beacon', 'offline');
  await expect(proof).toContainText('The seed is revealed when the game ends.');
  await expect(proof.getByTestId('order')).toHaveCount(0);
  await expect(page.getByText('demo-cashier')).toHaveCount(0);

  await cashierApi.post(`/games/${id}/close/`, { reason: 'Closing time' });
  await page.reload();
  await expect(page.getByTestId('verify-status')).toHaveAttribute('data-status', 'ended');
  await expect(proof.getByTestId('seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(proof.getByTestId('seed-result')).toHaveAttribute('data-matches', 'true');
  await expect(proof.getByTestId('verify-result')).toHaveAttribute('data-matches', 'true');
  await expect(proof.getByTestId('verify-result')).toContainText('Recomputed in this browser');
  await expect(page.getByTestId('drawn-in-order')).toHaveText(
    'The balls were drawn in the committed order.',
  );
});

test('where WebCrypto is missing (plain HTTP on a LAN), the page still recomputes; a reset order is checked too', async ({
  page,
  cashierApi,
}) => {
  const { id, verifyToken } = await gameToVerify(cashierApi);
  await cashierApi.post(`/games/${id}/draw/`);
  await cashierApi.post(`/games/${id}/reset/`, { reason: 'Jam' });
  await cashierApi.post(`/games/${id}/draw/`);
  await cashierApi.post(`/games/${id}/close/`, { reason: 'Closing time' });
  await page.addInitScript(() => {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined });
  });
  await page.goto(`/verify/${verifyToken}`);
  const proof = page.getByTestId('fair-draw');
  await expect(proof.getByTestId('abandoned-result-0')).toHaveAttribute('data-matches', 'true');
  await expect(proof.getByTestId('verify-result')).toHaveAttribute('data-matches', 'true');
});

test("a shop's next commitment is public before its cards are sold, and the game that starts plays it", async ({
  page,
  cashierApi,
}) => {
  const shopId = await cashierApi.createShop(uniqueName('Next'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/verify/shop/${shopId}`);
  const published = await page.getByTestId('next-commitment').textContent();
  expect(published).toMatch(/^[0-9a-f]{64}$/);
  const id = await cashierApi.startGame(shopId);
  const game = await cashierApi.get<{ commitment: string }>(`/games/${id}/`);
  expect(game.commitment).toBe(published);
  await page.reload();
  await expect(page.getByTestId('next-commitment')).not.toHaveText(published!);
  await page.goto('/verify/shop/999999');
  await expect(page.getByRole('alert')).toHaveText(
    'No shop has this link. Check the QR code and try again.',
  );
});

test('an unknown or malformed link says so', async ({ page }) => {
  await page.goto('/verify/0000000000000000');
  await expect(page.getByRole('alert')).toHaveText(
    'No game has this link. Check the QR code and try again.',
  );
  await page.goto('/verify/not-a-token');
  await expect(page.getByRole('alert')).toBeVisible();
});
