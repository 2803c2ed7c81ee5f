import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { orderFromProof } from '../../../tests/support/fair-draw';
import { useGameFixture } from '../../../tests/support/game-fixture';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { gameEvents } from '../../db/schema';

const f = useGameFixture();

describe('draws', () => {
  it.each([
    ['quick', 50],
    ['standard', 75],
    ['marathon', 100],
  ] as const)('%s: gives each of 1..%i once, then "Game Over"', async (mode, max) => {
    const id = await startGame(f.t.app, f.session, f.fullGame({ mode }));
    const balls = await f.drawAll(id);
    expect(balls).toHaveLength(max);
    expect([...balls].sort((a, b) => a - b)).toEqual(Array.from({ length: max }, (_, i) => i + 1));
    const game = await getGame(f.t.app, f.session, id);
    expect(game.state).toBe('over');
    expect(game.called.map((c) => c.number)).toEqual(balls);
    // Once every ball is out the order is no secret: verify recomputes to the commitment.
    const verify = (
      await call(f.t.app, 'GET', `/api/v1/games/${id}/verify/`, { as: f.session })
    ).json();
    expect(verify.revealed).toBe(true);
    expect(verify.order).toEqual(balls);
    // The seed hashes to the commitment, the sale to its seal (which holds the plan), and the
    // order is the one the seed and seal give (no beacon here: an offline draw, labelled).
    expect(verify.plan).toEqual(game.plan);
    expect(verify.fair_draw).toMatchObject({ format: 2, offline: true, awaiting_beacon: false });
    expect(orderFromProof(verify)).toEqual(balls);
    expect(() => orderFromProof({ ...verify, plan: null })).toThrow('seal');
    expect(verify.salt).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never gives two games the same order', async () => {
    // One running game per shop: the first is drawn out before the second starts.
    const a = await startGame(f.t.app, f.session, f.fullGame({ mode: 'quick' }));
    const first = await f.drawAll(a);
    const b = await startGame(f.t.app, f.session, f.fullGame({ mode: 'quick' }));
    const second = await f.drawAll(b);
    expect(first).not.toEqual(second);
    const [ga, gb] = [await getGame(f.t.app, f.session, a), await getGame(f.t.app, f.session, b)];
    expect(ga.commitment).not.toBe(gb.commitment);
  });

  it('keeps the order secret while the game runs', async () => {
    const id = await startGame(f.t.app, f.session, f.fullGame());
    await gameCall(f.t.app, f.session, id, 'draw');
    const verify = (
      await call(f.t.app, 'GET', `/api/v1/games/${id}/verify/`, { as: f.session })
    ).json();
    expect(verify).toMatchObject({ revealed: false, order: null, salt: null });
    expect(verify.commitment_input_format).toContain('sha256');
  });

  it('with expected_called_count draws once per count: a second device gets "Already drawn"', async () => {
    const id = await startGame(f.t.app, f.session, f.fullGame());
    const responses = await Promise.all(
      [0, 0].map((n) => gameCall(f.t.app, f.session, id, 'draw', { expected_called_count: n })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({
      error: 'Already drawn',
      code: 'already_drawn',
    });
    const next = await gameCall(f.t.app, f.session, id, 'draw', { expected_called_count: 1 });
    expect(next.json().called_count).toBe(2);
    expect((await getGame(f.t.app, f.session, id)).called_count).toBe(2);
  });

  it('serves 20 simultaneous draws one at a time: 20 distinct balls, in order', async () => {
    const id = await startGame(f.t.app, f.session, f.fullGame());
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => gameCall(f.t.app, f.session, id, 'draw')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const draws = responses.map((r) => r.json()).sort((a, b) => a.called_count - b.called_count);
    expect(draws.map((d) => d.called_count)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(draws.map((d) => d.number)).size).toBe(20);
    const rest = await f.drawAll(id);
    const verify = (
      await call(f.t.app, 'GET', `/api/v1/games/${id}/verify/`, { as: f.session })
    ).json();
    expect(verify.order).toEqual([...draws.map((d) => d.number), ...rest]);
  });
});

describe('caller controls and the log', () => {
  it('records manual calls, pauses, resumes and resets, keeping the old order in the log', async () => {
    const id = await startGame(f.t.app, f.session, f.fullGame());
    const marked = await gameCall(f.t.app, f.session, id, 'mark', { number: 5, called: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().called).toEqual([{ number: 5, letter: 'B', manual: true }]);
    const unknown = await gameCall(f.t.app, f.session, id, 'mark', { number: 76, called: true });
    expect(unknown.statusCode).toBe(422);

    const drawn = await f.drawAll(id);
    expect(drawn).toHaveLength(74);
    expect(drawn).not.toContain(5);

    const next = await startGame(f.t.app, f.session, f.fullGame());
    expect((await gameCall(f.t.app, f.session, next, 'pause')).statusCode).toBe(409);
    await gameCall(f.t.app, f.session, next, 'draw');
    const paused = await gameCall(f.t.app, f.session, next, 'pause');
    expect(paused.json().state).toBe('paused');
    expect((await gameCall(f.t.app, f.session, next, 'draw')).json()).toEqual({
      error: 'Game is paused',
      code: 'game_paused',
    });
    expect((await gameCall(f.t.app, f.session, next, 'resume')).json().state).toBe('calling');
    await gameCall(f.t.app, f.session, next, 'draw');
    const before = await getGame(f.t.app, f.session, next);
    const reset = await gameCall(f.t.app, f.session, next, 'reset', { reason: 'Wrong cards sold' });
    expect(reset.json()).toMatchObject({ state: 'ready', called: [], called_count: 0 });
    // The seed committed before sales stays; the order after a reset is another one.
    expect(reset.json().commitment).toBe(before.commitment);

    const log = await f.logOf(next);
    expect(log.map((e) => e.type)).toEqual(['start', 'draw', 'pause', 'resume', 'draw', 'reset']);
    const resetEvent = log.at(-1)!.data as { old_order: number[]; old_salt?: string };
    // The seed is not revealed at a reset: it would give away the new order.
    expect(resetEvent.old_salt).toBeUndefined();
    expect(resetEvent.old_order.slice(0, 2)).toEqual(before.called.map((c) => c.number));
    await gameCall(f.t.app, f.session, next, 'cancel', { reason: 'Test over' });
    const verify = (
      await call(f.t.app, 'GET', `/api/v1/games/${next}/verify/`, { as: f.session })
    ).json();
    expect(orderFromProof(verify, { resetCount: 0 })).toEqual(resetEvent.old_order);
    expect(orderFromProof(verify, { resetCount: 1 })).toEqual(verify.order);
    expect(verify.order).not.toEqual(resetEvent.old_order);
  });

  it('refuses to rewrite the log', async () => {
    const id = await startGame(f.t.app, f.session, f.fullGame());
    await expect(
      f.t.db.update(gameEvents).set({ type: 'draw' }).where(eq(gameEvents.gameId, id)),
    ).rejects.toThrow();
    await expect(f.t.db.delete(gameEvents).where(eq(gameEvents.gameId, id))).rejects.toThrow();
  });

  it("lets an agent watch its f.cashier's game but not run it; others get 404", async () => {
    const id = await startGame(f.t.app, f.session, f.fullGame());
    expect(
      (await call(f.t.app, 'GET', `/api/v1/games/${id}/`, { as: f.agentSession })).statusCode,
    ).toBe(200);
    expect((await gameCall(f.t.app, f.agentSession, id, 'draw')).statusCode).toBe(403);
    expect(
      (await call(f.t.app, 'GET', `/api/v1/games/${id}/`, { as: f.otherSession })).statusCode,
    ).toBe(404);
    expect((await gameCall(f.t.app, f.otherSession, id, 'draw')).statusCode).toBe(404);
  });
});
