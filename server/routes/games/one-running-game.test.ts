import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { useGameFixture } from '../../../tests/support/game-fixture';
import { gameCall } from '../../../tests/support/games';
import { CORNERS_ONLY, drawUntilCornersOut, recordWin } from '../../../tests/support/jackpot-games';
import type { Session, TestUser } from '../../../tests/support/test-app';
import { cashiers, ledgerEntries } from '../../db/schema';

// Issue 20, part 2 (decision 029): a shop runs one unfinished game; any till finds it.

const f = useGameFixture();

async function newCashier(): Promise<{ user: TestUser; session: Session }> {
  const user = await f.t.createUser({ role: 'cashier', balance: 100 });
  return { user, session: await f.t.loginAs(user) };
}

const start = (as: Session, body: Record<string, unknown>) =>
  call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', { as, body });

async function started(as: Session, body: Record<string, unknown>): Promise<number> {
  const response = await start(as, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ game_id: number }>().game_id;
}

const running = (as: Session) => call(f.t.app, 'GET', '/api/v1/cashiers/running_games/', { as });

function refusedFor(gameId: number) {
  return {
    error: 'This shop has an unfinished game: resume it, or end it first',
    code: 'game_running',
    details: [expect.objectContaining({ code: 'game_running', params: { game_id: gameId } })],
  };
}

const balanceOf = async (user: TestUser) =>
  (await f.t.db.select().from(cashiers).where(eq(cashiers.id, user.cashierId!)))[0]!.balanceCents;

describe('one running game per shop', () => {
  it('refuses a second start in the shop with the running game id, and charges no second fee', async () => {
    const { user, session } = await newCashier();
    const shop = await f.t.createShop(user);
    const first = await started(session, { amount: 10, shop_id: shop.id });
    const before = await balanceOf(user);
    const entries = (await f.t.db.select().from(ledgerEntries)).length;

    const second = await start(session, { amount: 10, shop_id: shop.id });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(refusedFor(first));
    // Paused or mid-game, still the same: no fee, no ledger entry, no game.
    expect(await balanceOf(user)).toBe(before);
    expect((await f.t.db.select().from(ledgerEntries)).length).toBe(entries);
    expect((await running(session)).json()).toHaveLength(1);
  });

  it('lets another shop of the same cashier start', async () => {
    const { user, session } = await newCashier();
    const one = await f.t.createShop(user);
    const two = await f.t.createShop(user);
    const first = await started(session, { amount: 10, shop_id: one.id });
    const second = await started(session, { amount: 10, shop_id: two.id });
    expect(second).not.toBe(first);
    expect((await start(session, { amount: 10, shop_id: two.id })).json()).toEqual(
      refusedFor(second),
    );
  });

  it('holds for a cashier without a shop: one game per cashier', async () => {
    const { session } = await newCashier();
    const first = await started(session, { amount: 10 });
    expect((await start(session, { amount: 10 })).json()).toEqual(refusedFor(first));
    // Another cashier is not affected.
    await started((await newCashier()).session, { amount: 10 });
  });

  it('starts again after a cancel, a close and a win', async () => {
    const { user, session } = await newCashier();
    const shop = await f.t.createShop(user);
    const cancelled = await started(session, { amount: 10, shop_id: shop.id });
    expect((await gameCall(f.t.app, session, cancelled, 'cancel', {})).statusCode).toBe(200);

    const closed = await started(session, { amount: 10, shop_id: shop.id });
    expect((await gameCall(f.t.app, session, closed, 'draw')).statusCode).toBe(200);
    const close = await gameCall(f.t.app, session, closed, 'close', { reason: 'no winner' });
    expect(close.statusCode).toBe(200);

    const won = await started(session, {
      amount: 10,
      shop_id: shop.id,
      win_conditions: CORNERS_ONLY,
    });
    await drawUntilCornersOut(f.t.app, f.t.db, session, won, 5);
    expect((await recordWin(f.t.app, session, won, 5)).statusCode).toBe(200);

    await started(session, { amount: 10, shop_id: shop.id });
  });

  it('two simultaneous starts in one shop: one 201, one 409, one fee', async () => {
    const { user, session } = await newCashier();
    const shop = await f.t.createShop(user);
    const before = await balanceOf(user);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => start(session, { amount: 10, shop_id: shop.id })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 201)!.json<{ game_id: number }>().game_id;
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toEqual(refusedFor(winner));
    expect(await balanceOf(user)).toBe(before - 100n);
  });
});

describe('GET /api/v1/cashiers/running_games/', () => {
  it("lists the caller's unfinished games with shop, state and balls called, never another's", async () => {
    const { user, session } = await newCashier();
    const shop = await f.t.createShop(user, { name: 'Front room' });
    const other = await newCashier();
    await started(other.session, { amount: 10 });
    expect((await running(session)).json()).toEqual([]);

    const id = await started(session, { amount: 10, shop_id: shop.id });
    await gameCall(f.t.app, session, id, 'draw');
    await gameCall(f.t.app, session, id, 'draw');
    const listed = await running(session);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        game_id: id,
        shop_id: shop.id,
        shop_name: 'Front room',
        state: 'calling',
        mode: 'standard',
        called_count: 2,
        created_at: expect.any(String),
      },
    ]);
    // A second till of the same cashier (a new sign-in) finds the same game.
    const tillTwo = await f.t.loginAs(user);
    expect((await running(tillTwo)).json()).toEqual(listed.json());
    expect((await running(other.session)).json()).toEqual([
      expect.objectContaining({ shop_id: null }),
    ]);

    await gameCall(f.t.app, session, id, 'close', { reason: 'end of day' });
    expect((await running(session)).json()).toEqual([]);
  });

  it('is for cashiers only', async () => {
    expect((await running(f.agentSession)).statusCode).toBe(403);
    expect((await call(f.t.app, 'GET', '/api/v1/cashiers/running_games/')).statusCode).toBe(401);
  });
});
