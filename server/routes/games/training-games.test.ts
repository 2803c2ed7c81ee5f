import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import {
  booksSnapshot,
  reportFigures,
  type BookReaders,
} from '../../../tests/support/books-snapshot';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { hallStaff } from '../../../tests/support/hall-staff';
import {
  CORNERS_ONLY,
  drawUntilCornersOut,
  PAYS_ON_CORNERS,
  recordWin,
} from '../../../tests/support/jackpot-games';
import { createTestApp, type Session, type TestShop } from '../../../tests/support/test-app';
import { gameEvents, games } from '../../db/schema';

// Issue 38 item 5 (decision 055): a cashier who wants to cheat, and the owner who must catch it.
// A training game is judged as any game and moves nothing: every figure an owner audits is the
// same before and after it.

// Every random jackpot triggers: if a training win could reach one, it would pay.
const t = appForFile({ jackpotRandomInt: () => 0 }, { checkLedger: true });
let readers: BookReaders;
let cashier: Session;
let shop: TestShop;
let quietShop: TestShop;

const play = (body: Record<string, unknown>, as = cashier) =>
  call(t.app, 'POST', '/api/v1/cashiers/play_game/', { as, body });
const training = (extra: Record<string, unknown> = {}) => ({
  training: true,
  amount: 0,
  cards: [7, 8],
  shop_id: shop.id,
  win_conditions: CORNERS_ONLY,
  ...extra,
});
const rowOf = async (id: number) => (await t.db.select().from(games).where(eq(games.id, id)))[0]!;
const everything = async () => ({
  books: await booksSnapshot(t),
  seen: await reportFigures(t, readers),
});

beforeAll(async () => {
  const staff = await hallStaff(t, { agentBalance: 1000, cashierBalance: 500 });
  cashier = staff.asCashier;
  shop = await t.createShop(staff.cashier, { cash: 200 });
  quietShop = await t.createShop(staff.cashier, { cash: 40 });
  readers = {
    admin: await t.signIn({ role: 'admin' }),
    agent: staff.asAgent,
    cashier,
    agentId: staff.agent.agentId!,
    cashierId: staff.cashier.cashierId!,
  };
  // A real game won first, so every report has figures to keep; it opens the shop's shift.
  const real = await startGame(t.app, cashier, {
    amount: 20,
    cards: [7, 8],
    card_value: 10,
    shop_id: shop.id,
    win_conditions: CORNERS_ONLY,
  });
  await drawUntilCornersOut(t.app, t.db, cashier, real, 7);
  expect((await recordWin(t.app, cashier, real, 7)).statusCode).toBe(200);
  // A random jackpot that triggers on every counting win, and a cumulative one that grows at
  // every counting game's first ball.
  for (const jackpot of [
    { amount: 30, frequency: 1 },
    { amount: 10, jackpot_type: 'cumulative', bonus_amount: 5, call_limit: 75 },
  ]) {
    const created = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
      as: staff.asAgent,
      body: { shop_id: shop.id, ...PAYS_ON_CORNERS, ...jackpot },
    });
    expect(created.statusCode, created.body).toBe(201);
  }
});

describe('a training game moves nothing', () => {
  it('played to a win with jackpots running: books, shift and reports as before', async () => {
    const before = await everything();
    const gameId = await startGame(t.app, cashier, training());
    const game = await rowOf(gameId);
    expect(game).toMatchObject({
      training: true,
      amountCents: 0n,
      cardValueCents: 0n,
      prizeCents: 0n,
      commissionCents: 0n,
      feeCents: 0n,
      minFeeCents: 0n,
      feeReservedCents: 0n,
      shiftId: null,
      odds: { payouts: [] },
    });
    const [start] = await t.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId));
    expect(start!.data).toMatchObject({ training: true, fee_cents: '0', amount_cents: '0' });

    await drawUntilCornersOut(t.app, t.db, cashier, gameId, 7);
    const check = await gameCall(t.app, cashier, gameId, 'check', { card_number: 7 });
    expect(check.json()).toMatchObject({ is_winner: true, verdict: 'win' });
    const won = await recordWin(t.app, cashier, gameId, 7);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({ win_amount: 0, winners: [{ card_number: 7, share: 0 }] });
    expect(won.json()).not.toHaveProperty('jackpot_amount');
    expect(won.json()).not.toHaveProperty('jackpot_pending');
    expect(await getGame(t.app, cashier, gameId)).toMatchObject({
      training: true,
      status: 'completed',
      winner_card: 7,
    });
    expect(await everything()).toEqual(before);
  });

  it('cancelled before and after a ball, and closed: nothing moves and no shift opens', async () => {
    const before = await everything();
    const unplayed = await startGame(t.app, cashier, training({ shop_id: quietShop.id }));
    expect((await gameCall(t.app, cashier, unplayed, 'cancel', {})).statusCode).toBe(200);
    const played = await startGame(t.app, cashier, training({ shop_id: quietShop.id }));
    expect((await gameCall(t.app, cashier, played, 'draw')).statusCode).toBe(200);
    const cancelled = await gameCall(t.app, cashier, played, 'cancel', { reason: 'Practice over' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const closedId = await startGame(t.app, cashier, training({ shop_id: quietShop.id }));
    expect((await gameCall(t.app, cashier, closedId, 'draw')).statusCode).toBe(200);
    const closed = await gameCall(t.app, cashier, closedId, 'close', { reason: 'Practice over' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await rowOf(closedId)).shiftId).toBeNull();
    expect(await everything()).toEqual(before);
  });
});

describe('a training game stays what it is', () => {
  it('sells at most 10 named cards, for nothing', async () => {
    const eleven = await play(training({ cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }));
    expect(eleven.statusCode).toBe(422);
    expect(eleven.json()).toMatchObject({ code: 'training_too_many_cards' });
    expect((await play(training({ cards: undefined }))).json()).toMatchObject({
      code: 'cards_required',
    });
    // A pool, a card value or a real amount are refused, never quietly dropped.
    for (const money of [{ amount: 20 }, { card_value: 10 }, { amount: 20, card_value: 10 }])
      expect((await play(training(money))).statusCode).toBe(400);
    expect((await play({ ...training(), training: false })).statusCode).toBe(400);
    const ten = await startGame(
      t.app,
      cashier,
      training({ cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }),
    );
    expect((await gameCall(t.app, cashier, ten, 'cancel', {})).statusCode).toBe(200);
  });

  it('blocks a real start in its shop, and a real game blocks it', async () => {
    const practice = await startGame(t.app, cashier, training());
    const real = await play({ amount: 20, cards: [1, 2], card_value: 10, shop_id: shop.id });
    expect(real.statusCode).toBe(409);
    expect(real.json()).toMatchObject({ code: 'game_running' });
    expect((await gameCall(t.app, cashier, practice, 'cancel', {})).statusCode).toBe(200);

    const realId = await startGame(t.app, cashier, {
      amount: 20,
      cards: [1, 2],
      card_value: 10,
      shop_id: shop.id,
    });
    expect((await play(training())).json()).toMatchObject({ code: 'game_running' });
    expect((await gameCall(t.app, cashier, realId, 'cancel', {})).statusCode).toBe(200);
  });

  it('cannot be turned into a real game, nor a real one into training, by any call', async () => {
    const before = await booksSnapshot(t);
    const gameId = await startGame(t.app, cashier, training());
    // A win record naming training either way is refused as a body, not read as a start.
    for (const flag of [true, false])
      expect((await play({ game_id: gameId, card_number: 7, training: flag })).statusCode).toBe(
        400,
      );
    expect((await gameCall(t.app, cashier, gameId, 'draw')).statusCode).toBe(200);
    const reset = await gameCall(t.app, cashier, gameId, 'reset', { reason: 'Practice again' });
    expect(reset.statusCode, reset.body).toBe(200);
    await drawUntilCornersOut(t.app, t.db, cashier, gameId, 7);
    expect((await recordWin(t.app, cashier, gameId, 7)).json()).toMatchObject({ win_amount: 0 });
    expect(await rowOf(gameId)).toMatchObject({ training: true, amountCents: 0n, feeCents: 0n });
    // Nor by the database: the flag is fixed at the start and a training row holds no money.
    await expect(
      t.db.execute(sql`update games set training = false where id = ${gameId}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update games set amount_cents = 2000 where id = ${gameId}`),
    ).rejects.toThrow();
    const realId = (await t.db.select().from(games).where(eq(games.training, false)))[0]!.id;
    await expect(
      t.db.execute(sql`update games set training = true where id = ${realId}`),
    ).rejects.toThrow();
    expect(await booksSnapshot(t)).toEqual(before);
  });
});

describe('where a training game shows', () => {
  it('is in the games lists marked training, and in no report', async () => {
    const gameId = await startGame(t.app, cashier, training());
    for (const as of [cashier, readers.agent]) {
      const mine = await call(t.app, 'GET', '/api/v1/games/my_games/', { as });
      const listed = mine.json<Array<{ id: number; training: boolean }>>();
      expect(listed.find((game) => game.id === gameId)).toMatchObject({ training: true });
      expect(listed.filter((game) => !game.training).length).toBeGreaterThan(0);
    }
    for (const as of [readers.agent, readers.admin]) {
      const report = await call(t.app, 'GET', '/api/v1/reports/games/', { as });
      const ids = report.json<{ results: Array<{ id: number }> }>().results.map((g) => g.id);
      expect(ids).not.toContain(gameId);
    }
    const paged = await call(t.app, 'GET', '/api/v1/games/my_games/?page=1&page_size=100', {
      as: cashier,
    });
    const page = paged.json<{ results: unknown[]; pagination: { count: number } }>();
    expect(page.pagination.count).toBe(page.results.length);
    expect((await gameCall(t.app, cashier, gameId, 'cancel', {})).statusCode).toBe(200);
  });

  it("is refused on a hall's own server: central judges hall games by their fees", async () => {
    const hall = await createTestApp({ hall: { online: () => false } });
    try {
      const staff = await hallStaff(hall, { cashierBalance: 100 });
      const hallShop = await hall.createShop(staff.cashier);
      const refused = await call(hall.app, 'POST', '/api/v1/cashiers/play_game/', {
        as: staff.asCashier,
        body: { ...training(), shop_id: hallShop.id },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'training_not_on_hall' });
    } finally {
      await hall.close();
    }
  });
});
