import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import * as balances from '../../../tests/support/balances';
import {
  CORNERS_ONLY,
  drawUntilCornersOut,
  recordWin,
  PAYS_ON_CORNERS,
} from '../../../tests/support/jackpot-games';
import { gameCall, startGame } from '../../../tests/support/games';
import { appForFile } from '../../../tests/support/app-for-file';
import { hallStaff } from '../../../tests/support/hall-staff';
import { type Session, type TestShop, type TestUser } from '../../../tests/support/test-app';

// The jackpot decision's random source, injected: each value is the next randomInt() answer.
const randomAnswers: number[] = [];
let agent: TestUser;
let cashier: TestUser;
let agentSession: Session;
let session: Session;
let shop: TestShop;
const t = appForFile({ jackpotRandomInt: () => randomAnswers.shift() ?? 1 }, { checkLedger: true });
beforeAll(async () => {
  ({
    agent,
    cashier,
    asAgent: agentSession,
    asCashier: session,
  } = await hallStaff(t, { agentBalance: 1000, cashierBalance: 100 }));
  shop = await t.createShop(cashier, { cash: 500 });
});

const agentBalance = () => balances.agentBalance(t.db, agent.agentId!);
const cashierBalance = () => balances.cashierBalance(t.db, cashier.cashierId!);
const shopCash = () => balances.shopCash(t.db, shop.id);
const createJackpot = (body: Record<string, unknown>, as = agentSession) =>
  call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as,
    body: { shop_id: shop.id, ...PAYS_ON_CORNERS, ...body },
  });
const deactivate = (id: number) =>
  call(t.app, 'PUT', `/api/v1/agents/jackpots/${id}/`, {
    as: agentSession,
    body: { is_active: false },
  });

/** A game in the shop won by card 7's four corners, every ball drawn by the server. */
async function winGame(): Promise<{ gameId: number; response: ReturnType<typeof JSON.parse> }> {
  const gameId = await startGame(t.app, session, {
    amount: 20,
    cards: [7, 8],
    card_value: 10,
    shop_id: shop.id,
    win_conditions: CORNERS_ONLY,
  });
  await drawUntilCornersOut(t.app, t.db, session, gameId, 7);
  return { gameId, response: (await recordWin(t.app, session, gameId, 7)).json() };
}

const happen = async (as: Session, gameId?: number) =>
  (
    await call(
      t.app,
      'GET',
      `/api/v1/agents/is_jackpot_happen${gameId ? `?game_id=${gameId}` : ''}`,
      { as },
    )
  ).json();

describe('jackpots', () => {
  it('reserves the amount from the agent, refuses what it cannot cover and foreign shops', async () => {
    const before = await agentBalance();
    const response = await createJackpot({ amount: 25.5, message: 'Big one' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'Jackpot created successfully',
      status_code: 'jackpot_created',
      jackpot: {
        amount: 25.5,
        shop_id: shop.id,
        shop_name: shop.name,
        jackpot_type: 'random',
        bonus_amount: 0,
        frequency: 10,
        call_limit: 20,
        is_active: true,
        message: 'Big one',
        default_message: false,
        paid_at: null,
        paid_amount: null,
      },
    });
    expect(before - (await agentBalance())).toBe(2_550n);
    const list = (
      await call(t.app, 'GET', '/api/v1/agents/my_jackpots/', { as: agentSession })
    ).json();
    expect(list[0].id).toBe(response.json().jackpot.id);

    const tooMuch = await createJackpot({ amount: 100_000 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ error: 'Insufficient balance', code: 'insufficient_balance' });
    const stranger = await t.loginAs(await t.createUser({ role: 'agent', balance: 100 }));
    expect((await createJackpot({ amount: 1 }, stranger)).statusCode).toBe(404);

    // Deactivating releases the reserve; it cannot come back.
    const released = await deactivate(response.json().jackpot.id);
    expect(released.json()).toMatchObject({ is_active: false, amount: 0 });
    expect(await agentBalance()).toBe(before);
    const again = await call(
      t.app,
      'PUT',
      `/api/v1/agents/jackpots/${response.json().jackpot.id}/`,
      {
        as: agentSession,
        body: { is_active: true },
      },
    );
    expect(again.statusCode).toBe(409);
  });

  it('pays a random jackpot when the server draws its 1 in frequency', async () => {
    const created = (await createJackpot({ amount: 30, frequency: 5 })).json().jackpot;
    randomAnswers.push(3); // 3 of 0..4: no jackpot this time
    const miss = await winGame();
    expect(miss.response.jackpot_amount).toBeUndefined();
    expect(await happen(session, miss.gameId)).toEqual({ status: 'No jackpot' });

    const cashierBefore = await cashierBalance();
    const cashBefore = await shopCash();
    randomAnswers.push(0);
    const hit = await winGame();
    expect(hit.response).toMatchObject({ status: 'Bingo win recorded', jackpot_amount: 30 });
    // Fee of the game (20 pool, 80%: cut 4, 20 % is 0.80, so the minimum 1.00) taken, then 30 credited.
    expect((await cashierBalance()) - cashierBefore).toBe(3_000n - 100n);
    // The drawer took the cut (4) and paid the 30 in cash.
    expect((await shopCash()) - cashBefore).toBe(400n - 3_000n);
    // No message set: the English default, flagged so that clients word it in their language.
    const expected = {
      status: 'Jackpot happen',
      amount: 30,
      jackpot_id: created.id,
      message: 'Congratulations! Jackpot won!',
      default_message: true,
    };
    expect(await happen(session, hit.gameId)).toEqual(expected);
    expect(await happen(session)).toEqual(expected);
    expect(await happen(agentSession, hit.gameId)).toEqual(expected);
    const [paid] = (await call(t.app, 'GET', '/api/v1/agents/my_jackpots/', { as: agentSession }))
      .json()
      .filter((j: { id: number }) => j.id === created.id);
    // It holds nothing now, and says what it paid and when.
    expect(paid).toMatchObject({
      is_active: false,
      amount: 0,
      paid_amount: 30,
      paid_at: expect.any(String),
      message: 'Congratulations! Jackpot won!',
      default_message: true,
    });
    expect((await deactivate(created.id)).statusCode).toBe(200);
  });

  it('grows a cumulative jackpot with every game and pays a win within its call limit', async () => {
    const created = (
      await createJackpot({
        amount: 10,
        jackpot_type: 'cumulative',
        bonus_amount: 2,
        call_limit: 3,
      })
    ).json().jackpot;
    const before = await agentBalance();
    // Four corners need at least four balls: beyond the call limit of 3, so no payout, but the
    // game's first drawn ball grew it by 2.
    const late = await winGame();
    expect(late.response.jackpot_amount).toBeUndefined();
    expect(before - (await agentBalance())).toBe(200n);

    // A jackpot with a limit of 75 pays whenever the corners come (10 + this game's 2).
    const grown = (await call(t.app, 'GET', '/api/v1/agents/my_jackpots/', { as: agentSession }))
      .json()
      .find((j: { id: number }) => j.id === created.id);
    expect(grown.amount).toBe(12);
    expect((await deactivate(created.id)).json().amount).toBe(0);
    expect(await agentBalance()).toBe(before + 1_000n);
    const generous = (
      await createJackpot({
        amount: 10,
        jackpot_type: 'cumulative',
        bonus_amount: 2,
        call_limit: 75,
      })
    ).json().jackpot;
    const win = await winGame();
    expect(win.response.jackpot_amount).toBe(12);
    expect(await happen(session, win.gameId)).toMatchObject({
      status: 'Jackpot happen',
      amount: 12,
      jackpot_id: generous.id,
    });
  });

  it('grows only for a played game: a start cancelled before any call leaves it unchanged', async () => {
    // The cheat: start and cancel over and over (each fee refunded) to pump the agent's credit into
    // a jackpot of the cashier's own shop.
    const created = (
      await createJackpot({ amount: 10, jackpot_type: 'cumulative', bonus_amount: 2 })
    ).json().jackpot;
    const agentBefore = await agentBalance();
    const cashierBefore = await cashierBalance();
    for (let i = 0; i < 3; i += 1) {
      const gameId = await startGame(t.app, session, { amount: 20, shop_id: shop.id });
      expect((await gameCall(t.app, session, gameId, 'cancel')).json().refund).toBeGreaterThan(0);
    }
    const amountOf = async () =>
      (await call(t.app, 'GET', '/api/v1/agents/my_jackpots/', { as: agentSession }))
        .json()
        .find((j: { id: number }) => j.id === created.id).amount;
    expect(await amountOf()).toBe(10);
    expect(await agentBalance()).toBe(agentBefore);
    expect(await cashierBalance()).toBe(cashierBefore);

    // The first ball the server draws grows it, once; hand calls never do.
    const drawn = await startGame(t.app, session, { amount: 20, cards: [1, 2], shop_id: shop.id });
    expect(await amountOf()).toBe(10);
    await gameCall(t.app, session, drawn, 'draw');
    await gameCall(t.app, session, drawn, 'draw');
    expect(await amountOf()).toBe(12);
    const marked = await startGame(t.app, session, { amount: 20, cards: [1, 2], shop_id: shop.id });
    await gameCall(t.app, session, marked, 'mark', { number: 5, called: true });
    await gameCall(t.app, session, marked, 'mark', { number: 5, called: false });
    await gameCall(t.app, session, marked, 'mark', { number: 5, called: true });
    expect(await amountOf()).toBe(12);
    expect(
      (await gameCall(t.app, session, marked, 'cancel', { reason: 'Test pump' })).json().refund,
    ).toBe(0);
    expect(await amountOf()).toBe(12);
    expect((await deactivate(created.id)).statusCode).toBe(200);
  });

  it('skips growth when the agent cannot cover the bonus', async () => {
    const poorAgent = await t.createUser({ role: 'agent', balance: 5 });
    const poorCashier = await t.createUser({
      role: 'cashier',
      agentId: poorAgent.agentId!,
      balance: 50,
    });
    const poorShop = await t.createShop(poorCashier);
    const poorAgentSession = await t.loginAs(poorAgent);
    const created = await createJackpot(
      { amount: 5, shop_id: poorShop.id, jackpot_type: 'cumulative', bonus_amount: 1 },
      poorAgentSession,
    );
    expect(created.statusCode).toBe(201);
    const poorSession = await t.loginAs(poorCashier);
    const gameId = await startGame(t.app, poorSession, {
      amount: 20,
      cards: [1, 2],
      shop_id: poorShop.id,
    });
    expect((await gameCall(t.app, poorSession, gameId, 'draw')).statusCode).toBe(200);
    const [jackpot] = (
      await call(t.app, 'GET', '/api/v1/agents/my_jackpots/', { as: poorAgentSession })
    ).json();
    expect(jackpot.amount).toBe(5);
  });
});
