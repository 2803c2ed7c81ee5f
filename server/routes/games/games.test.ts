import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { commitmentInput } from '@core/bingo/shuffle';
import type { WinType } from '@core/bingo/win-patterns';
import { replayGame } from '@core/game-replay';
import { call } from '../../../tests/support/api';
import { saveCard } from '../../../tests/support/cards';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import {
  createTestApp,
  type Session,
  type TestApp,
  type TestShop,
  type TestUser,
} from '../../../tests/support/test-app';
import { cashiers, gameEvents, games, ledgerEntries, shops } from '../../db/schema';

let t: TestApp;
let agent: TestUser;
let cashier: TestUser;
let session: Session;
let agentSession: Session;
let otherSession: Session;
let shop: TestShop;
const cards = Array.from({ length: 24 }, (_, i) => i + 1);
const fullGame = (extra: Record<string, unknown> = {}) => ({
  amount: 240,
  cards,
  card_value: 10,
  win_percentage: 80,
  shop_id: shop.id,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.createUser({ role: 'agent', balance: 100 });
  cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 1000 });
  session = await t.loginAs(cashier);
  agentSession = await t.loginAs(agent);
  otherSession = await t.loginAs(await t.createUser({ role: 'cashier', balance: 100 }));
  shop = await t.createShop(cashier, { cash: 50 });
});
afterEach(async () => {
  expect(await t.checkLedger()).toEqual([]);
});
afterAll(async () => {
  await t?.close();
});

const balanceOf = async (cashierId: number) =>
  (await t.db.select().from(cashiers).where(eq(cashiers.id, cashierId)))[0]!.balanceCents;
const cashOf = async (shopId: number) =>
  (await t.db.select().from(shops).where(eq(shops.id, shopId)))[0]!.cashCents;
const logOf = (gameId: number) =>
  t.db
    .select()
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.sequence));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function drawAll(id: number, as = session): Promise<number[]> {
  const balls: number[] = [];
  for (;;) {
    const response = await gameCall(t.app, as, id, 'draw');
    if (response.statusCode === 409) {
      expect(response.json()).toEqual({ error: 'Game Over', code: 'game_over' });
      return balls;
    }
    expect(response.statusCode).toBe(200);
    balls.push(response.json().number);
  }
}

describe('starting a game', () => {
  it('charges the platform fee from the cashier in the same transaction', async () => {
    const before = await balanceOf(cashier.cashierId!);
    const response = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: fullGame(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'Game started successfully',
      status_code: 'game_started',
      game_id: expect.any(Number),
    });
    const id = response.json().game_id;
    const game = await getGame(t.app, session, id);
    // pool 240, prize 80% = 192, house cut 48, fee 20% of 48 = 9.60
    expect(game).toMatchObject({
      status: 'active',
      state: 'ready',
      mode: 'standard',
      max_number: 75,
      cards,
      amount: 240,
      card_value: 10,
      win_amount: 192,
      commission: 48,
      fee: 9.6,
      called: [],
      shop_id: shop.id,
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(game)).not.toMatch(/salt|order/);
    expect(before - (await balanceOf(cashier.cashierId!))).toBe(960n);
    const fees = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `game:${id}`));
    expect(fees).toMatchObject([
      { kind: 'game_fee', amountCents: 960n, toAccountKind: 'platform' },
    ]);
    const [start] = await logOf(id);
    expect(start).toMatchObject({ sequence: 1, type: 'start' });
    expect(start!.data.commitment).toBe(game.commitment);
  });

  it("starts SPEC's bare {amount} game at 50% in the cashier's only shop", async () => {
    const solo = await t.createUser({ role: 'cashier', balance: 10 });
    const soloShop = await t.createShop(solo);
    const id = await startGame(t.app, await t.loginAs(solo), { amount: 100 });
    const game = await getGame(t.app, await t.loginAs(solo), id);
    expect(game).toMatchObject({ amount: 100, win_amount: 50, fee: 10, cards: [] });
    expect(game.shop_id).toBe(soloShop.id);
  });

  it('refuses a game whose fee the balance cannot cover, and creates nothing', async () => {
    const poor = await t.createUser({ role: 'cashier' });
    const poorSession = await t.loginAs(poor);
    const [{ count }] = (await t.db.select({ count: sql<number>`count(*)::int` }).from(games)) as [
      { count: number },
    ];
    const response = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: poorSession,
      body: { amount: 100 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Insufficient balance',
      code: 'insufficient_balance',
    });
    const [after] = await t.db.select({ count: sql<number>`count(*)::int` }).from(games);
    expect(after!.count).toBe(count);
  });

  it('refuses an amount that is not cards x card value, and a shop not its own', async () => {
    const mismatch = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: fullGame({ amount: 250 }),
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      error: 'Amount does not match cards x card value',
      code: 'amount_mismatch',
    });
    const foreign = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: otherSession,
      body: fullGame(),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('replays a start sent twice with the same Idempotency-Key', async () => {
    const before = await balanceOf(cashier.cashierId!);
    const send = () =>
      call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
        as: session,
        body: fullGame(),
        headers: { 'Idempotency-Key': `start-${before}` },
      });
    const first = await send();
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(before - (await balanceOf(cashier.cashierId!))).toBe(960n);
  });
});

describe('draws', () => {
  it.each([
    ['quick', 50],
    ['standard', 75],
    ['marathon', 100],
  ] as const)('%s: gives each of 1..%i once, then "Game Over"', async (mode, max) => {
    const id = await startGame(t.app, session, fullGame({ mode }));
    const balls = await drawAll(id);
    expect(balls).toHaveLength(max);
    expect([...balls].sort((a, b) => a - b)).toEqual(Array.from({ length: max }, (_, i) => i + 1));
    const game = await getGame(t.app, session, id);
    expect(game.state).toBe('over');
    expect(game.called.map((c) => c.number)).toEqual(balls);
    // Once every ball is out the order is no secret: verify recomputes to the commitment.
    const verify = (
      await call(t.app, 'GET', `/api/v1/games/${id}/verify/`, { as: session })
    ).json();
    expect(verify.revealed).toBe(true);
    expect(verify.order).toEqual(balls);
    expect(sha256(commitmentInput(verify.order, verify.salt))).toBe(game.commitment);
    expect(verify.salt).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never gives two games the same order', async () => {
    const a = await startGame(t.app, session, fullGame({ mode: 'quick' }));
    const b = await startGame(t.app, session, fullGame({ mode: 'quick' }));
    const [first, second] = [await drawAll(a), await drawAll(b)];
    expect(first).not.toEqual(second);
    const [ga, gb] = [await getGame(t.app, session, a), await getGame(t.app, session, b)];
    expect(ga.commitment).not.toBe(gb.commitment);
  });

  it('keeps the order secret while the game runs', async () => {
    const id = await startGame(t.app, session, fullGame());
    await gameCall(t.app, session, id, 'draw');
    const verify = (
      await call(t.app, 'GET', `/api/v1/games/${id}/verify/`, { as: session })
    ).json();
    expect(verify).toMatchObject({ revealed: false, order: null, salt: null });
    expect(verify.commitment_input_format).toContain('sha256');
  });

  it('with expected_called_count draws once per count: a second device gets "Already drawn"', async () => {
    const id = await startGame(t.app, session, fullGame());
    const responses = await Promise.all(
      [0, 0].map((n) => gameCall(t.app, session, id, 'draw', { expected_called_count: n })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({
      error: 'Already drawn',
      code: 'already_drawn',
    });
    const next = await gameCall(t.app, session, id, 'draw', { expected_called_count: 1 });
    expect(next.json().called_count).toBe(2);
    expect((await getGame(t.app, session, id)).called_count).toBe(2);
  });

  it('serves 20 simultaneous draws one at a time: 20 distinct balls, in order', async () => {
    const id = await startGame(t.app, session, fullGame());
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => gameCall(t.app, session, id, 'draw')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const draws = responses.map((r) => r.json()).sort((a, b) => a.called_count - b.called_count);
    expect(draws.map((d) => d.called_count)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(draws.map((d) => d.number)).size).toBe(20);
    const rest = await drawAll(id);
    const verify = (
      await call(t.app, 'GET', `/api/v1/games/${id}/verify/`, { as: session })
    ).json();
    expect(verify.order).toEqual([...draws.map((d) => d.number), ...rest]);
  });
});

describe('caller controls and the log', () => {
  it('records manual calls, pauses, resumes and resets, keeping the old order in the log', async () => {
    const id = await startGame(t.app, session, fullGame());
    const marked = await gameCall(t.app, session, id, 'mark', { number: 5, called: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().called).toEqual([{ number: 5, letter: 'B', manual: true }]);
    const unknown = await gameCall(t.app, session, id, 'mark', { number: 76, called: true });
    expect(unknown.statusCode).toBe(422);

    const drawn = await drawAll(id);
    expect(drawn).toHaveLength(74);
    expect(drawn).not.toContain(5);

    const next = await startGame(t.app, session, fullGame());
    expect((await gameCall(t.app, session, next, 'pause')).statusCode).toBe(409);
    await gameCall(t.app, session, next, 'draw');
    const paused = await gameCall(t.app, session, next, 'pause');
    expect(paused.json().state).toBe('paused');
    expect((await gameCall(t.app, session, next, 'draw')).json()).toEqual({
      error: 'Game is paused',
      code: 'game_paused',
    });
    expect((await gameCall(t.app, session, next, 'resume')).json().state).toBe('calling');
    await gameCall(t.app, session, next, 'draw');
    const before = await getGame(t.app, session, next);
    const reset = await gameCall(t.app, session, next, 'reset', { reason: 'Wrong cards sold' });
    expect(reset.json()).toMatchObject({ state: 'ready', called: [], called_count: 0 });
    expect(reset.json().commitment).not.toBe(before.commitment);

    const log = await logOf(next);
    expect(log.map((e) => e.type)).toEqual(['start', 'draw', 'pause', 'resume', 'draw', 'reset']);
    const resetEvent = log.at(-1)!.data as { old_order: number[]; old_salt: string };
    expect(sha256(commitmentInput(resetEvent.old_order, resetEvent.old_salt))).toBe(
      before.commitment,
    );
    expect(resetEvent.old_order.slice(0, 2)).toEqual(before.called.map((c) => c.number));
  });

  it('refuses to rewrite the log', async () => {
    const id = await startGame(t.app, session, fullGame());
    await expect(
      t.db.update(gameEvents).set({ type: 'draw' }).where(eq(gameEvents.gameId, id)),
    ).rejects.toThrow();
    await expect(t.db.delete(gameEvents).where(eq(gameEvents.gameId, id))).rejects.toThrow();
  });

  it("lets an agent watch its cashier's game but not run it; others get 404", async () => {
    const id = await startGame(t.app, session, fullGame());
    expect(
      (await call(t.app, 'GET', `/api/v1/games/${id}/`, { as: agentSession })).statusCode,
    ).toBe(200);
    expect((await gameCall(t.app, agentSession, id, 'draw')).statusCode).toBe(403);
    expect(
      (await call(t.app, 'GET', `/api/v1/games/${id}/`, { as: otherSession })).statusCode,
    ).toBe(404);
    expect((await gameCall(t.app, otherSession, id, 'draw')).statusCode).toBe(404);
  });
});

/** The numbers of card n that a win type needs (standard mode). */
function numbersFor(cardNumber: number, type: WinType): number[] {
  const card = cardForNumber(cardNumber, 'standard');
  const cells: Array<[number, number]> = {
    row: [0, 1, 2, 3, 4].map((c) => [1, c] as [number, number]),
    column: [0, 1, 2, 3, 4].map((r) => [r, 0] as [number, number]),
    diagonal: [0, 1, 2, 3, 4].map((i) => [i, i] as [number, number]),
    fourCorners: [
      [0, 0],
      [0, 4],
      [4, 0],
      [4, 4],
    ] as Array<[number, number]>,
    bingo: [0, 1, 2, 3, 4].flatMap((r) => [0, 1, 2, 3, 4].map((c) => [r, c] as [number, number])),
  }[type];
  return cells
    .map(([r, c]) => card[r]![c])
    .filter((cell): cell is number => typeof cell === 'number');
}

const ONLY: Record<WinType, Record<string, boolean>> = {
  row: { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false },
  column: { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false },
  diagonal: { anyLine: false, fourCorners: false, fullHouse: false, diagonal: true },
  fourCorners: { anyLine: false, fourCorners: true, fullHouse: false, diagonal: false },
  bingo: { anyLine: false, fourCorners: false, fullHouse: true, diagonal: false },
};

async function markAll(id: number, numbers: number[]) {
  for (const number of numbers)
    expect((await gameCall(t.app, session, id, 'mark', { number, called: true })).statusCode).toBe(
      200,
    );
}

describe('checking cards', () => {
  it('answers a losing card with is_winner false and its analysis', async () => {
    const id = await startGame(t.app, session, fullGame());
    const response = await gameCall(t.app, session, id, 'check', { card_number: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      card_number: 3,
      source: 'generated',
      is_winner: false,
      win_type: null,
      label: null,
      grid: cardForNumber(3, 'standard'),
    });
    expect(response.json().analysis.min_needed).toBe(4);
  });

  it('answers a card not sold in the game with "Unselected number"', async () => {
    const id = await startGame(t.app, session, fullGame());
    const response = await gameCall(t.app, session, id, 'check', { card_number: 99 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'Unselected number', code: 'unselected_number' });
  });

  it.each(['row', 'column', 'diagonal', 'fourCorners', 'bingo'] as const)(
    'finds a %s win on the generated card, relying on manual calls',
    async (type) => {
      const id = await startGame(t.app, session, fullGame({ win_conditions: ONLY[type] }));
      await markAll(id, numbersFor(7, type));
      const response = await gameCall(t.app, session, id, 'check', { card_number: 7 });
      expect(response.json()).toMatchObject({
        is_winner: true,
        win_type: type,
        relied_on_manual_call: true,
      });
    },
  );

  const savedGrid = [
    ['1', '16', '31', '46', '61'],
    ['2', '17', '32', '47', '62'],
    ['3', '18', '★', '48', '63'],
    ['4', '19', '34', '49', '64'],
    ['5', '20', '35', '50', '65'],
  ];
  const savedNumbers: Record<WinType, number[]> = {
    row: [2, 17, 32, 47, 62],
    column: [1, 2, 3, 4, 5],
    diagonal: [1, 17, 49, 65],
    fourCorners: [1, 61, 5, 65],
    bingo: savedGrid
      .flat()
      .filter((c) => c !== '★')
      .map(Number),
  };

  it.each(['row', 'column', 'diagonal', 'fourCorners', 'bingo'] as const)(
    "finds a %s win on the shop's saved card",
    async (type) => {
      const owner = await t.createUser({ role: 'cashier', balance: 100 });
      const ownerSession = await t.loginAs(owner);
      const ownShop = await t.createShop(owner);
      await saveCard(t.app, ownerSession, ownShop.id, { card_number: 7, grid: savedGrid });
      const id = await startGame(t.app, ownerSession, {
        ...fullGame({ win_conditions: ONLY[type] }),
        shop_id: ownShop.id,
      });
      for (const number of savedNumbers[type])
        await gameCall(t.app, ownerSession, id, 'mark', { number, called: true });
      const response = await gameCall(t.app, ownerSession, id, 'check', { card_number: 7 });
      expect(response.json()).toMatchObject({ source: 'saved', is_winner: true, win_type: type });
    },
  );
});

describe('recording a win', () => {
  it('completes the game with server amounts, fills the drawer, and refuses a second record', async () => {
    const id = await startGame(t.app, session, fullGame({ win_conditions: ONLY.row }));
    const cashBefore = await cashOf(shop.id);
    const noBingo = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: { game_id: id, card_number: 7 },
    });
    expect(noBingo.statusCode).toBe(422);
    expect(noBingo.json()).toEqual({ error: 'No Bingo', code: 'no_bingo' });
    const unselected = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: { game_id: id, card_number: 300 },
    });
    expect(unselected.json()).toEqual({ error: 'Unselected number', code: 'unselected_number' });

    await drawAll(id);
    const body = {
      game_id: id,
      card_number: 7,
      bet_amount: 99999,
      commission: 1,
      status: 'completed',
      players: 3,
      winner: 'someone',
      is_active: false,
    };
    const response = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'Bingo win recorded',
      status_code: 'win_recorded',
      game_id: id,
      win_amount: 192,
      win_type: 'row',
    });
    expect((await cashOf(shop.id)) - cashBefore).toBe(4_800n);
    const game = await getGame(t.app, session, id);
    expect(game).toMatchObject({ status: 'completed', winner_card: 7, win_type: 'row' });

    const again = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Game is already completed', code: 'game_completed' });

    // The log alone gives the same result.
    const log = await logOf(id);
    const replayed = replayGame(log);
    const [stored] = await t.db.select().from(games).where(eq(games.id, id));
    expect(replayed).toMatchObject({
      status: 'completed',
      winnerCard: stored!.winnerCard,
      winType: stored!.winType,
      prizeCents: stored!.prizeCents,
      commissionCents: stored!.commissionCents,
      feeCents: stored!.feeCents,
      commitment: stored!.commitment,
    });
    expect(replayed.called.map((c) => c.number)).toEqual(stored!.called.map((c) => c.n));
  });

  it('records the only active game when game_id is left out', async () => {
    const solo = await t.createUser({ role: 'cashier', balance: 50 });
    const soloSession = await t.loginAs(solo);
    const id = await startGame(t.app, soloSession, { amount: 20, cards: [7, 8], card_value: 10 });
    for (const number of numbersFor(7, 'bingo'))
      await gameCall(t.app, soloSession, id, 'mark', { number, called: true });
    const response = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: soloSession,
      body: { winner: '7' },
    });
    expect(response.json()).toMatchObject({ status: 'Bingo win recorded', game_id: id });
  });
});

describe('cancelling', () => {
  it('refunds the fee before the first ball, and only then', async () => {
    const before = await balanceOf(cashier.cashierId!);
    const fresh = await startGame(t.app, session, fullGame());
    const cancel = await gameCall(t.app, session, fresh, 'cancel');
    expect(cancel.json()).toEqual({
      status: 'Game cancelled',
      status_code: 'game_cancelled',
      game_id: fresh,
      refund: 9.6,
    });
    expect(await balanceOf(cashier.cashierId!)).toBe(before);
    expect((await gameCall(t.app, session, fresh, 'draw')).json()).toEqual({
      error: 'Game is cancelled',
      code: 'game_cancelled',
    });

    const played = await startGame(t.app, session, fullGame());
    await gameCall(t.app, session, played, 'draw');
    await gameCall(t.app, session, played, 'reset', { reason: 'Restart' });
    expect((await gameCall(t.app, session, played, 'cancel')).json().refund).toBe(0);
    expect(before - (await balanceOf(cashier.cashierId!))).toBe(960n);
  });
});

describe('my_games', () => {
  it("lists the caller's games newest first, scoped, filtered and described", async () => {
    const id = await startGame(t.app, session, fullGame());
    const mine = (await call(t.app, 'GET', '/api/v1/games/my_games/', { as: session })).json();
    expect(mine[0]).toMatchObject({
      id,
      amount: 240,
      status: 'active',
      name: `Game #${id} · ${shop.name}`,
      description: 'Standard 1-75 · 24 cards',
      image: null,
      // The parts of name and description, which the web app words in each language.
      mode: 'standard',
      cards_count: 24,
      shop_name: shop.name,
      cashier_username: expect.any(String),
    });
    const ids = mine.map((g: { id: number }) => g.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const agents = (
      await call(t.app, 'GET', '/api/v1/games/my_games/', { as: agentSession })
    ).json();
    expect(agents.map((g: { id: number }) => g.id)).toContain(id);
    const others = (
      await call(t.app, 'GET', '/api/v1/games/my_games/', { as: otherSession })
    ).json();
    expect(others).toEqual([]);
    const completed = (
      await call(t.app, 'GET', '/api/v1/games/my_games/?status=completed&limit=5', { as: session })
    ).json();
    expect(completed.length).toBeLessThanOrEqual(5);
    expect(completed.every((g: { status: string }) => g.status === 'completed')).toBe(true);
    const found = (
      await call(t.app, 'GET', `/api/v1/games/my_games/?search=${id}`, { as: session })
    ).json();
    expect(found.map((g: { id: number }) => g.id)).toContain(id);
  });
});
