import { expect, test, type Browser, type Page } from '@playwright/test';
import { cardForNumber } from '@core/bingo/card-generator';
import { callApi, loginApi } from '../support/hall-servers';
import { startHallRig, type HallRig } from '../support/hall-rig';
import { submitLogin } from './accounts';
import { picture } from './pictures';
import { anyLineGame } from './winning-cards';

// Issue 40 in a hall during a cut link: central and the hall are real server processes (each its
// own PGlite), the hall reaching central through a TCP proxy the test cuts. A phone claims from
// the card's QR page on the hall; the hall judges, the till checks, and once the link is back
// central holds the game with its claim and the check that answered it.

const cashier = { username: 'claims-cashier', password: 'claims-cashier-pass' };
let rig: HallRig;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rig = await startHallRig({
    agent: { username: 'claims-agent', password: 'claims-agent-pass' },
    cashier,
    shopName: 'Claims Hall',
  });
  await rig.pairHall();
});

test.afterAll(() => rig?.stop());

async function device(browser: Browser, width: number, height: number): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height } })).newPage();
}

test("a phone claims on the hall's own server while central is cut off; central gets the claim", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { central, proxy, agentToken, shopId } = rig;
  const hall = rig.hall!;
  const hallApi = async <T>(method: string, path: string, body?: unknown) => {
    const answer = await callApi<T>(hall.url, method, path, till.token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return answer.body;
  };
  const till = { token: await loginApi(hall.url, cashier.username, cashier.password) };
  await hallApi('POST', '/hall/allowance/', { amount: 500, max_games: 5, hours: 24 });
  const hallStatus = () =>
    hallApi<{ online: boolean; pending_events: number }>('GET', '/hall/status/');

  proxy.cut();
  await expect.poll(async () => (await hallStatus()).online, { timeout: 60_000 }).toBe(false);

  // Cards 1 to 3 sold on the hall; card 2's phone claims once its top row is out.
  const gameId = (
    await hallApi<{ game_id: number }>('POST', '/cashiers/play_game/', {
      ...anyLineGame([1, 2, 3]),
      shop_id: shopId,
    })
  ).game_id;
  const { results } = await hallApi<{ results: { card_number: number; path: string }[] }>(
    'GET',
    `/shops/${shopId}/card_links/?from=2&to=2`,
  );
  const tillPage = await device(browser, 1024, 768);
  const phone = await device(browser, 390, 844);
  await submitLogin(tillPage, cashier.username, cashier.password, hall.url);
  await expect(tillPage).toHaveURL(/\/cashier$/);
  await tillPage.goto(`${hall.url}/play?game=${gameId}`);
  await expect(tillPage.getByTestId('hall-online')).toHaveText('Offline');
  await tillPage.getByRole('button', { name: 'Start', exact: true }).click();
  const caller = tillPage.getByTestId('caller-status');
  await expect(caller).toHaveText('Calling...');
  await phone.goto(`${hall.url}${results[0]!.path}`);
  await expect(phone.getByRole('heading', { name: /Card 2/ })).toBeVisible();
  const row = (cardForNumber(2, 'standard')[0] as number[]).slice();
  for (const number of row)
    await hallApi('POST', `/games/${gameId}/mark/`, { number, called: true });

  const status = phone.getByTestId('player-claim-status');
  await test.step('the phone claims; the caller pauses; the till lists the claim', async () => {
    await phone.getByTestId('player-claim').click();
    await expect(status).toHaveAttribute('data-status', 'waiting');
    await expect(caller).toHaveText('Paused');
    const queue = tillPage.getByTestId('claims-queue');
    await expect(queue.locator('li')).toHaveCount(1);
    await expect(queue.locator('li').first()).toContainText('Card 2');
    await picture(phone, 'hall-phone-claim-waiting-390.png', { fullPage: true });
    await picture(tillPage, 'hall-till-claim-offline.png');
  });

  await test.step('the cashier checks it and records the win; the phone shows the verdict', async () => {
    await tillPage.getByRole('button', { name: 'Check card 2' }).click();
    const view = tillPage.getByRole('dialog', { name: 'Card 2' });
    await expect(view.getByTestId('card-verdict')).toHaveText('Row Winner');
    await expect(status).toHaveText('The cashier confirmed your bingo!');
    await view.getByRole('button', { name: 'Record Win' }).click();
    await expect(tillPage.getByTestId('win-overlay')).toBeVisible();
    await picture(phone, 'hall-phone-claim-confirmed-390.png', { fullPage: true });
    expect((await hallStatus()).pending_events).toBeGreaterThan(0);
  });

  await test.step('the link returns: central holds the game with the claim and its check', async () => {
    proxy.restore();
    await expect.poll(async () => (await hallStatus()).pending_events, { timeout: 60_000 }).toBe(0);
    const last = await callApi<{ games: { id: number; winner_card: number | null }[] }>(
      central.url,
      'GET',
      `/shops/${shopId}/last_games/`,
      agentToken,
    );
    const onCentral = last.body.games[0]!;
    expect(onCentral.winner_card).toBe(2);
    type Logged = { type: string; data: Record<string, unknown> };
    const history = await callApi<{ results: Logged[] }>(
      central.url,
      'GET',
      `/games/${onCentral.id}/history/?page_size=500`,
      agentToken,
    );
    const claim = history.body.results.find((event) => event.type === 'claim');
    expect(claim?.data).toMatchObject({ card_number: 2, verdict: 'win' });
    const answer = history.body.results.find(
      (event) => event.type === 'check' && event.data.answers_claim !== undefined,
    );
    expect(answer?.data).toMatchObject({ card_number: 2, answers_claim: claim!.data.called_count });
    const record = await callApi<{ replay: { agrees: boolean } }>(
      central.url,
      'GET',
      `/games/${onCentral.id}/record/`,
      agentToken,
    );
    expect(record.body.replay.agrees).toBe(true);
  });
});
