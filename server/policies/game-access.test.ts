import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@core/schemas/auth';
import { startGame } from '../../tests/support/games';
import { createTestApp, type TestApp, type TestUser } from '../../tests/support/test-app';
import { gameAccess, gameFor, needsReasonToEnd } from './game-access';

const asSession = (user: TestUser): SessionUser => ({
  id: user.id,
  username: user.username,
  role: user.role,
  agent_id: user.agentId,
  cashier_id: user.cashierId,
});

const session = (role: SessionUser['role'], ids: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  username: role,
  role,
  agent_id: null,
  cashier_id: null,
  ...ids,
});

describe('gameAccess', () => {
  const owner = { cashierId: 7, agentId: 3 };

  it('lets admin run every game', () => {
    expect(gameAccess(session('admin'), owner)).toBe('run');
    expect(gameAccess(session('admin'), { cashierId: 8, agentId: null })).toBe('run');
  });

  it('lets a cashier run its own game and nobody else', () => {
    expect(gameAccess(session('cashier', { cashier_id: 7 }), owner)).toBe('run');
    expect(gameAccess(session('cashier', { cashier_id: 8 }), owner)).toBe('none');
    expect(gameAccess(session('cashier'), owner)).toBe('none');
  });

  it("lets an agent oversee its cashiers' games, never run them, and not see others'", () => {
    expect(gameAccess(session('agent', { agent_id: 3 }), owner)).toBe('oversee');
    expect(gameAccess(session('agent', { agent_id: 4 }), owner)).toBe('none');
    expect(gameAccess(session('agent'), { cashierId: 7, agentId: null })).toBe('none');
  });
});

describe('gameFor', () => {
  let t: TestApp;
  let gameId: number;
  const users: Record<string, SessionUser> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const agent = await t.createUser({ role: 'agent' });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 100 });
    users.admin = asSession(await t.createUser({ role: 'admin' }));
    users.agent = asSession(agent);
    users.otherAgent = asSession(await t.createUser({ role: 'agent' }));
    users.cashier = asSession(cashier);
    users.otherCashier = asSession(await t.createUser({ role: 'cashier', balance: 100 }));
    gameId = await startGame(t.app, await t.loginAs(cashier), { amount: 100 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const outcome = (who: string, options: { run?: boolean; end?: boolean; lock?: boolean } = {}) =>
    t.db.transaction(async (tx) =>
      gameFor(tx as unknown as TestApp['db'], users[who]!, gameId, options).then(
        (game) => game.id,
        (error: { statusCode: number }) => error.statusCode,
      ),
    );

  // 'game': the game comes back; a number: the status the caller is refused with.
  it.each([
    ['admin', 'game', 'game', 'game'],
    ['cashier', 'game', 'game', 'game'],
    ['agent', 'game', 'game', 403],
    ['otherAgent', 404, 404, 404],
    ['otherCashier', 404, 404, 404],
  ] as const)('gives %s the view %s, the end %s and the run %s', async (who, view, end, run) => {
    const expected = (cell: 'game' | number) => (cell === 'game' ? gameId : cell);
    expect(await outcome(who)).toBe(expected(view));
    expect(await outcome(who, { end: true, lock: true })).toBe(expected(end));
    expect(await outcome(who, { run: true, lock: true })).toBe(expected(run));
  });

  it('asks a reason to end a game of anyone but its own cashier', () => {
    const game = { cashierId: users.cashier!.cashier_id! };
    expect(needsReasonToEnd(users.cashier!, game)).toBe(false);
    expect(needsReasonToEnd(users.agent!, game)).toBe(true);
    expect(needsReasonToEnd(users.admin!, game)).toBe(true);
  });

  it('answers 404 for a game that does not exist, even to admin', async () => {
    await expect(gameFor(t.db, users.admin!, gameId + 1000)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
