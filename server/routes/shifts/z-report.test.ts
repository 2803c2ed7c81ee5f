import { describe, expect, it } from 'vitest';
import { drawerLines } from '@core/shifts/z-lines';
import type { Shift } from '@core/schemas/shifts';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { drawUntilCornersOut, recordWin } from '../../../tests/support/jackpot-games';
import { countOf, shiftCalls, shiftHall, type ShiftHall } from '../../../tests/support/shift-hall';
import type { Session } from '../../../tests/support/test-app';

// Issue 39: the Z's lines lead from the float to the expected cash, and every Z stays reachable.
const t = appForFile({}, { checkLedger: true });
const { post, get } = shiftCalls(t);

/** A game of ten cards at 10.00 with an 80 % prize, won by card 1 on its four corners. */
async function wonGame(as: Session, shopId: number): Promise<void> {
  const started = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as,
    body: {
      amount: 100,
      shop_id: shopId,
      cards: Array.from({ length: 10 }, (_, i) => i + 1),
      card_value: 10,
      win_percentage: 80,
    },
  });
  expect(started.statusCode, started.body).toBe(201);
  const gameId = started.json<{ game_id: number }>().game_id;
  await drawUntilCornersOut(t.app, t.db, as, gameId, 1);
  const won = await recordWin(t.app, as, gameId, 1);
  expect(won.statusCode, won.body).toBe(200);
}

/** Opens a shift with a float and closes it with a count of `counted`; answers its Z. */
async function closedShift(h: ShiftHall, float: number, counted: number): Promise<Shift> {
  const opened = await post(h.asCashier, '/', { shop_id: h.shop.id, float });
  expect(opened.statusCode, opened.body).toBe(201);
  const id = opened.json<Shift>().id;
  const z = await post(h.asCashier, `/${id}/count/`, { count: countOf(counted), note: 'Test' });
  expect(z.statusCode, z.body).toBe(200);
  return z.json<Shift>();
}

describe('the Z’s drawer lines', () => {
  it('add up from the float to the expected cash: pools in, prizes and pay-outs out, fees apart', async () => {
    const h = await shiftHall(t, 0);
    const opened = await post(h.asCashier, '/', { shop_id: h.shop.id, float: 500 });
    const id = opened.json<Shift>().id;
    for (let i = 0; i < 3; i += 1) await wonGame(h.asCashier, h.shop.id);
    const paid = await post(h.asCashier, `/${id}/cash_moves/`, {
      kind: 'pay_out',
      amount: 50,
      reason: 'Cleaning supplies',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const z = (
      await post(h.asCashier, `/${id}/count/`, { count: countOf(410), note: 'A player left' })
    ).json<Shift>();
    expect(z.cash).toMatchObject({
      float: 500,
      pools: 300,
      prizes_from_pools: -240,
      takings: 60,
      pay_outs: -50,
      expected: 510,
    });
    const report = drawerLines(z.cash!);
    expect(report.lines.find((line) => line.key === 'pools')?.amount).toBe(300);
    expect(report.lines.find((line) => line.key === 'prizesPaid')?.amount).toBe(-240);
    expect(report.sum).toBe(510);
    expect(z.count).toMatchObject({ expected: 510, counted: 410, difference: -100 });
    // The fee came from the cashier's balance: it is on the Z, on no line of the drawer.
    expect(z.games.fees).toBeGreaterThan(0);
    expect(500 + 300 - 240 - 50).toBe(z.count!.expected);
    // The agent reads the same lines.
    const seen = (await get(h.asAgent, `/${id}/`)).json<Shift>();
    expect(drawerLines(seen.cash!)).toEqual(report);
    // Three games drawn ball by ball.
  }, 60_000);
});

describe('the Z history', () => {
  it('lists the counted shifts of the caller’s shops only, newest first, a page at a time', async () => {
    const h = await shiftHall(t, 0);
    const second = await t.createShop(h.cashier, { cash: 0 });
    const first = await closedShift(h, 100, 100);
    const other = await closedShift({ ...h, shop: second }, 40, 40);
    const latest = await closedShift(h, 100, 90);
    // An open shift has no Z yet: not in the history.
    await post(h.asCashier, '/', { shop_id: h.shop.id, float: 90 });
    const stranger = await shiftHall(t, 0);
    const foreign = await closedShift(stranger, 70, 70);
    // Another cashier of the same agent: the agent sees its Z, the first cashier does not.
    const colleague = await t.createUser({
      role: 'cashier',
      agentId: h.agent.agentId!,
      balance: 0,
    });
    const colleagueShop = await t.createShop(colleague, { cash: 0 });
    const colleagueZ = await closedShift(
      { ...h, cashier: colleague, shop: colleagueShop, asCashier: await t.loginAs(colleague) },
      10,
      10,
    );

    const history = (await get(h.asCashier, '/?counted=true')).json();
    expect(history.results.map((s: Shift) => s.id)).toEqual([latest.id, other.id, first.id]);
    expect(history.results.map((s: Shift) => s.z_number)).toEqual(['Z-0002', 'Z-0001', 'Z-0001']);
    expect(history.count).toBe(3);
    const paged = (await get(h.asCashier, '/?counted=true&page_size=1&page=2')).json();
    expect(paged).toMatchObject({ count: 3, page: 2, page_size: 1 });
    expect(paged.results.map((s: Shift) => s.id)).toEqual([other.id]);
    // The cashier reopens its Z (for a reprint) with its lines; another's answers 404.
    const again = await get(h.asCashier, `/${first.id}/`);
    expect(again.json<Shift>().cash?.expected).toBe(100);
    expect((await get(h.asCashier, `/${foreign.id}/`)).statusCode).toBe(404);
    expect((await get(h.asCashier, `/${colleagueZ.id}/`)).statusCode).toBe(404);

    const overseen = (await get(h.asAgent, '/?counted=true')).json();
    const ids = overseen.results.map((s: Shift) => s.id);
    expect(ids).toEqual(expect.arrayContaining([latest.id, other.id, first.id, colleagueZ.id]));
    expect(ids).not.toContain(foreign.id);
    expect((await get(h.asAgent, `/${foreign.id}/`)).statusCode).toBe(404);
    expect((await get(stranger.asAgent, `/${first.id}/`)).statusCode).toBe(404);
  }, 60_000);
});
