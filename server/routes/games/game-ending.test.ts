import { beforeAll, describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { call } from '../../../tests/support/api';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { appForFile } from '../../../tests/support/app-for-file';
import { hallStaff } from '../../../tests/support/hall-staff';
import type { Session, TestShop } from '../../../tests/support/test-app';

const t = appForFile({}, { checkLedger: true });
let session: Session;
let agentSession: Session;
let adminSession: Session;
let otherAgentSession: Session;
let cashierId: number;
let shop: TestShop;
const rowOnly = { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false };
const rowOf7 = (cardForNumber(7, 'standard')[1] as number[]).slice();
const reason = 'Hall closing early';

const newGame = () =>
  startGame(t.app, session, {
    amount: 240,
    cards: Array.from({ length: 24 }, (_, i) => i + 1),
    card_value: 10,
    shop_id: shop.id,
    win_conditions: rowOnly,
  });
const mark = async (id: number, numbers: number[], called = true) => {
  for (const number of numbers)
    expect((await gameCall(t.app, session, id, 'mark', { number, called })).statusCode).toBe(200);
};
const check = async (id: number, card: number) =>
  (await gameCall(t.app, session, id, 'check', { card_number: card })).json();
const setRules = (rules: Record<string, unknown>) =>
  call(t.app, 'PUT', `/api/v1/shops/${shop.id}/rules/`, { as: agentSession, body: rules });
const eventCount = async (id: number) =>
  (await call(t.app, 'GET', `/api/v1/games/${id}/history/?page_size=500`, { as: session })).json()
    .results.length as number;
const myCashier = async () =>
  (
    (await call(t.app, 'GET', '/api/v1/agents/my_cashiers/', { as: agentSession })).json() as {
      id: number;
      running_game_ids: number[];
    }[]
  ).find((c) => c.id === cashierId)!;

beforeAll(async () => {
  const staff = await hallStaff(t, { cashierBalance: 5000 });
  ({ asCashier: session, asAgent: agentSession } = staff);
  cashierId = staff.cashier.cashierId!;
  adminSession = await t.signIn({ role: 'admin' });
  otherAgentSession = await t.signIn({ role: 'agent' });
  shop = await t.createShop(staff.cashier);
});

describe('a reason', () => {
  it('needs three visible characters: zero-width and format characters do not count', async () => {
    const id = await newGame();
    await gameCall(t.app, session, id, 'draw');
    for (const blank of ['\u200b\u200b\u200b', 'a\u200d\u200db', ' \u2060\ufeff x  ', 'ab'])
      for (const action of ['reset', 'close', 'cancel']) {
        const refused = await gameCall(t.app, session, id, action, { reason: blank });
        expect(refused.statusCode, `${action} ${JSON.stringify(blank)}`).toBe(400);
        expect(refused.json().code).toBe('invalid_request');
      }
    expect((await gameCall(t.app, session, id, 'reset', { reason: 'Bal' })).statusCode).toBe(200);
    expect((await gameCall(t.app, session, id, 'cancel', { reason: 'ሰዓት' })).statusCode).toBe(200);
  });

  it('is needed to cancel a played game, not one before any call', async () => {
    const unplayed = await newGame();
    expect((await gameCall(t.app, session, unplayed, 'cancel')).statusCode).toBe(200);
    const played = await newGame();
    await gameCall(t.app, session, played, 'draw');
    const refused = await gameCall(t.app, session, played, 'cancel', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('reason_required');
    expect((await getGame(t.app, session, played)).status).toBe('active');
    expect((await gameCall(t.app, session, played, 'cancel', { reason })).statusCode).toBe(200);
  });
});

describe('no winner wiped', () => {
  it('reset, close and cancel answer 409 with the cards holding an unclaimed win', async () => {
    const id = await newGame();
    await mark(id, rowOf7);
    for (const action of ['reset', 'close', 'cancel']) {
      const refused = await gameCall(t.app, session, id, action, { reason });
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'unclaimed_winner',
        details: { card_numbers: expect.arrayContaining([7]) },
      });
    }
    expect(await getGame(t.app, session, id)).toMatchObject({ status: 'active', reset_count: 0 });
    const win = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: { game_id: id, card_number: 7 },
    });
    expect(win.statusCode).toBe(200);
  });

  it('lets a game end when the win was refused under the claim rules (late or blocked)', async () => {
    await setRules({ late_claims: 'refuse', max_resets: 1 });
    try {
      const id = await newGame();
      await mark(id, rowOf7);
      const offRow = Array.from({ length: 75 }, (_, i) => i + 1).find(
        (n) => !cardForNumber(7, 'standard').flat().includes(n),
      )!;
      await mark(id, [offRow]);
      expect(await check(id, 7)).toMatchObject({ verdict: 'late' });
      const closed = await gameCall(t.app, session, id, 'close', { reason });
      expect(closed.statusCode).toBe(200);
    } finally {
      await setRules({ late_claims: 'allow', max_resets: 1 });
    }
  });
});

describe('a game that can always end', () => {
  it('keeps a card whose check won: its hand call stays, no block, no reset, the win ends the game', async () => {
    const id = await newGame();
    await mark(id, rowOf7);
    expect(await check(id, 7)).toMatchObject({ verdict: 'win' });
    // Taking back a hand call the win relied on would make the bingo vanish.
    const uncall = await gameCall(t.app, session, id, 'mark', {
      number: rowOf7[0],
      called: false,
    });
    expect(uncall.statusCode).toBe(409);
    expect(uncall.json()).toMatchObject({
      code: 'win_relies_on_call',
      details: { card_numbers: [7] },
    });
    const block = await gameCall(t.app, session, id, 'block', { card_number: 7 });
    expect(block.statusCode).toBe(409);
    expect(block.json().code).toBe('card_won_check');
    expect((await getGame(t.app, session, id)).blocked_cards).toEqual([]);
    const reset = await gameCall(t.app, session, id, 'reset', { reason });
    expect(reset.json().code).toBe('reset_after_win');
    for (const ending of ['close', 'cancel'] as const) {
      const refused = await gameCall(t.app, session, id, ending, { reason });
      expect(refused.json().code, ending).toBe('unclaimed_winner');
    }
    const won = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: { game_id: id, card_number: 7 },
    });
    expect(won.statusCode).toBe(200);
    const record = await call(t.app, 'GET', `/api/v1/games/${id}/record/`, { as: agentSession });
    expect(record.json().replay).toMatchObject({ agrees: true });
  });

  it('answers 409 to checks and blocks on an ended game and logs nothing', async () => {
    const cancelled = await newGame();
    await gameCall(t.app, session, cancelled, 'draw');
    await check(cancelled, 3);
    await gameCall(t.app, session, cancelled, 'cancel', { reason });
    const before = await eventCount(cancelled);
    const checked = await gameCall(t.app, session, cancelled, 'check', { card_number: 3 });
    expect(checked.statusCode).toBe(409);
    expect(checked.json().code).toBe('game_cancelled');
    const blocked = await gameCall(t.app, session, cancelled, 'block', { card_number: 3 });
    expect(blocked.statusCode).toBe(409);
    expect(await eventCount(cancelled)).toBe(before);

    const won = await newGame();
    await mark(won, rowOf7);
    await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: { game_id: won, card_number: 7 },
    });
    // A won game still takes other cards' claims on its ball (decision 030), never the winner's.
    const afterWin = await gameCall(t.app, session, won, 'check', { card_number: 7 });
    expect(afterWin.statusCode).toBe(409);
    expect(afterWin.json().code).toBe('winner_already_recorded');
    const next = await newGame();
    const afterNext = await gameCall(t.app, session, won, 'check', { card_number: 8 });
    expect(afterNext.statusCode).toBe(409);
    expect(afterNext.json().code).toBe('game_completed');
    await gameCall(t.app, session, next, 'cancel', {});
  });

  it("lets the agent and the admin pause, close and cancel its cashier's game, with a reason", async () => {
    const id = await newGame();
    await gameCall(t.app, session, id, 'draw');
    expect((await gameCall(t.app, otherAgentSession, id, 'pause', { reason })).statusCode).toBe(
      404,
    );
    const noReason = await gameCall(t.app, agentSession, id, 'pause');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().code).toBe('reason_required');
    const paused = await gameCall(t.app, agentSession, id, 'pause', { reason });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().state).toBe('paused');
    expect((await gameCall(t.app, agentSession, id, 'resume')).statusCode).toBe(403);
    expect((await gameCall(t.app, agentSession, id, 'draw')).statusCode).toBe(403);
    expect((await gameCall(t.app, agentSession, id, 'close', { reason })).statusCode).toBe(200);
    expect(await getGame(t.app, session, id)).toMatchObject({ status: 'completed' });

    const second = await newGame();
    await gameCall(t.app, session, second, 'draw');
    expect((await gameCall(t.app, adminSession, second, 'cancel', {})).statusCode).toBe(422);
    expect((await gameCall(t.app, adminSession, second, 'cancel', { reason })).statusCode).toBe(
      200,
    );
  });

  it("ends a deactivated cashier's running game, which its cashier list names", async () => {
    const id = await newGame();
    await gameCall(t.app, session, id, 'draw');
    expect((await myCashier()).running_game_ids).toEqual([id]);
    const off = await call(t.app, 'DELETE', `/api/v1/agents/cashiers/${cashierId}/`, {
      as: agentSession,
    });
    expect(off.statusCode).toBe(200);
    const cancelled = await gameCall(t.app, agentSession, id, 'cancel', { reason });
    expect(cancelled.statusCode).toBe(200);
    expect((await myCashier()).running_game_ids).toEqual([]);
    const log = (
      await call(t.app, 'GET', `/api/v1/games/${id}/history/?page_size=500`, { as: agentSession })
    ).json().results as { type: string; data: { reason?: string } }[];
    expect(log.find((e) => e.type === 'cancel')?.data.reason).toBe(reason);
  });
});

describe("a deactivated cashier's game holding an unclaimed win", () => {
  it('is ended by the admin recording the win; the admin still starts no game', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 500 });
    const own = await t.loginAs(cashier);
    const overseer = await t.loginAs(agent);
    const hall = await t.createShop(cashier);
    const id = await startGame(t.app, own, {
      amount: 20,
      cards: [7, 8],
      card_value: 10,
      shop_id: hall.id,
      win_conditions: rowOnly,
    });
    for (const number of rowOf7)
      expect((await gameCall(t.app, own, id, 'mark', { number, called: true })).statusCode).toBe(
        200,
      );
    const off = await call(t.app, 'PUT', `/api/v1/agents/cashiers/${cashier.cashierId}/`, {
      as: overseer,
      body: { is_active: false },
    });
    expect(off.statusCode).toBe(200);

    // No winner wiped: the agent's cancel is refused (its close would pay the win, decision 046:
    // stages-hold.test.ts), and the cashier is signed out.
    const refused = await gameCall(t.app, overseer, id, 'cancel', { reason });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'unclaimed_winner',
      details: { card_numbers: [7] },
    });
    const win = { game_id: id, card_number: 7 };
    expect(
      (await call(t.app, 'POST', '/api/v1/cashiers/play_game/', { as: own, body: win })).statusCode,
    ).toBe(401);

    // The admin runs every game: it records the win, and the game ends.
    const recorded = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: adminSession,
      body: win,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ game_id: id, win_amount: 16 });
    expect(await getGame(t.app, adminSession, id)).toMatchObject({
      status: 'completed',
      winner_card: 7,
    });

    // Only a cashier starts a game; the admin names the game whose win it records.
    const start = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: adminSession,
      body: { amount: 10, shop_id: hall.id },
    });
    expect(start.statusCode).toBe(403);
    const unnamed = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: adminSession,
      body: { card_number: 7 },
    });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().code).toBe('game_id_required');
  });
});
