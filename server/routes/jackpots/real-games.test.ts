import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import * as balances from '../../../tests/support/balances';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import {
  CORNERS_ONLY,
  cornersOf,
  drawUntilCornersOut,
  recordWin,
  PAYS_ON_CORNERS,
} from '../../../tests/support/jackpot-games';
import { winCornersByHand } from '../../../tests/support/report-data';
import { appForFile } from '../../../tests/support/app-for-file';
import { hallStaff } from '../../../tests/support/hall-staff';
import { type Session, type TestShop, type TestUser } from '../../../tests/support/test-app';
import { ledgerEntries } from '../../db/schema';

// Issue 19, findings 1-3: jackpots grow and pay only for real games, decided by the server alone.
const randomAnswers: number[] = [];
let agent: TestUser;
let cashier: TestUser;
let agentSession: Session;
let session: Session;
let shop: TestShop;
const t = appForFile({ jackpotRandomInt: () => randomAnswers.shift() ?? 1 });
beforeAll(async () => {
  ({
    agent,
    cashier,
    asAgent: agentSession,
    asCashier: session,
  } = await hallStaff(t, { agentBalance: 5000, cashierBalance: 500 }));
  shop = await t.createShop(cashier, { cash: 0 });
});
afterEach(async () => {
  randomAnswers.length = 0;
  // Every jackpot of the test ends, so the next test starts with none running in the shop.
  const list = (
    await call(t.app, 'GET', '/api/v1/agents/my_jackpots/', { as: agentSession })
  ).json();
  for (const jackpot of list as { id: number; is_active: boolean }[])
    if (jackpot.is_active) await setJackpot(jackpot.id, { is_active: false });
  expect(await t.checkLedger()).toEqual([]);
});

const agentBalance = () => balances.agentBalance(t.db, agent.agentId!);
const cashierBalance = () => balances.cashierBalance(t.db, cashier.cashierId!);
const shopCash = () => balances.shopCash(t.db, shop.id);
const createJackpot = async (body: Record<string, unknown>) => {
  const response = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: agentSession,
    body: { shop_id: shop.id, ...PAYS_ON_CORNERS, ...body },
  });
  expect(response.statusCode).toBe(201);
  return response.json().jackpot as { id: number; amount: number; min_pool: number };
};
const setJackpot = (id: number, body: Record<string, unknown>) =>
  call(t.app, 'PUT', `/api/v1/agents/jackpots/${id}/`, { as: agentSession, body });
const jackpotAmount = async (id: number) =>
  (await call(t.app, 'GET', '/api/v1/agents/my_jackpots/', { as: agentSession }))
    .json()
    .find((j: { id: number }) => j.id === id).amount as number;
/** Two named cards (7 and 8) at 10.00, 80 %: pool 20, fee 0.80 raised to the minimum fee 1.00. */
const namedGame = (body: Record<string, unknown> = {}) =>
  startGame(t.app, session, {
    amount: 20,
    cards: [7, 8],
    card_value: 10,
    shop_id: shop.id,
    win_conditions: CORNERS_ONLY,
    ...body,
  });
const payouts = (status: string, as = agentSession) =>
  call(t.app, 'GET', `/api/v1/agents/jackpot_payouts/?status=${status}`, { as });
const decide = (id: number, action: 'approve' | 'reject', body: unknown = {}, as = agentSession) =>
  call(t.app, 'POST', `/api/v1/agents/jackpot_payouts/${id}/${action}/`, { as, body });
/** The game's last logged event, and whether its record's replay agrees with the stored game. */
const lastLogged = async (gameId: number) => {
  const history = await call(t.app, 'GET', `/api/v1/games/${gameId}/history/?page_size=500`, {
    as: agentSession,
  });
  const record = await call(t.app, 'GET', `/api/v1/games/${gameId}/record/`, { as: agentSession });
  return { event: history.json().results.at(-1), agrees: record.json().replay.agrees };
};

describe('a jackpot grows only for a real game, once, at the first ball the server draws', () => {
  it('does not grow for {amount}-only starts, hand calls, or a second draw (finding 1)', async () => {
    const jackpot = await createJackpot({
      amount: 10,
      jackpot_type: 'cumulative',
      bonus_amount: 5,
    });
    const agentBefore = await agentBalance();
    // The pump: a free {amount: 0.01} start, one number by hand, cancel.
    for (let i = 0; i < 3; i += 1) {
      const gameId = await startGame(t.app, session, { amount: 0.01, shop_id: shop.id });
      await gameCall(t.app, session, gameId, 'mark', { number: 5, called: true });
      expect(
        (await gameCall(t.app, session, gameId, 'cancel', { reason: 'Pump test' })).statusCode,
      ).toBe(200);
    }
    // Even drawn balls do not grow it for a game that named no cards.
    const unnamed = await startGame(t.app, session, { amount: 50, shop_id: shop.id });
    await gameCall(t.app, session, unnamed, 'draw');
    expect(await jackpotAmount(jackpot.id)).toBe(10);
    expect(await agentBalance()).toBe(agentBefore);

    // A named game: hand calls grow nothing; the first drawn ball grows it once.
    const gameId = await namedGame();
    await gameCall(t.app, session, gameId, 'mark', { number: 5, called: true });
    expect(await jackpotAmount(jackpot.id)).toBe(10);
    await gameCall(t.app, session, gameId, 'draw');
    expect(await jackpotAmount(jackpot.id)).toBe(15);
    await gameCall(t.app, session, gameId, 'draw');
    const reset = await gameCall(t.app, session, gameId, 'reset', { reason: 'Machine jammed' });
    expect(reset.statusCode).toBe(200);
    await gameCall(t.app, session, gameId, 'draw');
    expect(await jackpotAmount(jackpot.id)).toBe(15);
    expect(agentBefore - (await agentBalance())).toBe(500n);
  });

  it("needs the minimum fee and the jackpot's min_pool, which the agent sets and reads", async () => {
    const jackpot = await createJackpot({
      amount: 10,
      jackpot_type: 'cumulative',
      bonus_amount: 2,
      min_pool: 100,
    });
    expect(jackpot.min_pool).toBe(100);
    // Pool 20: below the jackpot's minimum pool.
    await gameCall(t.app, session, await namedGame(), 'draw');
    expect(await jackpotAmount(jackpot.id)).toBe(10);
    // Pool 100 at 80 % paid a fee of 4.00; the admin then raises the minimum fee to 5.00, so the
    // game paid less than the minimum when its first ball is drawn.
    const underpaid = await namedGame({ amount: 100, card_value: 50 });
    const admin = await t.loginAs(await t.createUser({ role: 'admin' }));
    const raise = (min_fee: number) =>
      call(t.app, 'PUT', '/api/v1/admin/fee_rules/', {
        as: admin,
        body: { min_fee, min_fee_percent: 5 },
      });
    expect((await raise(5)).statusCode).toBe(200);
    await gameCall(t.app, session, underpaid, 'draw');
    expect(await jackpotAmount(jackpot.id)).toBe(10);
    expect((await raise(1)).statusCode).toBe(200);
    // Pool 100 at 80 %: it counts.
    await gameCall(t.app, session, await namedGame({ amount: 100, card_value: 50 }), 'draw');
    expect(await jackpotAmount(jackpot.id)).toBe(12);

    const lowered = await setJackpot(jackpot.id, { min_pool: 20 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toMatchObject({ min_pool: 20, is_active: true });
    await gameCall(t.app, session, await namedGame(), 'draw');
    expect(await jackpotAmount(jackpot.id)).toBe(14);
    expect((await setJackpot(jackpot.id, { min_pool: -1 })).statusCode).toBe(400);
  });
});

describe('a jackpot triggers only on a real game', () => {
  it('never pays on an {amount}-only game, whatever card the cashier names (finding 3)', async () => {
    await createJackpot({ amount: 30, frequency: 1 });
    const gameId = await startGame(t.app, session, {
      amount: 50,
      shop_id: shop.id,
      win_conditions: CORNERS_ONLY,
    });
    expect((await getGame(t.app, session, gameId)).cards_named).toBe(false);
    await drawUntilCornersOut(t.app, t.db, session, gameId, 7375);
    randomAnswers.push(0);
    const won = await recordWin(t.app, session, gameId, 7375);
    expect(won.statusCode).toBe(200);
    expect(won.json().jackpot_amount).toBeUndefined();
  });

  it('pays a win on drawn balls whatever the drawer holds (finding 2)', async () => {
    const jackpot = await createJackpot({ amount: 30, frequency: 1 });
    // The cashier empties the drawer: it must neither stop nor delay the payout. In an open shift
    // the count is blind, so it drops to the bank what the agent sees the drawer hold.
    const live = (await call(t.app, 'GET', '/api/v1/shops/my_shops/', { as: agentSession })).json();
    const shift = await call(t.app, 'GET', `/api/v1/shifts/current/?shop_id=${shop.id}`, {
      as: session,
    });
    const emptied = await call(t.app, 'POST', `/api/v1/shifts/${shift.json().id}/cash_moves/`, {
      as: session,
      body: { kind: 'drop', amount: live[0].amount_avalaible, reason: 'To the bank' },
    });
    expect(emptied.statusCode).toBe(200);
    expect(await shopCash()).toBe(0n);
    const cashierBefore = await cashierBalance();
    const gameId = await namedGame();
    await drawUntilCornersOut(t.app, t.db, session, gameId, 7);
    randomAnswers.push(0);
    const won = await recordWin(t.app, session, gameId, 7);
    expect(won.json()).toMatchObject({ status: 'Bingo win recorded', jackpot_amount: 30 });
    expect((await cashierBalance()) - cashierBefore).toBe(3_000n - 100n);
    // The drawer held the cut (4.00) only: the other 26.00 handed out is recorded as cash brought.
    expect(await shopCash()).toBe(0n);
    const brought = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.kind, 'jackpot_cash_brought'),
          eq(ledgerEntries.reference, `game:${gameId}`),
        ),
      );
    expect(brought.map((e) => e.amountCents)).toEqual([2_600n]);
    expect((await getGame(t.app, session, gameId)).cards_named).toBe(true);
    const happen = await call(t.app, 'GET', `/api/v1/agents/is_jackpot_happen?game_id=${gameId}`, {
      as: session,
    });
    expect(happen.json()).toMatchObject({ status: 'Jackpot happen', jackpot_id: jackpot.id });
  });

  it('never triggers on a win that needed a hand call among drawn balls', async () => {
    await createJackpot({ amount: 30, frequency: 1 });
    const gameId = await namedGame();
    await gameCall(t.app, session, gameId, 'draw');
    for (const number of cornersOf(7))
      await gameCall(t.app, session, gameId, 'mark', { number, called: true });
    randomAnswers.push(0, 0);
    const won = await recordWin(t.app, session, gameId, 7);
    expect(won.statusCode).toBe(200);
    expect(won.json().jackpot_amount).toBeUndefined();
    expect((await payouts('pending')).json()).toEqual([]);
  });
});

describe('a jackpot triggered where every ball was called by hand waits for the agent', () => {
  it('pays only once the agent approves, and only the agent of the jackpot', async () => {
    const jackpot = await createJackpot({ amount: 30, frequency: 1 });
    const cashierBefore = await cashierBalance();
    const gameId = await namedGame();
    randomAnswers.push(0);
    const won = await winCornersByHand(t.app, session, gameId);
    expect(won.jackpot_amount).toBeUndefined();
    expect(won.jackpot_pending).toBe(true);
    expect((await cashierBalance()) - cashierBefore).toBe(-100n);

    const pending = (await payouts('pending')).json();
    expect(pending).toEqual([
      expect.objectContaining({
        jackpot_id: jackpot.id,
        game_id: gameId,
        amount: 30,
        status: 'pending',
        shop_name: shop.name,
        cashier_username: cashier.username,
      }),
    ]);
    const stranger = await t.loginAs(await t.createUser({ role: 'agent', balance: 1 }));
    expect((await payouts('pending', stranger)).json()).toEqual([]);
    expect((await decide(pending[0].id, 'approve', {}, stranger)).statusCode).toBe(404);
    expect((await payouts('pending', session)).statusCode).toBe(403);

    // While it waits the jackpot neither triggers again nor can be released.
    const second = await namedGame();
    randomAnswers.push(0);
    expect((await winCornersByHand(t.app, session, second)).jackpot_pending).toBeUndefined();
    expect((await setJackpot(jackpot.id, { is_active: false })).statusCode).toBe(409);

    const approved = await decide(pending[0].id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', amount: 30 });
    expect(await lastLogged(gameId)).toEqual({
      event: expect.objectContaining({
        type: 'jackpot',
        user: expect.objectContaining({ username: agent.username }),
        data: {
          payout_id: pending[0].id,
          jackpot_id: jackpot.id,
          amount_cents: '3000',
          decision: 'approved',
        },
      }),
      agrees: true,
    });
    expect((await cashierBalance()) - cashierBefore).toBe(3_000n - 200n);
    expect((await decide(pending[0].id, 'approve')).statusCode).toBe(409);
    expect((await decide(pending[0].id, 'reject', { reason: 'Too late' })).statusCode).toBe(409);
    const happen = await call(t.app, 'GET', `/api/v1/agents/is_jackpot_happen?game_id=${gameId}`, {
      as: agentSession,
    });
    expect(happen.json()).toMatchObject({ status: 'Jackpot happen', amount: 30 });
    expect(await jackpotAmount(jackpot.id)).toBe(0);
  });

  it('a rejection needs a visible reason and leaves the jackpot running', async () => {
    const jackpot = await createJackpot({ amount: 30, frequency: 1 });
    const cashierBefore = await cashierBalance();
    randomAnswers.push(0);
    const gameId = await namedGame();
    expect((await winCornersByHand(t.app, session, gameId)).jackpot_pending).toBe(true);
    const [payout] = (await payouts('pending')).json();
    const invisible = await decide(payout.id, 'reject', { reason: '\u200b\u200b\u200b' });
    expect(invisible.statusCode).toBe(400);
    expect((await decide(payout.id, 'reject', { reason: '  ab ' })).statusCode).toBe(400);
    const rejected = await decide(payout.id, 'reject', { reason: 'Balls never drawn' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Balls never drawn' });
    expect(await lastLogged(gameId)).toEqual({
      event: expect.objectContaining({
        type: 'jackpot',
        data: expect.objectContaining({ decision: 'rejected', reason: 'Balls never drawn' }),
      }),
      agrees: true,
    });
    expect((await payouts('rejected')).json()[0]).toMatchObject({ id: payout.id });
    expect((await payouts('pending')).json()).toEqual([]);
    expect((await cashierBalance()) - cashierBefore).toBe(-100n);
    expect(await jackpotAmount(jackpot.id)).toBe(30);
  });
});

describe('{amount}-only games', () => {
  it('are marked on the game, the lists and the reports, and the agent may refuse them', async () => {
    const gameId = await startGame(t.app, session, { amount: 10, shop_id: shop.id });
    const list = (await call(t.app, 'GET', '/api/v1/games/my_games/', { as: session })).json();
    expect(list.find((g: { id: number }) => g.id === gameId)).toMatchObject({ cards_named: false });
    const record = (
      await call(t.app, 'GET', `/api/v1/games/${gameId}/record/`, { as: session })
    ).json();
    expect(record.game.cards_named).toBe(false);
    const report = (
      await call(t.app, 'GET', '/api/v1/reports/games/', { as: agentSession })
    ).json();
    expect(report.results.find((g: { id: number }) => g.id === gameId)).toMatchObject({
      cards_named: false,
    });
    await gameCall(t.app, session, gameId, 'cancel', { reason: 'Pump test' });

    const rules = `/api/v1/shops/${shop.id}/rules/`;
    expect((await call(t.app, 'GET', rules, { as: agentSession })).json()).toMatchObject({
      unnamed_cards: 'allow',
    });
    const refuse = { late_claims: 'allow', max_resets: 1, unnamed_cards: 'refuse' };
    expect((await call(t.app, 'PUT', rules, { as: session, body: refuse })).statusCode).toBe(403);
    const set = await call(t.app, 'PUT', rules, { as: agentSession, body: refuse });
    expect(set.json()).toMatchObject({ unnamed_cards: 'refuse' });
    const refused = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: { amount: 10, shop_id: shop.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'cards_required' });
    const named = await namedGame();
    expect(
      (await gameCall(t.app, session, named, 'cancel', { reason: 'Test over' })).statusCode,
    ).toBe(200);
    // A rules change without the field keeps it.
    await call(t.app, 'PUT', rules, {
      as: agentSession,
      body: { late_claims: 'allow', max_resets: 1 },
    });
    expect((await call(t.app, 'GET', rules, { as: agentSession })).json().unnamed_cards).toBe(
      'refuse',
    );
    await call(t.app, 'PUT', rules, {
      as: agentSession,
      body: { ...refuse, unnamed_cards: 'allow' },
    });
  });
});
