import type { Browser, Page } from '@playwright/test';
import { axeFor } from './axe';
import { uniqueName } from './accounts';
import type { ApiSession } from './api-helpers';
import { appUrl, expect, PHONE, test } from './fixtures';
import { localeTexts, useLanguage } from './locale-texts';
import { picture } from './pictures';
import { storeSettings } from './stored-settings';

// Issue 38 item 3 (decision 053): the till's devices panel. An Amharic till sees its shop's TVs
// (connected, last ball, how far behind) and the phones on the game; a TV whose page closes is
// flagged within 5 s; a TV is unpaired from the panel, by keyboard.

const am = localeTexts('am');
const FLAGGED_WITHIN_MS = 5_000;

/** A TV on its own device, paired by typing the till's code on its /tv page. */
async function pairedTv(browser: Browser, cashierApi: ApiSession, shopId: number): Promise<Page> {
  const { code } = await cashierApi.post<{ code: string }>('/displays/pairing_codes/', {
    shop_id: shopId,
  });
  const context = await browser.newContext({
    baseURL: appUrl(),
    viewport: { width: 960, height: 540 },
  });
  const tv = await context.newPage();
  await tv.goto('/tv');
  await tv.locator('input').first().fill(code);
  await tv.keyboard.press('Enter');
  await expect(tv.getByTestId('tv-display')).toBeVisible();
  return tv;
}

/** Draws one ball through the API and pauses again: the till on screen draws nothing itself. */
async function drawOne(cashierApi: ApiSession, gameId: number): Promise<string> {
  const state = await cashierApi.get<{ state: string }>(`/games/${gameId}/`);
  if (state.state === 'paused') await cashierApi.post(`/games/${gameId}/resume/`);
  const ball = await cashierApi.post<{ number: number; letter: string }>(`/games/${gameId}/draw/`);
  await cashierApi.post(`/games/${gameId}/pause/`);
  return `${ball.letter}${ball.number}`;
}

test("the till's devices: TVs connected, a closed TV flagged within 5 s, phones, unpair", async ({
  browser,
  asCashier: till,
  cashierApi,
}) => {
  test.setTimeout(150_000);
  const shopId = await cashierApi.createShop(uniqueName('Devices Hall'));
  // The longest interval: the till on screen never draws before the test does.
  await cashierApi.setGameSettings(shopId, { call_interval: 20 });
  const gameId = await cashierApi.startGame(shopId);
  const wall = await pairedTv(browser, cashierApi, shopId);
  const door = await pairedTv(browser, cashierApi, shopId);
  await drawOne(cashierApi, gameId);
  const second = await drawOne(cashierApi, gameId);

  const { results } = await cashierApi.get<{ results: { card_number: number; path: string }[] }>(
    `/shops/${shopId}/card_links/?from=1&to=1`,
  );
  const phone = await (await browser.newContext({ baseURL: appUrl(), viewport: PHONE })).newPage();
  await phone.goto(results[0]!.path);
  await expect(phone.getByTestId('player-count')).toContainText('2');

  await till.setViewportSize({ width: 1024, height: 768 });
  await storeSettings(till, { soundEnabled: false });
  await useLanguage(till, 'am');
  await till.goto(`/play?game=${gameId}`);
  const panel = till.getByTestId('shop-devices');
  await expect(panel.getByRole('heading', { name: am('devices.title') })).toBeVisible();
  const tvs = panel.getByTestId('device-tv');
  const wallRow = tvs.filter({ hasText: 'TV 1' });
  const doorRow = tvs.filter({ hasText: 'TV 2' });

  await test.step('both TVs connected, up to date with the last ball; the phone counted', async () => {
    await expect(tvs).toHaveCount(2);
    for (const row of [wallRow, doorRow]) {
      await expect(row.getByTestId('device-tv-status')).toHaveText(am('devices.connected'));
      await expect(row.getByTestId('device-tv-ball')).toHaveText(
        `${am('devices.lastBall', { ball: second })} · ${am('devices.upToDate')}`,
      );
    }
    await expect(panel.getByTestId('devices-phones')).toHaveText(
      am('devices.phones_one', { count: '1' }),
    );
    const axe = await axeFor(till).include('[data-testid="shop-devices"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });

  await test.step('a TV whose page closes is flagged within 5 s, and falls behind', async () => {
    await door.context().close();
    await expect(doorRow.getByTestId('device-tv-status')).toHaveText(am('devices.disconnected'), {
      timeout: FLAGGED_WITHIN_MS,
    });
    await expect(doorRow).toHaveAttribute('data-connected', 'false');
    await expect(wallRow).toHaveAttribute('data-connected', 'true');
    const third = await drawOne(cashierApi, gameId);
    await expect(doorRow.getByTestId('device-tv-ball')).toHaveText(
      `${am('devices.lastBall', { ball: second })} · ${am('devices.behind_one', { count: '1' })}`,
    );
    await expect(wallRow.getByTestId('device-tv-ball')).toHaveText(
      `${am('devices.lastBall', { ball: third })} · ${am('devices.upToDate')}`,
    );
    // Under the caller's controls, a dropped TV first: on a 1024 x 768 till its flag is in sight
    // without scrolling.
    await expect(tvs.first()).toContainText('TV 2');
    await expect(doorRow.getByTestId('device-tv-status')).toBeInViewport({ ratio: 1 });
    await picture(till, 'device-health-am-1024.png');
    await till.setViewportSize({ width: 1920, height: 1080 });
    await picture(till, 'device-health-am-1920.png');
    await till.setViewportSize(PHONE);
    await picture(till, 'device-health-am-390.png', { fullPage: true });
    await till.getByRole('button', { name: am('tvPairing.open'), exact: true }).click();
    const dialog = till.getByRole('dialog', { name: am('tvPairing.title') });
    await expect(dialog.getByTestId('device-tv')).toHaveCount(2);
    await picture(till, 'device-health-am-dialog-390.png');
    await till.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await till.setViewportSize({ width: 1024, height: 768 });
  });

  await test.step('the list tells when it cannot be read, and reads again', async () => {
    await till.route('**/api/v1/displays/devices/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await expect(panel.getByRole('alert')).toHaveText(am('devices.error'), { timeout: 10_000 });
    await till.unroute('**/api/v1/displays/devices/**');
    await panel.getByRole('button', { name: am('common.retry') }).click();
    await expect(panel.getByRole('alert')).toHaveCount(0);
  });

  await test.step('unpair by keyboard: Escape keeps the TV, the confirm unpairs it', async () => {
    const unpairDoor = panel.getByRole('button', {
      name: am('devices.unpairNamed', { name: 'TV 2' }),
    });
    await unpairDoor.focus();
    await till.keyboard.press('Enter');
    const question = till.getByRole('dialog', { name: am('devices.unpairTitle') });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: am('common.cancel') })).toBeFocused();
    await till.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(unpairDoor).toBeFocused();
    await expect(tvs).toHaveCount(2);

    await till.keyboard.press('Enter');
    await till.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: am('devices.unpair') })).toBeFocused();
    await till.keyboard.press('Enter');
    await expect(tvs).toHaveCount(1);
    await expect(doorRow).toHaveCount(0);
  });

  await test.step('the connected TV unpaired from the panel goes back to its pairing form', async () => {
    await wallRow
      .getByRole('button', { name: am('devices.unpairNamed', { name: 'TV 1' }) })
      .click();
    await till
      .getByRole('dialog', { name: am('devices.unpairTitle') })
      .getByRole('button', { name: am('devices.unpair') })
      .click();
    await expect(panel.getByTestId('devices-no-tv')).toHaveText(am('devices.none'));
    await expect(wall.getByTestId('tv-display')).toHaveCount(0, { timeout: 15_000 });
    expect(await wall.evaluate(() => localStorage.getItem('tvDisplayToken'))).toBeNull();
    await picture(till, 'device-health-am-empty-1024.png');
  });

  await cashierApi.endGame(gameId);
  await phone.context().close();
  await wall.context().close();
});
