import { beforeAll, describe, expect, it } from 'vitest';
import { maskOfPicture } from '@core/bingo/patterns/grid-mask';
import { call } from '../../../../tests/support/api';
import { useGameFixture } from '../../../../tests/support/game-fixture';
import { startGame } from '../../../../tests/support/games';
import { card1, numbersAt, patternGames } from './pattern-games';

const f = useGameFixture();
const { settings, patterns, gamePlaying, callByHand, check, allowSmallPatterns } = patternGames(f);
// The shapes here are small on purpose: the platform's floor is lowered for them.
beforeAll(() => allowSmallPatterns());

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
    // In use, it cannot be deleted (decision 045); taken out of the settings first, it can.
    expect((await settings(f.session, { patterns: [made.json().key] })).statusCode).toBe(200);
    const remove = () =>
      call(f.t.app, 'DELETE', `/api/v1/shops/${f.shop.id}/patterns/${made.json().id}/`, {
        as: f.session,
      });
    const inUse = await remove();
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'pattern_in_use', details: [{ path: 'patterns' }] });
    expect((await settings(f.session, { patterns: [] })).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(204);
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
