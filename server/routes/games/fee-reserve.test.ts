import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { useGameFixture } from '../../../tests/support/game-fixture';
import { gameCall, getGame } from '../../../tests/support/games';
import { cashiers, games, ledgerEntries } from '../../db/schema';

// Issue 35, finding 4 (decision 044): the fee a game could owe at worst (the fee on the whole
// pool, what a close with no winner owes) is reserved at start, cannot be moved away while the
// game runs, and is what the end collects. No fee is owed any more.

const f = useGameFixture();

const thousandCards = Array.from({ length: 1000 }, (_, i) => i + 1);

async function hallWith(balance: number) {
  const agent = await f.t.createUser({ role: 'agent', balance: 5000 });
  const user = await f.t.createUser({ role: 'cashier', agentId: agent.agentId!, balance });
  await f.t.createShop(user);
  return {
    agent,
    agentSession: await f.t.loginAs(agent),
    user,
    session: await f.t.loginAs(user),
  };
}

const cashierRow = async (cashierId: number) =>
  (await f.t.db.select().from(cashiers).where(eq(cashiers.id, cashierId)))[0]!;

/** What the ledger moved as this game's fee: fees less refunds, in cents. */
async function feeCollected(gameId: number): Promise<bigint> {
  const rows = await f.t.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.reference, `game:${gameId}`),
        inArray(ledgerEntries.kind, ['game_fee', 'game_fee_refund']),
      ),
    );
  return rows.reduce(
    (sum, e) => (e.kind === 'game_fee' ? sum + e.amountCents : sum - e.amountCents),
    0n,
  );
}

const startBig = (session: Awaited<ReturnType<typeof hallWith>>['session']) =>
  call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as: session,
    body: { cards: thousandCards, card_value: 10, amount: 10_000, win_percentage: 100 },
  });

const pullBack = (hall: Awaited<ReturnType<typeof hallWith>>, amount: number) =>
  call(f.t.app, 'POST', `/api/v1/agents/cashiers/${hall.user.cashierId}/transfer/`, {
    as: hall.agentSession,
    body: { amount: -amount },
  });

describe('finding 4: a fee decided is a fee collected', () => {
  it('2,500.00, 1,000 cards x 10 at 100 %: the pull-back cannot take the reserve; the close collects 2,000.00', async () => {
    const hall = await hallWith(2500);
    const started = await startBig(hall.session);
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json<{ game_id: number }>().game_id;
    expect((await gameCall(f.t.app, hall.session, id, 'draw')).statusCode).toBe(200);
    // Start fee: the minimum (1.00); reserved: the rest of the fee on the whole pool (1,999.00).
    expect((await getGame(f.t.app, hall.session, id)).fee).toBe(1);
    const [game] = await f.t.db.select().from(games).where(eq(games.id, id));
    expect(game!.feeReservedCents).toBe(199_900n);
    expect(await cashierRow(hall.user.cashierId!)).toMatchObject({
      balanceCents: 249_900n,
      feeReservedCents: 199_900n,
    });
    const balance = await call(f.t.app, 'GET', '/api/v1/auth/balance/', { as: hall.session });
    expect(balance.json()).toMatchObject({
      amount_available: 2499,
      fee_owed: 0,
      fee_reserved: 1999,
    });

    // The agent and the admin see it held.
    const listed = await call(f.t.app, 'GET', '/api/v1/agents/my_cashiers/', {
      as: hall.agentSession,
    });
    expect(listed.json()).toMatchObject([{ id: hall.user.cashierId, fee_reserved: 1999 }]);
    const admin = await f.t.loginAs(await f.t.createUser({ role: 'admin' }));
    const summary = await call(f.t.app, 'GET', '/api/v1/admin/summary/', { as: admin });
    expect(summary.json<{ fees_reserved: number }>().fees_reserved).toBeGreaterThanOrEqual(1999);

    // The agent pulls back 2,499.00 while the game runs: refused, the reserve stays.
    const refused = await pullBack(hall, 2499);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'Insufficient balance',
      code: 'insufficient_balance',
      details: [{ path: 'amount', params: { amount: 2499, balance: 2499, fee_reserved: 1999 } }],
    });
    // What is not reserved may go: 500.00.
    const allowed = await pullBack(hall, 500);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toEqual({ amount_avalaible: 1999 });
    expect((await pullBack(hall, 0.01)).statusCode).toBe(409);

    // The agent deactivates the cashier and gives the credit to a new cashier; the fee stays held.
    const off = await call(f.t.app, 'DELETE', `/api/v1/agents/cashiers/${hall.user.cashierId}/`, {
      as: hall.agentSession,
    });
    expect(off.statusCode).toBe(200);
    const other = await f.t.createUser({ role: 'cashier', agentId: hall.agent.agentId! });
    const given = await call(
      f.t.app,
      'POST',
      `/api/v1/agents/cashiers/${other.cashierId}/transfer/`,
      {
        as: hall.agentSession,
        body: { amount: 500 },
      },
    );
    expect(given.statusCode).toBe(200);

    // The agent closes the game with no winner: the fee on the whole pool, all of it collected.
    const closed = await gameCall(f.t.app, hall.agentSession, id, 'close', {
      reason: 'no winner',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [ended] = await f.t.db.select().from(games).where(eq(games.id, id));
    expect(ended!.feeCents).toBe(200_000n);
    expect(await feeCollected(id)).toBe(200_000n);
    expect(ended!.feeReservedCents).toBe(0n);
    expect(await cashierRow(hall.user.cashierId!)).toMatchObject({
      balanceCents: 0n,
      feeReservedCents: 0n,
      feeOwedCents: 0n,
    });
    expect(await f.t.checkLedger()).toEqual([]);
  });

  it('a cashier with about the minimum fee cannot start a game that could owe more', async () => {
    const hall = await hallWith(1);
    const refused = await startBig(hall.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'Insufficient balance',
      code: 'insufficient_balance',
      details: [{ path: 'fee', params: { fee: 1, fee_reserved: 1999, balance: 1, fee_owed: 0 } }],
    });
    expect(await cashierRow(hall.user.cashierId!)).toMatchObject({
      balanceCents: 100n,
      feeReservedCents: 0n,
    });
    // With the whole fee in its balance it starts; a cancel before any call releases it all.
    const topUp = await call(
      f.t.app,
      'POST',
      `/api/v1/agents/cashiers/${hall.user.cashierId}/transfer/`,
      { as: hall.agentSession, body: { amount: 1999 } },
    );
    expect(topUp.statusCode).toBe(200);
    const started = await startBig(hall.session);
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json<{ game_id: number }>().game_id;
    expect(await cashierRow(hall.user.cashierId!)).toMatchObject({
      balanceCents: 199_900n,
      feeReservedCents: 199_900n,
    });
    const cancelled = await gameCall(f.t.app, hall.session, id, 'cancel', {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await feeCollected(id)).toBe(0n);
    expect(await cashierRow(hall.user.cashierId!)).toMatchObject({
      balanceCents: 200_000n,
      feeReservedCents: 0n,
    });

    // Played and cancelled: the start's fee (the minimum) is kept, the rest released.
    const again = await startBig(hall.session);
    const played = again.json<{ game_id: number }>().game_id;
    expect((await gameCall(f.t.app, hall.session, played, 'draw')).statusCode).toBe(200);
    const ended = await gameCall(f.t.app, hall.session, played, 'cancel', { reason: 'power cut' });
    expect(ended.statusCode, ended.body).toBe(200);
    const [row] = await f.t.db.select().from(games).where(eq(games.id, played));
    expect(row!.feeReservedCents).toBe(0n);
    expect(await feeCollected(played)).toBe(row!.feeCents);
    expect(await cashierRow(hall.user.cashierId!)).toMatchObject({
      balanceCents: 199_900n,
      feeReservedCents: 0n,
      feeOwedCents: 0n,
    });
    expect(await f.t.checkLedger()).toEqual([]);
  });

  it('a win releases the reserve and keeps the start fee (pool - prize is the house cut)', async () => {
    const started = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: f.fullGame(),
    });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json<{ game_id: number }>().game_id;
    // 24 cards x 10.00 at 80 %: fee 9.60 on the house cut, 38.40 more held (48.00 on the pool).
    const [held] = await f.t.db.select().from(games).where(eq(games.id, id));
    expect(held).toMatchObject({ feeCents: 960n, feeReservedCents: 3_840n });
    await f.drawAll(id);
    const won = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: f.session,
      body: { game_id: id, card_number: 1 },
    });
    expect(won.statusCode, won.body).toBe(200);
    const [ended] = await f.t.db.select().from(games).where(eq(games.id, id));
    expect(ended).toMatchObject({ status: 'completed', feeCents: 960n, feeReservedCents: 0n });
    expect(await feeCollected(id)).toBe(960n);
    expect((await cashierRow(f.cashier.cashierId!)).feeReservedCents).toBe(0n);
  });
});
