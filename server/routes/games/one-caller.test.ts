import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameHistory } from '@core/schemas/game-record';
import { call } from '../../../tests/support/api';
import { useGameFixture } from '../../../tests/support/game-fixture';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { games } from '../../db/schema';

// One caller per game (decision 051): two tills of one cashier on one game.
const f = useGameFixture();

const NOT_THE_CALLER = {
  error: 'Another till is calling this game: take control to draw from this one',
  code: 'not_the_caller',
};
const TOO_SOON = { error: 'The next ball is not due yet', code: 'draw_too_soon' };

/** Moves the game's clocks back: as if its last ball and its holder's last word came `ms` ago. */
async function ago(id: number, ms: number) {
  const back = sql`make_interval(secs => ${ms / 1000})`;
  await f.t.db
    .update(games)
    .set({
      lastDrawAt: sql`${games.lastDrawAt} - ${back}`,
      callerSeenAt: sql`${games.callerSeenAt} - ${back}`,
    })
    .where(eq(games.id, id));
}

const draw = (id: number, till?: string, expected?: number) =>
  gameCall(f.t.app, f.session, id, 'draw', {
    ...(till ? { till } : {}),
    ...(expected === undefined ? {} : { expected_called_count: expected }),
  });

async function historyOf(id: number) {
  const response = await call(f.t.app, 'GET', `/api/v1/games/${id}/history/`, { as: f.session });
  return response.json<GameHistory>().results;
}

async function started() {
  const id = await startGame(f.t.app, f.session, f.fullGame());
  return { id, a: randomUUID(), b: randomUUID() };
}

describe('one caller per game', () => {
  it('the first till to draw holds the caller; another till is refused', async () => {
    const { id, a, b } = await started();
    expect((await getGame(f.t.app, f.session, id)).caller).toBeNull();
    expect((await draw(id, a, 0)).statusCode).toBe(200);
    const game = await getGame(f.t.app, f.session, id);
    expect(game.caller).toMatchObject({ till: a, username: f.cashier.username, lapsed: false });
    await ago(id, 7_000);
    const refused = await draw(id, b, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(NOT_THE_CALLER);
    expect((await getGame(f.t.app, f.session, id)).called_count).toBe(1);
    expect((await draw(id, a, 1)).statusCode).toBe(200);
    // A client that names no till (SPEC's) draws as before, and takes nothing.
    expect((await draw(id, undefined, 2)).statusCode).toBe(200);
    expect((await getGame(f.t.app, f.session, id)).caller?.till).toBe(a);
  });

  it("a till draws one interval after the last ball at the soonest (the game's 6 s)", async () => {
    const { id, a } = await started();
    await draw(id, a, 0);
    expect((await draw(id, a, 1)).json()).toEqual(TOO_SOON);
    await ago(id, 5_000);
    expect((await draw(id, a, 1)).statusCode).toBe(409);
    await ago(id, 1_000);
    expect((await draw(id, a, 1)).json()).toMatchObject({ called_count: 2 });
  });

  it('Take control moves the draw, is logged with who and when, and changes no call', async () => {
    const { id, a, b } = await started();
    await draw(id, a, 0);
    const before = await getGame(f.t.app, f.session, id);
    const taken = await gameCall(f.t.app, f.session, id, 'take_control', { till: b });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().caller).toMatchObject({ till: b, username: f.cashier.username });
    expect(taken.json().called).toEqual(before.called);
    // The handover adds no ball: the new till too waits one interval from the last one.
    expect((await draw(id, b, 1)).json()).toEqual(TOO_SOON);
    await ago(id, 6_000);
    expect((await draw(id, a, 1)).json()).toEqual(NOT_THE_CALLER);
    expect((await draw(id, b, 1)).statusCode).toBe(200);
    // Taking it again from the same till logs nothing more.
    await gameCall(f.t.app, f.session, id, 'take_control', { till: b });
    const log = (await historyOf(id)).filter((e) => e.type === 'take_control');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      user: { username: f.cashier.username, role: 'cashier' },
      data: { till: b, from_till: a, lapsed: false },
    });
    expect(Date.parse(log[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('handing the caller back and forth never draws two balls in one interval', async () => {
    const { id, a, b } = await started();
    await draw(id, a, 0);
    await ago(id, 6_000);
    await gameCall(f.t.app, f.session, id, 'take_control', { till: b });
    expect((await draw(id, b, 1)).statusCode).toBe(200);
    await gameCall(f.t.app, f.session, id, 'take_control', { till: a });
    expect((await draw(id, a, 2)).json()).toEqual(TOO_SOON);
    expect((await getGame(f.t.app, f.session, id)).called_count).toBe(2);
  });

  it('a silent holder lapses after three intervals while calling: another till draws on, logged', async () => {
    const { id, a, b } = await started();
    await draw(id, a, 0);
    await ago(id, 17_000);
    expect((await draw(id, b, 1)).json()).toEqual(NOT_THE_CALLER);
    expect((await getGame(f.t.app, f.session, id)).caller?.lapsed).toBe(false);
    await ago(id, 1_000);
    expect((await getGame(f.t.app, f.session, id)).caller?.lapsed).toBe(true);
    expect((await draw(id, b, 1)).statusCode).toBe(200);
    const game = await getGame(f.t.app, f.session, id);
    expect(game.caller).toMatchObject({ till: b, lapsed: false });
    const taken = (await historyOf(id)).find((e) => e.type === 'take_control');
    expect(taken?.data).toMatchObject({ till: b, from_till: a, lapsed: true });
    expect((await draw(id, a, 2)).json()).toEqual(NOT_THE_CALLER);
  });

  it('any till may pause (the caller stays); a resume takes the caller to its till', async () => {
    const { id, a, b } = await started();
    await draw(id, a, 0);
    expect((await gameCall(f.t.app, f.session, id, 'pause', { till: b })).statusCode).toBe(200);
    let game = await getGame(f.t.app, f.session, id);
    expect(game).toMatchObject({ state: 'paused', caller: { till: a } });
    // A paused game never lapses: nobody draws.
    await ago(id, 60_000);
    expect((await draw(id, b, 1)).json()).toMatchObject({ code: 'game_paused' });
    expect((await gameCall(f.t.app, f.session, id, 'resume', { till: b })).statusCode).toBe(200);
    game = await getGame(f.t.app, f.session, id);
    expect(game).toMatchObject({ state: 'calling', caller: { till: b } });
    const types = (await historyOf(id)).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['take_control', 'resume']);
  });

  it('the holding till leaving the caller pauses the game and gives the caller up', async () => {
    const { id, a, b } = await started();
    await draw(id, a, 0);
    // Another till leaving (it pauses nothing in the web) keeps the caller where it is.
    await gameCall(f.t.app, f.session, id, 'pause', { till: b, leave: true });
    expect((await getGame(f.t.app, f.session, id)).caller?.till).toBe(a);
    await gameCall(f.t.app, f.session, id, 'resume', { till: a });
    expect(
      (await gameCall(f.t.app, f.session, id, 'pause', { till: a, leave: true })).statusCode,
    ).toBe(200);
    expect(await getGame(f.t.app, f.session, id)).toMatchObject({ state: 'paused', caller: null });
  });

  it('a reset lets the holder draw the new first ball at once', async () => {
    const { id, a } = await started();
    await draw(id, a, 0);
    await gameCall(f.t.app, f.session, id, 'reset', { reason: 'wrong cards' });
    expect((await draw(id, a, 0)).statusCode).toBe(200);
  });

  it("a till id is a UUID; another cashier's game cannot be taken", async () => {
    const { id } = await started();
    const bad = await gameCall(f.t.app, f.session, id, 'take_control', { till: 'till-1' });
    expect(bad.statusCode).toBe(400);
    expect((await draw(id, 'x'.repeat(36), 0)).statusCode).toBe(400);
    const other = await gameCall(f.t.app, f.otherSession, id, 'take_control', {
      till: randomUUID(),
    });
    expect(other.statusCode).toBe(404);
    expect((await getGame(f.t.app, f.session, id)).caller).toBeNull();
  });
});
