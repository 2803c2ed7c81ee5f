import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replayGame } from '@core/game-replay';
import { call } from '../../../tests/support/api';
import { cards, numbersFor, ONLY, useGameFixture } from '../../../tests/support/game-fixture';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { games, ledgerEntries } from '../../db/schema';

// A game's life through SPEC's play_game (start, win) and its end by cancel, and the games list.

const f = useGameFixture();

describe('starting a game', () => {
  it('charges the platform fee from the cashier in the same transaction', async () => {
    const before = await f.balanceOf(f.cashier.cashierId!);
    const response = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: f.fullGame(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'Game started successfully',
      status_code: 'game_started',
      game_id: expect.any(Number),
    });
    const id = response.json().game_id;
    const game = await getGame(f.t.app, f.session, id);
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
      shop_id: f.shop.id,
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(game)).not.toMatch(/salt|order/);
    expect(before - (await f.balanceOf(f.cashier.cashierId!))).toBe(960n);
    const fees = await f.t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `game:${id}`));
    expect(fees).toMatchObject([
      { kind: 'game_fee', amountCents: 960n, toAccountKind: 'platform' },
    ]);
    const [start] = await f.logOf(id);
    expect(start).toMatchObject({ sequence: 1, type: 'start' });
    expect(start!.data.commitment).toBe(game.commitment);
  });

  it("starts SPEC's bare {amount} game at 50% in the f.cashier's only f.shop", async () => {
    // The fee on the whole pool (20.00) is held at start (decision 044).
    const solo = await f.t.createUser({ role: 'cashier', balance: 20 });
    const soloShop = await f.t.createShop(solo);
    const id = await startGame(f.t.app, await f.t.loginAs(solo), { amount: 100 });
    const game = await getGame(f.t.app, await f.t.loginAs(solo), id);
    expect(game).toMatchObject({ amount: 100, win_amount: 50, fee: 10, cards: [] });
    expect(game.shop_id).toBe(soloShop.id);
  });

  it('refuses a game whose fee the balance cannot cover, and creates nothing', async () => {
    const poor = await f.t.createUser({ role: 'cashier' });
    const poorSession = await f.t.loginAs(poor);
    const [{ count }] = (await f.t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(games)) as [{ count: number }];
    const response = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: poorSession,
      body: { amount: 100 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'Insufficient balance',
      code: 'insufficient_balance',
      details: [{ path: 'fee', params: { fee: 10, balance: 0, fee_owed: 0 } }],
    });
    const [after] = await f.t.db.select({ count: sql<number>`count(*)::int` }).from(games);
    expect(after!.count).toBe(count);
  });

  it('refuses an amount that is not cards x card value, and a shop not its own', async () => {
    const mismatch = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: f.fullGame({ amount: 250 }),
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      error: 'Amount does not match cards x card value',
      code: 'amount_mismatch',
    });
    const foreign = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.otherSession,
      body: f.fullGame(),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('replays a start sent twice with the same Idempotency-Key', async () => {
    const before = await f.balanceOf(f.cashier.cashierId!);
    // A shop of its own: the fixture's shop may still run an earlier test's game.
    const shop = await f.t.createShop(f.cashier);
    const send = () =>
      call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
        as: f.session,
        body: f.fullGame({ shop_id: shop.id }),
        headers: { 'Idempotency-Key': `start-${before}` },
      });
    const first = await send();
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(before - (await f.balanceOf(f.cashier.cashierId!))).toBe(960n);
  });
});

describe('recording a win', () => {
  it('completes the game with server amounts, fills the drawer, and refuses a second record', async () => {
    const id = await startGame(f.t.app, f.session, f.fullGame({ win_conditions: ONLY.row }));
    const cashBefore = await f.cashOf(f.shop.id);
    // Before any call no card can win (422 no_calls_yet); after one, card 7 has no row yet.
    await gameCall(f.t.app, f.session, id, 'draw');
    const noBingo = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: { game_id: id, card_number: 7 },
    });
    expect(noBingo.statusCode).toBe(422);
    expect(noBingo.json()).toEqual({ error: 'No Bingo', code: 'no_bingo' });
    const unselected = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: { game_id: id, card_number: 300 },
    });
    expect(unselected.json()).toEqual({ error: 'Unselected number', code: 'unselected_number' });

    await f.drawAll(id);
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
    const response = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'Bingo win recorded',
      status_code: 'win_recorded',
      game_id: id,
      win_amount: 192,
      win_type: 'row',
      winners: [expect.objectContaining({ order: 1, card_number: 7, share: 192 })],
    });
    expect((await f.cashOf(f.shop.id)) - cashBefore).toBe(4_800n);
    const game = await getGame(f.t.app, f.session, id);
    expect(game).toMatchObject({ status: 'completed', winner_card: 7, win_type: 'row' });

    const again = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'This card is already recorded as a winner of this game',
      code: 'winner_already_recorded',
    });

    // The log alone gives the same result.
    const log = await f.logOf(id);
    const replayed = replayGame(log);
    const [stored] = await f.t.db.select().from(games).where(eq(games.id, id));
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
    const solo = await f.t.createUser({ role: 'cashier', balance: 50 });
    const soloSession = await f.t.loginAs(solo);
    const id = await startGame(f.t.app, soloSession, { amount: 20, cards: [7, 8], card_value: 10 });
    for (const number of numbersFor(7, 'bingo'))
      await gameCall(f.t.app, soloSession, id, 'mark', { number, called: true });
    const response = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: soloSession,
      body: { winner: '7' },
    });
    expect(response.json()).toMatchObject({ status: 'Bingo win recorded', game_id: id });
  });
});

describe('cancelling', () => {
  it('refunds the fee before the first ball, and only then', async () => {
    const before = await f.balanceOf(f.cashier.cashierId!);
    const fresh = await startGame(f.t.app, f.session, f.fullGame());
    const cancel = await gameCall(f.t.app, f.session, fresh, 'cancel');
    expect(cancel.json()).toEqual({
      status: 'Game cancelled',
      status_code: 'game_cancelled',
      game_id: fresh,
      refund: 9.6,
    });
    expect(await f.balanceOf(f.cashier.cashierId!)).toBe(before);
    expect((await gameCall(f.t.app, f.session, fresh, 'draw')).json()).toEqual({
      error: 'Game is cancelled',
      code: 'game_cancelled',
    });

    const played = await startGame(f.t.app, f.session, f.fullGame());
    await gameCall(f.t.app, f.session, played, 'draw');
    await gameCall(f.t.app, f.session, played, 'reset', { reason: 'Restart' });
    // A played game (even reset since) is cancelled only with a reason.
    expect((await gameCall(f.t.app, f.session, played, 'cancel')).json().code).toBe(
      'reason_required',
    );
    const cancelled = await gameCall(f.t.app, f.session, played, 'cancel', { reason: 'Restart' });
    expect(cancelled.json().refund).toBe(0);
    expect(before - (await f.balanceOf(f.cashier.cashierId!))).toBe(960n);
  });
});

describe('my_games', () => {
  it("lists the caller's games newest first, scoped, filtered and described", async () => {
    const id = await startGame(f.t.app, f.session, f.fullGame());
    const mine = (await call(f.t.app, 'GET', '/api/v1/games/my_games/', { as: f.session })).json();
    expect(mine[0]).toMatchObject({
      id,
      amount: 240,
      status: 'active',
      name: `Game #${id} · ${f.shop.name}`,
      description: 'Standard 1-75 · 24 cards',
      image: null,
      // The parts of name and description, which the web app words in each language.
      mode: 'standard',
      cards_count: 24,
      shop_name: f.shop.name,
      cashier_username: expect.any(String),
    });
    const ids = mine.map((g: { id: number }) => g.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const agents = (
      await call(f.t.app, 'GET', '/api/v1/games/my_games/', { as: f.agentSession })
    ).json();
    expect(agents.map((g: { id: number }) => g.id)).toContain(id);
    const others = (
      await call(f.t.app, 'GET', '/api/v1/games/my_games/', { as: f.otherSession })
    ).json();
    expect(others).toEqual([]);
    const completed = (
      await call(f.t.app, 'GET', '/api/v1/games/my_games/?status=completed&limit=5', {
        as: f.session,
      })
    ).json();
    expect(completed.length).toBeLessThanOrEqual(5);
    expect(completed.every((g: { status: string }) => g.status === 'completed')).toBe(true);
    const found = (
      await call(f.t.app, 'GET', `/api/v1/games/my_games/?search=${id}`, { as: f.session })
    ).json();
    expect(found.map((g: { id: number }) => g.id)).toContain(id);
  });
});
