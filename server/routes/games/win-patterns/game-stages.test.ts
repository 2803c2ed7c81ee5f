import { describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { call } from '../../../../tests/support/api';
import { useGameFixture } from '../../../../tests/support/game-fixture';
import { gameCall, getGame, startGame } from '../../../../tests/support/games';
import { card1, numbersAt, patternGames } from './pattern-games';

const f = useGameFixture();
const { settings, callByHand, drawUntilOut, check } = patternGames(f);

describe('a game in stages', () => {
  const threeStages = [
    { patterns: ['one_line'], share_percent: 30 },
    { patterns: ['two_lines'], share_percent: 30 },
    { patterns: ['full_house'], share_percent: 40 },
  ];
  const topRow = numbersAt([
    [0, 0],
    [0, 1],
    [0, 2],
    [0, 3],
    [0, 4],
  ]);
  const bottomCorners = numbersAt([
    [4, 0],
    [4, 4],
  ]);
  const record = (id: number, cardNumber = 1) =>
    call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: { game_id: id, card_number: cardNumber },
    });

  it('refuses stages whose shares do not add up or that name a pattern it does not know', async () => {
    const uneven = await settings(f.session, {
      stages: [
        { patterns: ['one_line'], share_percent: 50 },
        { patterns: ['full_house'], share_percent: 40 },
      ],
    });
    expect(uneven.statusCode).toBe(400);
    const unknown = await settings(f.session, {
      stages: [
        { patterns: ['one_line'], share_percent: 50 },
        { patterns: ['custom-424242'], share_percent: 50 },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'unknown_pattern' });
  });

  it('keeps the draw order secret after a stage is won while the game goes on', async () => {
    const saved = await settings(f.session, { stages: threeStages, skip_unused: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await startGame(f.t.app, f.session, f.fullGame());
    await gameCall(f.t.app, f.session, id, 'draw');
    await callByHand(id, topRow);
    expect((await record(id)).statusCode).toBe(200);
    // The cashier who reads the log after the first stage would know every ball still to come.
    const history = await call(f.t.app, 'GET', `/api/v1/games/${id}/history/?page_size=500`, {
      as: f.session,
    });
    expect(history.statusCode).toBe(200);
    const win = history
      .json<{ results: { type: string; data: Record<string, unknown> }[] }>()
      .results.find((event) => event.type === 'win');
    expect(win?.data).not.toHaveProperty('order');
    expect(win?.data).not.toHaveProperty('salt');
  });

  it('pays each stage its share and goes on; cannot be cancelled, reset or uncalled after one', async () => {
    const saved = await settings(f.session, { stages: threeStages, skip_unused: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().plan.stages).toEqual(threeStages);
    const id = await startGame(f.t.app, f.session, f.fullGame());
    const game = await getGame(f.t.app, f.session, id);
    // Pool 240 at 80%: a prize of 192, shared 30/30/40 between the stages.
    expect(game).toMatchObject({ stage: 0, win_amount: 192, stage_prizes: [57.6, 57.6, 76.8] });

    await callByHand(id, topRow);
    expect(await check(id)).toMatchObject({ is_winner: true, pattern: { key: 'one_line' } });
    const first = await record(id);
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = await getGame(f.t.app, f.session, id);
    expect(afterFirst).toMatchObject({ status: 'active', stage: 1 });
    expect(afterFirst.winners).toEqual([
      expect.objectContaining({ card_number: 1, stage: 0, share: 57.6 }),
    ]);

    // The cashier who wants the pool back, or the stage's win undone, is refused.
    const cancel = await gameCall(f.t.app, f.session, id, 'cancel', { reason: 'Change of mind' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('stage_won');
    const reset = await gameCall(f.t.app, f.session, id, 'reset', { reason: 'Start again' });
    expect(reset.statusCode).toBe(409);
    const uncall = await gameCall(f.t.app, f.session, id, 'mark', {
      number: topRow[0],
      called: false,
    });
    expect(uncall.statusCode).toBe(409);
    expect(uncall.json().code).toBe('win_relies_on_call');
    // The same line does not win the next stage (two lines are needed): the card is its winner.
    expect((await record(id)).json().code).toBe('winner_already_recorded');

    await callByHand(id, bottomCorners);
    expect(await check(id)).toMatchObject({ is_winner: true, pattern: { key: 'two_lines' } });
    expect((await record(id)).statusCode).toBe(200);
    expect(await getGame(f.t.app, f.session, id)).toMatchObject({ status: 'active', stage: 2 });

    // Closed before the full house: the two stages paid stay paid, the drawer takes the rest.
    const cashBefore = await f.cashOf(f.shop.id);
    const closed = await gameCall(f.t.app, f.session, id, 'close', { reason: 'Closing time' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await f.cashOf(f.shop.id)).toBe(cashBefore + 24_000n - 11_520n);
    const ended = await getGame(f.t.app, f.session, id);
    expect(ended).toMatchObject({ status: 'completed', win_amount: 115.2, commission: 124.8 });
    const replay = await call(f.t.app, 'GET', `/api/v1/games/${id}/record/`, {
      as: f.agentSession,
    });
    expect(replay.json().replay).toMatchObject({ agrees: true });
  });

  it('ends with the last stage: the drawer takes the pool less every stage prize', async () => {
    await settings(f.session, {
      stages: [
        { patterns: ['one_line'], share_percent: 25 },
        { patterns: ['full_house'], share_percent: 75 },
      ],
    });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    await callByHand(id, topRow);
    expect((await record(id)).statusCode).toBe(200);
    const cashBefore = await f.cashOf(f.shop.id);
    const rest = card1.flat().filter((n): n is number => typeof n === 'number');
    await callByHand(
      id,
      rest.filter((n) => !topRow.includes(n)),
    );
    const last = await record(id);
    expect(last.statusCode, last.body).toBe(200);
    const ended = await getGame(f.t.app, f.session, id);
    expect(ended).toMatchObject({ status: 'completed', stage: 1, win_amount: 192, commission: 48 });
    expect(ended.winners.map((w) => [w.stage, w.share])).toEqual([
      [0, 48],
      [1, 144],
    ]);
    expect(await f.cashOf(f.shop.id)).toBe(cashBefore + 4_800n);
    const replay = await call(f.t.app, 'GET', `/api/v1/games/${id}/record/`, {
      as: f.agentSession,
    });
    expect(replay.json().replay).toMatchObject({ agrees: true, winner_card: 1 });
    await settings(f.agentSession, { stages: null });
  });
});

describe('more winners of a stage on its deciding ball', () => {
  it('share the stage prize until the next ball; then claims are for the next stage', async () => {
    const grids = cards24();
    // A ball that completes a row of two sold cards at once, and the other numbers of those rows.
    let found: { ball: number; a: number; b: number; before: number[] } | null = null;
    for (let ball = 1; ball <= 75 && !found; ball++) {
      const holders = [...grids].filter(([, grid]) => rowWith(grid, ball) !== null);
      if (holders.length < 2) continue;
      const [[a, ga], [b, gb]] = holders as [[number, Grid], [number, Grid]];
      const before = [...new Set([...rowWith(ga, ball)!, ...rowWith(gb, ball)!])].filter(
        (n) => n !== ball,
      );
      found = { ball, a, b, before };
    }
    const { ball, a, b, before } = found!;
    await settings(f.session, {
      stages: [
        { patterns: ['row_or_column'], share_percent: 50 },
        { patterns: ['full_house'], share_percent: 50 },
      ],
    });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    await callByHand(id, [...before, ball]);
    const recordCard = (card: number) =>
      call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
        as: f.session,
        body: { game_id: id, card_number: card },
      });
    expect((await recordCard(a)).statusCode).toBe(200);
    const second = await recordCard(b);
    expect(second.statusCode, second.body).toBe(200);
    const game = await getGame(f.t.app, f.session, id);
    expect(game.stage).toBe(1);
    expect(game.winners.map((w) => [w.card_number, w.stage, w.share])).toEqual([
      [a, 0, 48],
      [b, 0, 48],
    ]);
    expect((await recordCard(b)).json().code).toBe('winner_already_recorded');
    // One more ball: the row stage is over, a claim is judged for the full house.
    const other = card1
      .flat()
      .find((n) => typeof n === 'number' && !before.includes(n) && n !== ball);
    await callByHand(id, [other as number]);
    const late = grids.keys().next().value as number;
    expect((await recordCard(late === a || late === b ? 24 : late)).json().code).toBe('no_bingo');
    const replay = await call(f.t.app, 'GET', `/api/v1/games/${id}/record/`, {
      as: f.agentSession,
    });
    expect(replay.json().replay).toMatchObject({ agrees: true });
    await gameCall(f.t.app, f.session, id, 'close', { reason: 'Closing time' });
    await settings(f.agentSession, { stages: null });
  });
});

type Grid = ReturnType<typeof cardForNumber>;
const cards24 = () =>
  new Map(Array.from({ length: 24 }, (_, i) => [i + 1, cardForNumber(i + 1, 'standard')] as const));
const rowWith = (grid: Grid, ball: number): number[] | null => {
  const row = grid.find((cells) => cells.includes(ball));
  return row ? row.filter((n): n is number => typeof n === 'number') : null;
};

describe('coverall within N calls', () => {
  const fullCard = () => card1.flat().filter((n): n is number => typeof n === 'number');
  // The agent accepts any chance: a full house drawn within 75 calls is certain (decision 043).
  const bonusStage = (amount: number, withinCalls = 30) => [
    {
      patterns: ['full_house'],
      share_percent: 100,
      bonus: { within_calls: withinCalls, amount, max_chance_percent: 100 },
    },
  ];
  const recordCard1 = (id: number) =>
    call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: { game_id: id, card_number: 1 },
    });

  it('pays the bonus from the drawer within the calls, never refusing the bingo', async () => {
    await settings(f.agentSession, { stages: bonusStage(20, 75) });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    await drawUntilOut(id, fullCard());
    const before = await f.cashOf(f.shop.id);
    const won = await recordCard1(id);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({ win_amount: 192, stage_bonus: 20, stage_bonus_unpaid: 0 });
    expect(won.json().stage_bonus_unpaid_reason).toBeUndefined();
    // The drawer takes the house's 48.00 and pays the 20.00 bonus.
    expect(await f.cashOf(f.shop.id)).toBe(before + 4_800n - 2_000n);
    const record = await call(f.t.app, 'GET', `/api/v1/games/${id}/record/`, {
      as: f.agentSession,
    });
    expect(record.json().replay).toMatchObject({ agrees: true });

    // A bonus the drawer cannot cover: the win is recorded, the bonus said unpaid.
    await settings(f.agentSession, { stages: bonusStage(100_000, 75) });
    const second = await startGame(f.t.app, f.session, f.fullGame());
    await drawUntilOut(second, fullCard());
    const short = await recordCard1(second);
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json()).toMatchObject({
      stage_bonus: 0,
      stage_bonus_unpaid: 100_000,
      stage_bonus_unpaid_reason: 'drawer_short',
    });

    // A win on numbers the till called by hand: the bingo stands, the server pays no bonus on
    // calls it did not draw (a cashier could mark a friend's card), and says it is unpaid.
    await settings(f.agentSession, { stages: bonusStage(20) });
    const byHand = await startGame(f.t.app, f.session, f.fullGame());
    await callByHand(byHand, fullCard());
    const beforeHand = await f.cashOf(f.shop.id);
    const handWin = await recordCard1(byHand);
    expect(handWin.statusCode, handWin.body).toBe(200);
    expect(handWin.json()).toMatchObject({
      win_amount: 192,
      stage_bonus: 0,
      stage_bonus_unpaid: 20,
      stage_bonus_unpaid_reason: 'hand_calls',
    });
    expect(await f.cashOf(f.shop.id)).toBe(beforeHand + 4_800n);

    // Past the calls: no bonus is due.
    await settings(f.agentSession, { stages: bonusStage(20) });
    const late = await startGame(f.t.app, f.session, f.fullGame());
    const others = Array.from({ length: 75 }, (_, i) => i + 1).filter(
      (n) => !fullCard().includes(n),
    );
    await callByHand(late, [...others.slice(0, 10), ...fullCard()]);
    const noBonus = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: { game_id: late, card_number: 1 },
    });
    expect(noBonus.json().stage_bonus).toBeUndefined();
    await settings(f.agentSession, { stages: null });
  });
});
