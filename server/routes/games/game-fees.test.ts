import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { useGameFixture } from '../../../tests/support/game-fixture';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import type { Session, TestUser } from '../../../tests/support/test-app';
import { cashiers, ledgerEntries } from '../../db/schema';

// Issue 19, finding 4: the platform fee cannot be dodged. Platform defaults: a minimum fee of 1.00
// per game; the cashiers here keep the default rate of 20 %.

const f = useGameFixture();

async function freshCashier(balance: number): Promise<{ user: TestUser; session: Session }> {
  const user = await f.t.createUser({ role: 'cashier', balance });
  return { user, session: await f.t.loginAs(user) };
}

const cashierRow = async (user: TestUser) =>
  (await f.t.db.select().from(cashiers).where(eq(cashiers.id, user.cashierId!)))[0]!;

const feesOf = (gameId: number) =>
  f.t.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, `game:${gameId}`));

describe('a fee that cannot be zeroed', () => {
  it('a 1,000,000 game at 100 % pays the minimum fee; closed with no winner, the whole pool', async () => {
    // The fee on the whole pool (200,000.00) is reserved at start (decision 044).
    const { user, session } = await freshCashier(200_000);
    const id = await startGame(f.t.app, session, { amount: 1_000_000, win_percentage: 100 });
    expect((await getGame(f.t.app, session, id)).fee).toBe(1);
    expect(await cashierRow(user)).toMatchObject({
      balanceCents: 19_999_900n,
      feeReservedCents: 19_999_900n,
    });

    expect((await gameCall(f.t.app, session, id, 'draw')).statusCode).toBe(200);
    const closed = await gameCall(f.t.app, session, id, 'close', { reason: 'no winner' });
    expect(closed.statusCode).toBe(200);
    // 20 % of 1,000,000 = 200,000.00: 1.00 at start, 199,999.00 from the reserve at the close.
    expect((await getGame(f.t.app, session, id)).fee).toBe(200_000);
    const row = await cashierRow(user);
    expect(row.balanceCents).toBe(0n);
    expect(row.feeReservedCents).toBe(0n);
    expect(row.feeOwedCents).toBe(0n);
    const moved = (await feesOf(id)).filter((e) => e.kind === 'game_fee');
    expect(moved.map((e) => e.amountCents)).toEqual([100n, 19_999_900n]);

    const record = await call(f.t.app, 'GET', `/api/v1/games/${id}/record/`, { as: session });
    expect(record.json().replay).toMatchObject({ agrees: true });
  });

  it('cards 1-500 at 1.00 and 100 % cost at least the minimum fee', async () => {
    // The fee on the whole pool (100.00) is held until the end: 1.00 now, 99.00 reserved.
    const { user, session } = await freshCashier(100);
    const cards = Array.from({ length: 500 }, (_, i) => i + 1);
    const id = await startGame(f.t.app, session, {
      amount: 500,
      cards,
      card_value: 1,
      win_percentage: 100,
    });
    expect((await getGame(f.t.app, session, id)).fee).toBe(1);
    expect(await cashierRow(user)).toMatchObject({
      balanceCents: 9_900n,
      feeReservedCents: 9_900n,
    });
  });

  it('a house cut of 0.02 no longer rounds to a 0.00 fee', async () => {
    const { session } = await freshCashier(10);
    // pool 0.10, prize 80 % = 0.08, house cut 0.02: 20 % of it is 0.004
    const id = await startGame(f.t.app, session, { amount: 0.1, win_percentage: 80 });
    const game = await getGame(f.t.app, session, id);
    expect(game.commission).toBe(0.02);
    expect(game.fee).toBe(1);
  });

  it('a cancel before any call refunds everything; after a call it keeps the minimum fee', async () => {
    const { user, session } = await freshCashier(10);
    const unplayed = await startGame(f.t.app, session, { amount: 0.01 });
    expect((await gameCall(f.t.app, session, unplayed, 'cancel', {})).statusCode).toBe(200);
    expect((await cashierRow(user)).balanceCents).toBe(1000n);

    const played = await startGame(f.t.app, session, { amount: 0.01 });
    expect((await gameCall(f.t.app, session, played, 'draw')).statusCode).toBe(200);
    const cancelled = await gameCall(f.t.app, session, played, 'cancel', { reason: 'power cut' });
    expect(cancelled.statusCode).toBe(200);
    expect((await cashierRow(user)).balanceCents).toBe(900n);
    expect((await getGame(f.t.app, session, played)).fee).toBe(1);
  });

  it('refuses a start whose minimum fee the balance cannot cover, saying fee and balance', async () => {
    const { session } = await freshCashier(0.5);
    const refused = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: { amount: 0.01 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'insufficient_balance',
      details: [{ path: 'fee', params: { fee: 1, balance: 0.5, fee_owed: 0 } }],
    });
  });
});

// Decision 044: no fee is owed any more; a fee owed from before stays shown and is paid first.
const oweFrom = (user: TestUser, cents: bigint) =>
  f.t.db.update(cashiers).set({ feeOwedCents: cents }).where(eq(cashiers.id, user.cashierId!));

describe('a fee owed from before the reserve', () => {
  it('is shown on the balance, refuses a start the balance cannot cover, and is settled first by credit', async () => {
    const agent = await f.t.createUser({ role: 'agent', balance: 5000 });
    const agentSession = await f.t.loginAs(agent);
    const user = await f.t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 10 });
    const session = await f.t.loginAs(user);
    // The fee of a game closed before decision 044 that the balance did not cover: 10.00 owed.
    await oweFrom(user, 1000n);
    const spent = await call(
      f.t.app,
      'POST',
      `/api/v1/agents/cashiers/${user.cashierId}/transfer/`,
      { as: agentSession, body: { amount: -10 } },
    );
    expect(spent.statusCode).toBe(200);
    const balance = await call(f.t.app, 'GET', '/api/v1/auth/balance/', { as: session });
    expect(balance.json()).toEqual({
      amount_available: 0,
      fee_owed: 10,
      fee_reserved: 0,
      fee_terms: { fee_percent: 20, min_fee: 1 },
    });
    const listed = await call(f.t.app, 'GET', '/api/v1/agents/my_cashiers/', { as: agentSession });
    expect(listed.json()).toMatchObject([{ id: user.cashierId, fee_owed: 10 }]);

    const refused = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: { amount: 100 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'insufficient_balance',
      details: [{ params: { fee: 10, fee_reserved: 10, balance: 0, fee_owed: 10 } }],
    });

    const topUp = await call(
      f.t.app,
      'POST',
      `/api/v1/agents/cashiers/${user.cashierId}/transfer/`,
      {
        as: agentSession,
        body: { amount: 25 },
      },
    );
    expect(topUp.statusCode).toBe(200);
    expect(topUp.json()).toEqual({ amount_avalaible: 15 });
    const after = await call(f.t.app, 'GET', '/api/v1/auth/balance/', { as: session });
    expect(after.json()).toMatchObject({ amount_available: 15, fee_owed: 0 });
    const settled = await f.t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `fee_owed:cashier:${user.cashierId}`));
    expect(settled).toMatchObject([
      {
        kind: 'game_fee',
        amountCents: 1000n,
        fromAccountKind: 'cashier',
        toAccountKind: 'platform',
      },
    ]);
  });

  it('is collected by the next start when the balance covers it and the new game', async () => {
    const { user, session } = await freshCashier(50);
    await oweFrom(user, 1000n);
    // pool 100.00 at 50 %: fee 10.00 now, 10.00 reserved; 10.00 owed paid first.
    const id = await startGame(f.t.app, session, { amount: 100 });
    expect(await cashierRow(user)).toMatchObject({
      balanceCents: 3_000n,
      feeReservedCents: 1_000n,
      feeOwedCents: 0n,
    });
    const paid = await f.t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `fee_owed:cashier:${user.cashierId}`));
    expect(paid.map((e) => e.amountCents)).toEqual([1000n]);
    expect((await feesOf(id)).map((e) => e.amountCents)).toEqual([1000n]);
    expect(await f.t.checkLedger()).toEqual([]);
  });
});
