import { signIn, uniqueName } from './accounts';
import { ApiSession, apiSession } from './api-helpers';
import { expect, test } from './fixtures';

test("the agent ends a deactivated cashier's stuck game from its Games tab", async ({
  cspCheckedPage: page,
  request,
}) => {
  test.setTimeout(90_000);
  const agentApi = await apiSession(request, 'agent');
  const username = uniqueName('stuck')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  const password = 'stuck-cashier-pass';
  await agentApi.post('/agents/create_cashier/', {
    username,
    password,
    phone: '0911000000',
    amount_avalaible: 10,
  });
  const login = await request.post('/api/v1/auth/login/', { data: { username, password } });
  expect(login.ok()).toBe(true);
  const cashierApi = new ApiSession(request, ((await login.json()) as { access: string }).access);
  const shopId = await cashierApi.createShop(uniqueName('Stuck'));
  const gameId = await cashierApi.startGame(shopId);
  await cashierApi.post(`/games/${gameId}/draw/`);

  await signIn(page, 'agent');
  await test.step('deactivating the cashier says first that its game is still running', async () => {
    await page.goto('/agent/cashiers');
    await page.getByRole('button', { name: `Delete ${username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete cashier?' });
    await expect(dialog.getByTestId('running-games-warning')).toContainText(
      `${username} has 1 running game`,
    );
    await expect(
      dialog.getByRole('link', { name: `Open the record of game ${gameId}` }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`Cashier ${username} deactivated`)).toBeVisible();
  });

  await test.step('the Games tab cancels the game, with a reason', async () => {
    await page.goto('/agent/games');
    const card = page.locator(`[data-testid="agent-game"][data-game-id="${gameId}"]`);
    await card.getByRole('button', { name: `Cancel game ${gameId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel game #${gameId}?` });
    await dialog.getByRole('button', { name: 'Cancel game' }).click();
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await dialog.getByLabel('Reason', { exact: true }).fill('Cashier left mid-game');
    await dialog.getByRole('button', { name: 'Cancel game' }).click();
    await expect(page.getByText(`Game #${gameId} cancelled`)).toBeVisible();
    await expect(card.getByRole('button', { name: `Cancel game ${gameId}` })).toHaveCount(0);
  });

  const game = await agentApi.get(`/games/${gameId}/`);
  expect(game).toMatchObject({ status: 'cancelled', end: 'cancelled' });
  const cashiers =
    await agentApi.get<{ username: string; running_game_ids: number[] }[]>('/agents/my_cashiers/');
  expect(cashiers.find((c) => c.username === username)?.running_game_ids).toEqual([]);
});
