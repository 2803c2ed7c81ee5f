import { beforeAll, describe, expect, it } from 'vitest';
import { columnRange } from '@core/bingo/modes';
import { maskOfPicture } from '@core/bingo/patterns/grid-mask';
import { call } from '../../../../tests/support/api';
import { orderFromProof } from '../../../../tests/support/fair-draw';
import { useGameFixture } from '../../../../tests/support/game-fixture';
import { gameCall, getGame } from '../../../../tests/support/games';
import { numbersAt, patternGames } from './pattern-games';

const f = useGameFixture();
const { settings, patterns, gamePlaying, callByHand, check, allowSmallPatterns } = patternGames(f);
// The shapes here are small on purpose: the platform's floor is lowered for them.
beforeAll(() => allowSmallPatterns());

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
    expect(verify.commitment).toBe(before.commitment);
    expect(orderFromProof(verify)).toEqual(verify.order);
    // The seal would not match any other plan: the patterns cannot be swapped afterwards.
    const swapped = { ...verify.plan, patterns: [{ ...verify.plan.patterns[0], masks: [16] }] };
    expect(() => orderFromProof({ ...verify, plan: swapped })).toThrow('seal');
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
    expect(orderFromProof(verify)).toEqual(balls);
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
