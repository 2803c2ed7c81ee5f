import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { useGameFixture } from '../../../tests/support/game-fixture';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { jackpots, ledgerEntries } from '../../db/schema';
import { patternGames } from '../games/win-patterns/pattern-games';

// Issue 35, findings 1-3: a payout beyond the pool (a jackpot, a stage bonus) is paid only when the
// start judged its odds within what its funder accepts, and only on the funder's own terms.

const f = useGameFixture();
const { settings, patterns } = patternGames(f);

const createJackpot = async (body: Record<string, unknown>) => {
  const response = await call(f.t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: f.agentSession,
    body: { shop_id: f.shop.id, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().jackpot as { id: number; amount: number };
};
const endJackpot = (id: number) =>
  call(f.t.app, 'PUT', `/api/v1/agents/jackpots/${id}/`, {
    as: f.agentSession,
    body: { is_active: false },
  });
const jackpotCents = async (id: number) =>
  (await f.t.db.select().from(jackpots).where(eq(jackpots.id, id)))[0]!.balanceCents;
const recordWin = (gameId: number, cardNumber = 1) =>
  call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as: f.session,
    body: { game_id: gameId, card_number: cardNumber },
  });
const bonusEntries = async (gameId: number) =>
  f.t.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'game_stage_bonus'),
        eq(ledgerEntries.reference, `game:${gameId}`),
      ),
    );
const NONE = { anyLine: false, fourCorners: false, fullHouse: false, diagonal: false };

describe('a jackpot pays only what the start judged', () => {
  it('a short draw cannot beat a call limit: one column with skip-unused (finding 3)', async () => {
    const column = await patterns(f.session, 'POST', {
      name: 'Column B',
      class: 'fixed',
      masks: [0b00001_00001_00001_00001_00001],
      k: 1,
    });
    expect(column.statusCode, column.body).toBe(201);
    const key = column.json().key as string;
    const jackpot = await createJackpot({
      amount: 50,
      jackpot_type: 'cumulative',
      bonus_amount: 5,
      call_limit: 20,
      patterns: [key],
    });
    const saved = await settings(f.session, {
      win_conditions: NONE,
      patterns: [key],
      skip_unused: true,
      stages: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await startGame(f.t.app, f.session, f.fullGame());
    const game = await getGame(f.t.app, f.session, id);
    expect(game.ball_count).toBe(15);
    // Every card completes its column within 15 balls: the chance is 100%, above the 10% accepted.
    expect(game.payouts).toEqual([
      expect.objectContaining({
        kind: 'jackpot',
        id: jackpot.id,
        within_calls: 20,
        chance_percent: 100,
        accepted_percent: 10,
        in_play: false,
      }),
    ]);
    await f.drawAll(id);
    const won = await recordWin(id);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().jackpot_amount).toBeUndefined();
    // Neither paid nor grown by the game.
    expect(await jackpotCents(jackpot.id)).toBe(5_000n);
    await endJackpot(jackpot.id);
  });

  it('a random jackpot of 1 in 1 is not in play at the default 10% (finding 1)', async () => {
    const jackpot = await createJackpot({ amount: 50, frequency: 1, patterns: ['row_or_column'] });
    await settings(f.session, {
      win_conditions: NONE,
      patterns: ['row_or_column'],
      skip_unused: false,
    });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    expect((await getGame(f.t.app, f.session, id)).payouts).toEqual([
      expect.objectContaining({ id: jackpot.id, chance_percent: 100, in_play: false }),
    ]);
    await f.drawAll(id);
    const won = await recordWin(id);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().jackpot_amount).toBeUndefined();
    expect(await jackpotCents(jackpot.id)).toBe(5_000n);
    await endJackpot(jackpot.id);
  });

  it('pays on its own patterns only: a line never wins a full-house jackpot', async () => {
    const jackpot = await createJackpot({
      amount: 30,
      jackpot_type: 'cumulative',
      call_limit: 75,
      max_chance_percent: 100,
    });
    await settings(f.session, { win_conditions: NONE, patterns: ['row_or_column'] });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    const [judged] = (await getGame(f.t.app, f.session, id)).payouts!;
    expect(judged).toMatchObject({ patterns: [{ key: 'full_house' }], in_play: true });
    const won = await drawUntilCardOneWins(id);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().jackpot_amount).toBeUndefined();
    expect(await jackpotCents(jackpot.id)).toBe(3_000n);
    await endJackpot(jackpot.id);
  });

  it('a jackpot created while a game runs is not that game’s to pay', async () => {
    await settings(f.session, { win_conditions: NONE, patterns: ['row_or_column'] });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    await createJackpot({
      amount: 20,
      frequency: 1,
      patterns: ['row_or_column'],
      max_chance_percent: 100,
    });
    await f.drawAll(id);
    const won = await recordWin(id);
    expect(won.json().jackpot_amount).toBeUndefined();
    expect((await getGame(f.t.app, f.session, id)).payouts).toEqual([]);
    // The next game judged it: in play at 100% accepted, and paid.
    const next = await startGame(f.t.app, f.session, f.fullGame());
    await f.drawAll(next);
    const paid = await recordWin(next);
    expect(paid.json().jackpot_amount).toBe(20);
  });

  it('the start preview answers what the start then records', async () => {
    const jackpot = await createJackpot({
      amount: 10,
      jackpot_type: 'cumulative',
      call_limit: 30,
      patterns: ['full_house', 'four_corners'],
    });
    await settings(f.session, { win_conditions: NONE, patterns: ['row_or_column'] });
    const preview = await call(f.t.app, 'POST', '/api/v1/cashiers/start_preview/', {
      as: f.session,
      body: f.fullGame(),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ amount: 240, prize: 192 });
    const [previewed] = preview.json().payouts;
    expect(previewed).toMatchObject({ kind: 'jackpot', id: jackpot.id, amount: 10 });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    const { amount: _amount, ...judged } = previewed;
    expect((await getGame(f.t.app, f.session, id)).payouts).toEqual([judged]);
    // Four corners within 30 calls on 24 cards is likely: above 10%, so not in play.
    expect(judged).toMatchObject({ in_play: false });
    expect(judged.chance_percent).toBeGreaterThan(10);
    await f.drawAll(id);
    await recordWin(id);
    await endJackpot(jackpot.id);

    // Only a cashier asks, and for its own shop.
    const asAgent = await call(f.t.app, 'POST', '/api/v1/cashiers/start_preview/', {
      as: f.agentSession,
      body: f.fullGame(),
    });
    expect(asAgent.statusCode).toBe(403);
    const foreign = await call(f.t.app, 'POST', '/api/v1/cashiers/start_preview/', {
      as: f.otherSession,
      body: f.fullGame(),
    });
    expect(foreign.statusCode).toBe(404);
  });

  /** Draws until card 1 completes a line (long before its full house), and records the win. */
  async function drawUntilCardOneWins(id: number) {
    for (let ball = 0; ball < 75; ball += 1) {
      const drawn = await gameCall(f.t.app, f.session, id, 'draw');
      expect(drawn.statusCode).toBe(200);
      const checked = await gameCall(f.t.app, f.session, id, 'check', { card_number: 1 });
      if (checked.json().is_winner) return recordWin(id);
    }
    throw new Error('card 1 never won');
  }
});

describe('a stage bonus is the agent’s, and paid only when in play (finding 2)', () => {
  const bonusStage = (withinCalls: number, extra: Record<string, unknown> = {}) => [
    {
      patterns: ['row_or_column'],
      share_percent: 100,
      bonus: { within_calls: withinCalls, amount: 25, ...extra },
    },
  ];

  it('a cashier cannot set, change or drop a bonus; the agent can', async () => {
    const byCashier = await settings(f.session, { stages: bonusStage(100) });
    expect(byCashier.statusCode).toBe(403);
    expect(byCashier.json()).toMatchObject({ code: 'bonus_is_agents' });
    const byAgent = await settings(f.agentSession, { stages: bonusStage(100) });
    expect(byAgent.statusCode, byAgent.body).toBe(200);
    const dropped = await settings(f.session, { stages: null });
    expect(dropped.statusCode).toBe(403);
    // The cashier may still change what the bonus leaves alone.
    const other = await settings(f.session, { card_value: 10 });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('"within 100 calls" is won every game: the drawer pays nothing', async () => {
    await settings(f.agentSession, { win_conditions: NONE, stages: bonusStage(100) });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    expect((await getGame(f.t.app, f.session, id)).payouts).toEqual([
      expect.objectContaining({ kind: 'stage_bonus', id: 0, chance_percent: 100, in_play: false }),
    ]);
    await f.drawAll(id);
    const won = await recordWin(id);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().stage_bonus).toBeUndefined();
    expect(await bonusEntries(id)).toEqual([]);
  });

  it('an agent who accepts every chance pays it: the rule is the funder’s', async () => {
    await settings(f.agentSession, {
      stages: bonusStage(100, { max_chance_percent: 100 }),
    });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    expect((await getGame(f.t.app, f.session, id)).payouts).toEqual([
      expect.objectContaining({ kind: 'stage_bonus', accepted_percent: 100, in_play: true }),
    ]);
    await f.drawAll(id);
    const won = await recordWin(id);
    expect(won.json()).toMatchObject({ stage_bonus: 25 });
    expect(await bonusEntries(id)).toHaveLength(1);
    await settings(f.agentSession, { stages: null });
  });
});
