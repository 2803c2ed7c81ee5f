import { describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { commitmentInput } from '@core/bingo/shuffle';
import { columnRange } from '@core/bingo/modes';
import { maskOfPicture } from '@core/bingo/patterns/grid-mask';
import { call } from '../../../tests/support/api';
import { sha256, useGameFixture } from '../../../tests/support/game-fixture';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import type { Session } from '../../../tests/support/test-app';

const f = useGameFixture();
const NONE = { anyLine: false, fourCorners: false, fullHouse: false, diagonal: false };
/** Card 1 (standard): 13 30 38 48 65 / 9 21 31 53 67 / 5 29 F 47 62 / 15 28 32 50 70 / 6 26 41 55 72 */
const card1 = cardForNumber(1, 'standard');
const numbersAt = (cells: [number, number][]) =>
  cells
    .map(([row, column]) => card1[row]![column])
    .filter((n): n is number => typeof n === 'number');

const settings = (as: Session, body: Record<string, unknown>) =>
  call(f.t.app, 'PUT', `/api/v1/shops/${f.shop.id}/game_settings/`, { as, body });
const patterns = (as: Session, method: 'GET' | 'POST', body?: unknown) =>
  call(f.t.app, method, `/api/v1/shops/${f.shop.id}/patterns/`, { as, body });

/** Plays only `keys` (the SPEC switches off) and starts a game of the shop. */
async function gamePlaying(keys: string[], extra: Record<string, unknown> = {}) {
  const saved = await settings(f.session, { win_conditions: NONE, patterns: keys, ...extra });
  expect(saved.statusCode, saved.body).toBe(200);
  return startGame(f.t.app, f.session, f.fullGame());
}

const callByHand = async (id: number, numbers: number[]) => {
  for (const number of numbers) {
    const marked = await gameCall(f.t.app, f.session, id, 'mark', { number, called: true });
    expect(marked.statusCode, marked.body).toBe(200);
  }
};
const check = async (id: number, cardNumber = 1) =>
  (await gameCall(f.t.app, f.session, id, 'check', { card_number: cardNumber })).json();

describe("a shop's own patterns", () => {
  it('are kept per shop, named once, validated and scoped', async () => {
    const made = await patterns(f.session, 'POST', {
      name: 'Corner Tromino',
      class: 'crazy',
      masks: [maskOfPicture('XX.../X..../...../...../.....')],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Corner Tromino', class: 'crazy', k: 1 });
    expect(made.json().key).toBe(`custom-${made.json().id}`);
    expect((await patterns(f.session, 'GET')).json().results).toEqual([made.json()]);
    const again = await patterns(f.agentSession, 'POST', {
      name: ' corner tromino ',
      class: 'fixed',
      masks: [1],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('pattern_name_taken');
    for (const bad of [
      { name: 'No shape', class: 'fixed', masks: [] },
      { name: 'Too big', class: 'fixed', masks: [1 << 25] },
      { name: 'Set without k', class: 'k_of_set', masks: [1, 2], k: 3 },
      { name: 'k on fixed', class: 'fixed', masks: [1], k: 2 },
      { name: 'Twice', class: 'fixed', masks: [3, 3] },
      { name: '', class: 'fixed', masks: [1] },
    ]) {
      expect((await patterns(f.session, 'POST', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await patterns(f.otherSession, 'GET')).statusCode).toBe(404);
    expect(
      (await patterns(f.otherSession, 'POST', { name: 'Mine', class: 'fixed', masks: [1] }))
        .statusCode,
    ).toBe(404);
    // Another shop cannot play this shop's pattern by naming its key.
    const other = await f.t.createShop(f.cashier);
    const borrowed = await call(f.t.app, 'PUT', `/api/v1/shops/${other.id}/game_settings/`, {
      as: f.session,
      body: { patterns: [made.json().key] },
    });
    expect(borrowed.statusCode).toBe(422);
    expect(borrowed.json().code).toBe('unknown_pattern');
    // Deleted: the shop stops playing it.
    expect((await settings(f.session, { patterns: [made.json().key] })).statusCode).toBe(200);
    const gone = await call(
      f.t.app,
      'DELETE',
      `/api/v1/shops/${f.shop.id}/patterns/${made.json().id}/`,
      { as: f.session },
    );
    expect(gone.statusCode).toBe(204);
    const after = await call(f.t.app, 'GET', `/api/v1/shops/${f.shop.id}/game_settings/`, {
      as: f.session,
    });
    expect(after.json().patterns).toEqual([]);
  });
});

describe('each class judged on the server', () => {
  it('fixed (the X): wins with its cells only, named by its pattern', async () => {
    const id = await gamePlaying(['letter_x']);
    const x = numbersAt([
      [0, 0],
      [1, 1],
      [3, 3],
      [4, 4],
      [0, 4],
      [1, 3],
      [3, 1],
      [4, 0],
    ]);
    await callByHand(id, x.slice(1));
    const short = await check(id);
    expect(short.is_winner).toBe(false);
    expect(short.to_go).toEqual([
      expect.objectContaining({ key: 'letter_x', needed: [x[0]], reachable: true }),
    ]);
    // A full row is no win under the X alone.
    await callByHand(
      id,
      numbersAt([
        [1, 0],
        [1, 2],
        [1, 4],
      ]).filter((n) => !x.includes(n)),
    );
    expect((await check(id)).is_winner).toBe(false);
    await callByHand(id, [x[0]!]);
    const won = await check(id);
    expect(won).toMatchObject({
      is_winner: true,
      verdict: 'win',
      win_type: 'bingo',
      label: 'X Winner',
      pattern: { key: 'letter_x', name: 'X' },
    });
    expect(won.winning_cells).toHaveLength(9);
  });

  it('crazy: any turn or mirror image of the shape, never another position', async () => {
    const made = await patterns(f.session, 'POST', {
      name: 'Top Three',
      class: 'crazy',
      masks: [maskOfPicture('XXX../...../...../...../.....')],
    });
    const key = made.json().key as string;
    const id = await gamePlaying([key]);
    // Row 1, columns 0-2: the shape moved down, which crazy does not allow.
    await callByHand(
      id,
      numbersAt([
        [1, 0],
        [1, 1],
        [1, 2],
      ]),
    );
    expect((await check(id)).is_winner).toBe(false);
    // The bottom three of column O: the shape turned a quarter and mirrored.
    await callByHand(
      id,
      numbersAt([
        [2, 4],
        [3, 4],
        [4, 4],
      ]),
    );
    const won = await check(id);
    expect(won).toMatchObject({ is_winner: true, pattern: { key, name: 'Top Three' } });
    expect(won.label).toBe('Top Three Winner');
    expect(won.winning_cells).toEqual([
      { row: 2, column: 4 },
      { row: 3, column: 4 },
      { row: 4, column: 4 },
    ]);
  });

  it('anywhere: the 2x2 square at any position', async () => {
    const id = await gamePlaying(['small_square']);
    await callByHand(
      id,
      numbersAt([
        [3, 3],
        [3, 4],
        [4, 3],
      ]),
    );
    expect((await check(id)).to_go[0]).toMatchObject({
      key: 'small_square',
      needed: [card1[4]![4]],
    });
    await callByHand(id, numbersAt([[4, 4]]));
    expect(await check(id)).toMatchObject({ is_winner: true, pattern: { key: 'small_square' } });
  });

  it('k of a set: two lines need two of the rows, columns, diagonals and corners', async () => {
    const id = await gamePlaying(['two_lines']);
    await callByHand(
      id,
      numbersAt([
        [0, 0],
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
      ]),
    );
    const one = await check(id);
    expect(one.is_winner).toBe(false);
    // The corners share two cells with the top row: two more numbers make a second line.
    expect(one.to_go[0]).toMatchObject({
      key: 'two_lines',
      needed: numbersAt([
        [4, 0],
        [4, 4],
      ]),
    });
    await callByHand(
      id,
      numbersAt([
        [4, 0],
        [4, 4],
      ]),
    );
    const two = await check(id);
    expect(two).toMatchObject({ is_winner: true, pattern: { key: 'two_lines' } });
    expect(two.label).toBe('Two Lines Winner');
  });

  it("SPEC's switches still win as before, with SPEC's labels", async () => {
    const saved = await settings(f.session, {
      win_conditions: { anyLine: true, fourCorners: true, fullHouse: false, diagonal: true },
      patterns: [],
    });
    expect(saved.statusCode).toBe(200);
    const id = await startGame(f.t.app, f.session, f.fullGame());
    await callByHand(id, [13, 65, 6, 72]);
    expect(await check(id)).toMatchObject({
      is_winner: true,
      win_type: 'fourCorners',
      label: 'Four Corners Winner',
      pattern: { key: 'four_corners' },
    });
  });
});

describe('the plan is fixed at the start and committed with the draw', () => {
  it('a change of the shop or of its pattern mid-game changes nothing in the game', async () => {
    const made = await patterns(f.session, 'POST', {
      name: 'Moving Target',
      class: 'fixed',
      masks: [maskOfPicture('X..../...../...../...../.....')],
    });
    const { id: patternId, key } = made.json() as { id: number; key: string };
    const id = await gamePlaying([key]);
    const before = await getGame(f.t.app, f.session, id);
    // The cashier redraws the pattern to fit a player's card, and adds the full row.
    const edited = await call(f.t.app, 'PUT', `/api/v1/shops/${f.shop.id}/patterns/${patternId}/`, {
      as: f.session,
      body: {
        name: 'Moving Target',
        class: 'fixed',
        masks: [maskOfPicture('....X/...../...../...../.....')],
      },
    });
    expect(edited.statusCode).toBe(200);
    await settings(f.session, { patterns: [key, 'row_or_column'] });
    await callByHand(
      id,
      numbersAt([
        [0, 4],
        [0, 1],
        [0, 2],
        [0, 3],
      ]),
    );
    expect((await check(id)).is_winner).toBe(false);
    expect((await getGame(f.t.app, f.session, id)).plan).toEqual(before.plan);
    await callByHand(id, numbersAt([[0, 0]]));
    expect(await check(id)).toMatchObject({ is_winner: true, pattern: { key } });
    await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: { game_id: id, card_number: 1 },
    });
    // The winner is recorded with the pattern it won with, as the game played it.
    expect((await getGame(f.t.app, f.session, id)).winners[0]).toMatchObject({
      card_number: 1,
      pattern: { key, name: 'Moving Target' },
      label: 'Moving Target Winner',
    });
    const verify = (
      await call(f.t.app, 'GET', `/api/v1/games/${id}/verify/`, { as: f.session })
    ).json();
    expect(verify.plan).toEqual(before.plan);
    expect(sha256(commitmentInput(verify.order, verify.salt, verify.plan))).toBe(before.commitment);
    // The commitment would not match any other plan: the patterns cannot be swapped afterwards.
    const swapped = { ...verify.plan, patterns: [{ ...verify.plan.patterns[0], masks: [16] }] };
    expect(sha256(commitmentInput(verify.order, verify.salt, swapped))).not.toBe(before.commitment);
    const record = await call(f.t.app, 'GET', `/api/v1/games/${id}/record/`, {
      as: f.agentSession,
    });
    expect(record.json().replay).toMatchObject({ agrees: true, winner_card: 1 });
    // The agent's report and its CSV name the pattern.
    const report = await call(f.t.app, 'GET', `/api/v1/reports/games/?search=${id}`, {
      as: f.agentSession,
    });
    const row = report.json().results.find((g: { id: number }) => g.id === id);
    expect(row).toMatchObject({ win_type: 'bingo', win_pattern: 'Moving Target' });
    const csv = await call(f.t.app, 'GET', `/api/v1/reports/games/?search=${id}&format=csv`, {
      as: f.agentSession,
    });
    expect(csv.body).toContain('Win pattern');
    expect(csv.body).toContain('Moving Target');
  });
});

describe('skip numbers no pattern uses', () => {
  it('draws only the columns of the plan, counts them, and refuses a hand call outside', async () => {
    // The small frame uses columns I, N and G: B and O never come out.
    const id = await gamePlaying(['small_frame'], { skip_unused: true });
    const game = await getGame(f.t.app, f.session, id);
    expect(game.ball_count).toBe(45);
    expect(game.plan.skip_unused).toBe(true);
    const b = columnRange(0);
    const outside = await gameCall(f.t.app, f.session, id, 'mark', { number: b.min, called: true });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().code).toBe('ball_not_in_play');
    const balls = await f.drawAll(id);
    expect(balls).toHaveLength(45);
    const { min, max } = { min: columnRange(1).min, max: columnRange(3).max };
    expect(balls.every((n) => n >= min && n <= max)).toBe(true);
    expect((await getGame(f.t.app, f.session, id)).state).toBe('over');
    const verify = (
      await call(f.t.app, 'GET', `/api/v1/games/${id}/verify/`, { as: f.session })
    ).json();
    expect(verify).toMatchObject({ revealed: true, order: balls });
    expect(sha256(commitmentInput(verify.order, verify.salt, verify.plan))).toBe(game.commitment);
    const won = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: { game_id: id, card_number: 1 },
    });
    expect(won.statusCode, won.body).toBe(200);
    const record = await call(f.t.app, 'GET', `/api/v1/games/${id}/record/`, {
      as: f.agentSession,
    });
    expect(record.json().replay).toMatchObject({ agrees: true });
  });
});

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
    await settings(f.session, { stages: null });
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
    await settings(f.session, { stages: null });
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
  const bonusStage = (amount: number) => [
    { patterns: ['full_house'], share_percent: 100, bonus: { within_calls: 30, amount } },
  ];

  it('pays the bonus from the drawer within the calls, never refusing the bingo', async () => {
    await settings(f.session, { stages: bonusStage(20) });
    const id = await startGame(f.t.app, f.session, f.fullGame());
    await callByHand(id, fullCard());
    const before = await f.cashOf(f.shop.id);
    const won = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: { game_id: id, card_number: 1 },
    });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({ win_amount: 192, stage_bonus: 20, stage_bonus_unpaid: 0 });
    // The drawer takes the house's 48.00 and pays the 20.00 bonus.
    expect(await f.cashOf(f.shop.id)).toBe(before + 4_800n - 2_000n);
    const record = await call(f.t.app, 'GET', `/api/v1/games/${id}/record/`, {
      as: f.agentSession,
    });
    expect(record.json().replay).toMatchObject({ agrees: true });

    // A bonus the drawer cannot cover: the win is recorded, the bonus said unpaid.
    await settings(f.session, { stages: bonusStage(100_000) });
    const second = await startGame(f.t.app, f.session, f.fullGame());
    await callByHand(second, fullCard());
    const short = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: { game_id: second, card_number: 1 },
    });
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json()).toMatchObject({ stage_bonus: 0, stage_bonus_unpaid: 100_000 });

    // Past the calls: no bonus is due.
    await settings(f.session, { stages: bonusStage(20) });
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
    await settings(f.session, { stages: null });
  });
});
