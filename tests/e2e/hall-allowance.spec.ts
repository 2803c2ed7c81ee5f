import { expect, test, type Page } from '@playwright/test';
import { callApi, loginApi } from '../support/hall-servers';
import { startHallRig, type HallRig } from '../support/hall-rig';
import { openDatabase } from '../../server/db/client';
import { hallLoadedGrants } from '../../server/db/schema';
import { submitLogin } from './accounts';
import { picture } from './pictures';

// A till on a hall with no offline allowance (decision 038): the Game Board refuses the start and
// leads the cashier to the allowance form; with an allowance taken, the same start goes through.
// Central and the hall are real server processes, each with its own PGlite.

const cashier = { username: 'allowance-cashier', password: 'allowance-cashier-pass' };
const agent = { username: 'allowance-agent', password: 'allowance-agent-pass' };
let rig: HallRig;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rig = await startHallRig({ agent, cashier, shopName: 'Allowance Hall' });
  // A jackpot of the shop goes to the hall with its first allowance (decision 041).
  await callApi(rig.central.url, 'POST', '/agents/create_jackpot/', rig.agentToken, {
    shop_id: rig.shopId,
    amount: 100,
    jackpot_type: 'random',
  });
  await rig.pairHall();
});

test.afterAll(() => rig?.stop());

async function signInAt(page: Page, base: string, who: typeof agent, landing: RegExp) {
  await submitLogin(page, who.username, who.password, base);
  await expect(page).toHaveURL(landing);
}

test('a start with no allowance leads to the allowance form, then the same start goes through', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The agent watches the halls list on central, never reloading it.
  const agentPage = await (await browser.newContext()).newPage();
  await signInAt(agentPage, rig.central.url, agent, /\/agent$/);
  await agentPage.goto(`${rig.central.url}/shop`);
  const hallRow = agentPage.getByRole('table', { name: 'Halls' }).getByRole('row').nth(1);
  const [lastSync, allowanceOut] = [
    hallRow.getByRole('cell').nth(2),
    hallRow.getByRole('cell').nth(4),
  ];
  await expect(allowanceOut).toHaveText('$0.00');
  const syncedAt = await lastSync.innerText();

  await signInAt(page, rig.hall!.url, cashier, /\/cashier$/);
  await expect(page.getByTestId('hall-allowance')).toHaveText('No offline allowance');

  await page.goto(`${rig.hall!.url}/selection`);
  for (const n of [3, 8]) await page.locator(`button[data-number="${n}"]`).click();
  await page.getByRole('button', { name: 'Start Game' }).click();
  const refusal = page.getByTestId('start-error');
  await expect(refusal).toContainText(
    'This hall has no offline allowance: take one while the central server is reachable',
  );
  await expect(page).toHaveURL(/\/selection$/);
  await picture(page, 'start-refused.png');

  await refusal.getByRole('button', { name: 'Offline allowance' }).click();
  const form = page.getByRole('dialog', { name: 'Take an offline allowance' });
  await form.getByLabel('Amount').fill('200');
  await form.getByLabel('Most games').fill('5');
  await form.getByLabel('Hours').fill('24');
  await form.getByRole('button', { name: 'Take allowance' }).click();
  await expect(form).toBeHidden();
  await expect(refusal).toBeHidden();
  await expect(page.getByTestId('hall-allowance')).toContainText('5 games');

  // The cards stay picked: the cashier only presses Start again.
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page).toHaveURL(/\/play\?game=\d+$/);

  // The halls list asks central again on its own: the allowance out shows without a reload.
  await expect(allowanceOut).not.toHaveText('$0.00', { timeout: 20_000 });
  await expect(lastSync).not.toHaveText(syncedAt);

  // The shop's jackpot went to the hall with the allowance: the agent's Jackpots tab says so.
  await agentPage.goto(`${rig.central.url}/agent/jackpots`);
  await expect(agentPage.getByTestId('jackpot-at-hall')).toHaveText(
    "At the hall: it grows and pays on the hall's own games, and its figure here follows the hall's sync.",
  );
  await picture(agentPage, 'jackpot-at-hall.png');
  await agentPage.context().close();
});

/** Starts a game on the hall through its API, ending the one still running first. */
async function startOnHall(token: string, body: Record<string, unknown>): Promise<number> {
  let started = await callApi<GameStart>(
    rig.hall!.url,
    'POST',
    '/cashiers/play_game/',
    token,
    body,
  );
  const running = started.body.details?.[0]?.params?.game_id;
  if (started.status === 409 && running !== undefined) {
    await callApi(rig.hall!.url, 'POST', `/games/${running}/cancel/`, token, {
      reason: 'Test over',
    });
    started = await callApi<GameStart>(rig.hall!.url, 'POST', '/cashiers/play_game/', token, body);
  }
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body.game_id!;
}
interface GameStart {
  game_id?: number;
  details?: { params?: { game_id?: number } }[];
}

test('an upload central refuses: the agent sees the hall stuck and why, the till says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The hall's owner lowers the rate of the hall's copy of its grant, in the hall's own database.
  const hall = await rig.restartHall(async () => {
    const database = await openDatabase({ dataDir: rig.hallDir, migrate: false });
    await database.db.update(hallLoadedGrants).set({ feePercent: 0 });
    await database.close();
  });

  // Central charges each game its grant's terms from the hall's account, until it is short.
  const token = await loginApi(hall.url, cashier.username, cashier.password);
  const cards = Array.from({ length: 100 }, (_, i) => i + 1);
  for (let game = 0; game < 3; game += 1) {
    const id = await startOnHall(token, {
      amount: 1000,
      cards,
      card_value: 10,
      win_percentage: 50,
    });
    expect((await callApi(hall.url, 'POST', `/games/${id}/draw/`, token)).status).toBe(200);
    const cancelled = await callApi(hall.url, 'POST', `/games/${id}/cancel/`, token, {
      reason: 'Test over',
    });
    expect(cancelled.status).toBe(200);
  }
  const reason = 'Insufficient balance';

  const agentPage = await (await browser.newContext()).newPage();
  await signInAt(agentPage, rig.central.url, agent, /\/agent$/);
  await agentPage.goto(`${rig.central.url}/shop`);
  const stuck = agentPage.getByRole('table', { name: 'Halls' }).getByTestId('hall-stuck');
  await expect(stuck).toContainText(reason, { timeout: 20_000 });
  await expect(stuck).toContainText('Refused since');
  await expect(stuck.getByRole('button', { name: 'Take it on my balance' })).toBeVisible();
  await picture(agentPage, 'hall-stuck.png', { fullPage: true });
  await agentPage.context().close();

  await signInAt(page, hall.url, cashier, /\/cashier$/);
  await expect(page.getByTestId('hall-online')).toHaveText(`Online · upload refused: ${reason}`);
  await picture(page, 'till-upload-refused.png');
});
