import { beforeAll, describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { call } from '../../../tests/support/api';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { appForFile } from '../../../tests/support/app-for-file';
import { hallStaff } from '../../../tests/support/hall-staff';
import type { Session, TestShop } from '../../../tests/support/test-app';

// The forbidden sequences of legitimate calls a cashier could make to steer or hide a game.
const t = appForFile({}, { checkLedger: true });
let session: Session;
let cashierName: string;
let agentSession: Session;
let shop: TestShop;
const cards = Array.from({ length: 24 }, (_, i) => i + 1);
const rowOnly = { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false };
const newGame = (extra: Record<string, unknown> = {}) =>
  startGame(t.app, session, {
    amount: 240,
    cards,
    card_value: 10,
    shop_id: shop.id,
    win_conditions: rowOnly,
    ...extra,
  });
const verify = async (id: number) =>
  (await call(t.app, 'GET', `/api/v1/games/${id}/verify/`, { as: session })).json();
const mark = (id: number, number: number, called: boolean) =>
  gameCall(t.app, session, id, 'mark', { number, called });
const reset = (id: number, reason?: string) =>
  gameCall(t.app, session, id, 'reset', reason === undefined ? undefined : { reason });

beforeAll(async () => {
  const staff = await hallStaff(t, { cashierBalance: 5000 });
  ({ asCashier: session, asAgent: agentSession } = staff);
  cashierName = staff.cashier.username;
  shop = await t.createShop(staff.cashier);
});

describe('the draw order stays secret while the game runs', () => {
  it('is not revealed by calling every ball by hand', async () => {
    const id = await newGame();
    for (let n = 1; n <= 75; n += 1) expect((await mark(id, n, true)).statusCode).toBe(200);
    expect((await getGame(t.app, session, id)).state).toBe('over');
    expect(await verify(id)).toMatchObject({ revealed: false, order: null, salt: null });
  });

  it('is revealed once every ball was drawn by the server', async () => {
    const id = await newGame({ mode: 'quick' });
    for (let i = 0; i < 50; i += 1) await gameCall(t.app, session, id, 'draw');
    const answer = await verify(id);
    expect(answer.revealed).toBe(true);
    expect(answer.order).toEqual((await getGame(t.app, session, id)).called.map((c) => c.number));
  });
});

describe('a drawn ball stays drawn', () => {
  it('refuses to uncall a drawn ball, so it cannot come out again', async () => {
    const id = await newGame();
    const first = (await gameCall(t.app, session, id, 'draw')).json().number as number;
    const uncall = await mark(id, first, false);
    expect(uncall.statusCode).toBe(409);
    expect(uncall.json()).toEqual({
      error: 'A drawn ball cannot be uncalled',
      code: 'drawn_ball',
    });
    const second = (await gameCall(t.app, session, id, 'draw')).json();
    expect(second.number).not.toBe(first);
    expect(second.called_count).toBe(2);
    const game = await getGame(t.app, session, id);
    expect(game.called.map((c) => c.number)).toEqual([first, second.number]);
  });

  it('still lets a manual call be uncalled', async () => {
    const id = await newGame();
    await mark(id, 9, true);
    const uncall = await mark(id, 9, false);
    expect(uncall.statusCode).toBe(200);
    expect(uncall.json().called).toEqual([]);
  });

  it('keeps a hand call a winning check relied on, so the bingo cannot vanish', async () => {
    const id = await newGame();
    const row = cardForNumber(1, 'standard')[0]!.filter((n): n is number => typeof n === 'number');
    for (const number of row) await mark(id, number, true);
    const stray = [...Array(75).keys()].map((i) => i + 1).find((n) => !row.includes(n))!;
    await mark(id, stray, true);
    const checked = await gameCall(t.app, session, id, 'check', { card_number: 1 });
    expect(checked.json()).toMatchObject({ verdict: 'win' });

    const uncall = await mark(id, row[4]!, false);
    expect(uncall.statusCode).toBe(409);
    expect(uncall.json()).toMatchObject({
      code: 'win_relies_on_call',
      details: { card_numbers: [1] },
    });
    expect((await getGame(t.app, session, id)).called.map((c) => c.number)).toContain(row[4]);
    // A call the win does not need may still be taken back.
    expect((await mark(id, stray, false)).statusCode).toBe(200);
    // The win stands: it is recorded on the same calls.
    const won = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: { game_id: id, card_number: 1 },
    });
    expect(won.statusCode).toBe(200);
  });
});

describe('resets', () => {
  it('need a reason, are limited to one per game by default, and show on the record', async () => {
    const id = await newGame();
    await gameCall(t.app, session, id, 'draw');
    expect((await reset(id)).statusCode).toBe(400);
    expect((await reset(id, '  ')).statusCode).toBe(400);
    const first = await reset(id, 'Ball machine jammed');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ reset_count: 1, resets_left: 0, called_count: 0 });
    await gameCall(t.app, session, id, 'draw');
    const second = await reset(id, 'Again');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'No resets left for this game', code: 'reset_limit' });

    const record = await call(t.app, 'GET', `/api/v1/games/${id}/record/`, { as: agentSession });
    expect(record.statusCode).toBe(200);
    expect(record.json().resets).toEqual([
      expect.objectContaining({
        reason: 'Ball machine jammed',
        called_count: 1,
        user: cashierName,
      }),
    ]);
    const listed = (
      await call(t.app, 'GET', '/api/v1/games/my_games/', { as: agentSession })
    ).json();
    expect(listed.find((g: { id: number }) => g.id === id)).toMatchObject({ reset_count: 1 });
  });

  it('are refused once a card has won a check', async () => {
    const id = await newGame();
    const row = (cardForNumber(7, 'standard')[1] as number[]).slice();
    for (const n of row) await mark(id, n, true);
    expect((await gameCall(t.app, session, id, 'check', { card_number: 7 })).json().is_winner).toBe(
      true,
    );
    const refused = await reset(id, 'Wrong game');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('reset_after_win');
  });

  it('are refused once every ball is out', async () => {
    const id = await newGame({ mode: 'quick' });
    for (let i = 0; i < 50; i += 1) await gameCall(t.app, session, id, 'draw');
    const refused = await reset(id, 'Start over');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('reset_after_last_ball');
  });
});

describe('a win that relied on a manual call says so', () => {
  it('in the game, the games list and the win event', async () => {
    const id = await newGame();
    for (const n of (cardForNumber(7, 'standard')[1] as number[]).slice()) await mark(id, n, true);
    const won = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: { game_id: id, card_number: 7 },
    });
    expect(won.statusCode).toBe(200);
    expect(await getGame(t.app, session, id)).toMatchObject({
      winner_card: 7,
      win_relied_on_manual_call: true,
    });
    const listed = (await call(t.app, 'GET', '/api/v1/games/my_games/', { as: session })).json();
    expect(listed.find((g: { id: number }) => g.id === id)).toMatchObject({
      winner_card: 7,
      manual_win: true,
    });
  });
});
