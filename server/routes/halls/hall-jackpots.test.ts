import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { call } from '../../../tests/support/api';
import { gameCall, startGame } from '../../../tests/support/games';
import { centralBooks } from '../../../tests/support/hall-books';
import {
  CORNERS_ONLY,
  drawUntilCornersOut,
  recordWin,
  PAYS_ON_CORNERS,
} from '../../../tests/support/jackpot-games';
import { pairedHall, type PairedHall } from '../../../tests/support/paired-hall';
import type { TestApp } from '../../../tests/support/test-app';
import { queryRows } from '../../db/query-rows';
import { agents, cashiers, hallGames, hallSyncIncidents, halls, jackpots } from '../../db/schema';
import { moveMoney } from '../../ledger/move-money';
import { syncOnce } from '../../halls/hall-sync';
import type { Db } from '../../db/client';

// A hall's jackpots (decision 041): a grant lends the shop's jackpots and a growth reserve from the
// agent; the hall grows and pays them offline; central replays and checks what it did.

async function conservation(central: TestApp) {
  const books = await centralBooks(central.db);
  expect(books.held).toBe(books.net);
  expect(await central.checkLedger()).toEqual([]);
}

const jackpotRow = async (db: Db, id: number) =>
  (await db.select().from(jackpots).where(eq(jackpots.id, id)))[0]!;
const agentBalance = async (db: Db, id: number) =>
  (await db.select().from(agents).where(eq(agents.id, id)))[0]!.balanceCents;
const cashierBalance = async (db: Db, id: number) =>
  (await db.select().from(cashiers).where(eq(cashiers.id, id)))[0]!.balanceCents;

async function createJackpot(p: PairedHall, body: Record<string, unknown>): Promise<number> {
  const response = await call(p.central.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: p.agentSession,
    body: { shop_id: p.shop.id, ...PAYS_ON_CORNERS, ...body },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ jackpot: { id: number } }>().jackpot.id;
}

async function takeAllowance(p: PairedHall, maxGames: number) {
  const taken = await call(p.hall.app, 'POST', '/api/v1/hall/allowance/', {
    as: p.hallSession,
    body: { amount: 100, max_games: maxGames, hours: 24 },
  });
  expect(taken.statusCode).toBe(201);
}

/** Two named cards (7 and 8) at 10.00, corners only: a game that counts for jackpots. */
const namedGame = (p: PairedHall) =>
  startGame(p.hall.app, p.hallSession, {
    amount: 20,
    cards: [7, 8],
    card_value: 10,
    win_conditions: CORNERS_ONLY,
  });

describe("a hall's jackpots", () => {
  let p: PairedHall;
  let cumulative: number;
  let random: number;
  let hallGameId: number;

  beforeAll(async () => {
    p = await pairedHall();
    // The older jackpot is checked first at a win: the cumulative one never pays within 1 ball,
    // so the random one (1 in 1) pays, while the cumulative one grows by 2.00 a game.
    cumulative = await createJackpot(p, {
      amount: 20,
      jackpot_type: 'cumulative',
      bonus_amount: 2,
      call_limit: 1,
    });
    random = await createJackpot(p, { amount: 50, jackpot_type: 'random', frequency: 1 });
  }, 60_000);
  afterAll(async () => {
    await p?.close();
  });

  it('lends the shop jackpots and a growth reserve with the grant', async () => {
    const agentBefore = await agentBalance(p.central.db, p.agent.agentId!);
    await takeAllowance(p, 2);
    const [hall] = await p.central.db.select().from(halls);
    expect((await jackpotRow(p.central.db, cumulative)).hallId).toBe(hall!.id);
    expect((await jackpotRow(p.central.db, random)).hallId).toBe(hall!.id);
    // 2.00 a game for 2 games, from the agent's balance to the hall's account.
    expect(await agentBalance(p.central.db, p.agent.agentId!)).toBe(agentBefore - 400n);
    expect(hall!.allowanceCents).toBe(10_000n + 400n);
    // On the hall: the jackpots at what they held, and the reserve as the agent's balance there.
    expect((await jackpotRow(p.hall.db, cumulative)).balanceCents).toBe(2_000n);
    expect((await jackpotRow(p.hall.db, random)).balanceCents).toBe(5_000n);
    expect(await agentBalance(p.hall.db, p.agent.agentId!)).toBe(400n);
    // The agent's Jackpots tab says where they are.
    const list = await call(p.central.app, 'GET', '/api/v1/agents/my_jackpots/', {
      as: p.agentSession,
    });
    expect(list.json<{ at_hall: boolean }[]>().map((j) => j.at_hall)).toEqual([true, true]);
    await conservation(p.central);
  });

  it('grows and pays them offline; central replays both once the link returns', async () => {
    p.proxy.cut();
    onTestFinished(() => p.proxy.restore());
    hallGameId = await namedGame(p);
    await drawUntilCornersOut(p.hall.app, p.hall.db, p.hallSession, hallGameId, 7);
    const won = await recordWin(p.hall.app, p.hallSession, hallGameId, 7);
    expect(won.statusCode).toBe(200);
    expect(won.json()).toMatchObject({ jackpot_amount: 50 });
    expect((await jackpotRow(p.hall.db, cumulative)).balanceCents).toBe(2_200n);
    // Central has not heard yet: its jackpot still runs, held by the hall.
    expect((await jackpotRow(p.central.db, random)).isActive).toBe(true);
    await expect(syncOnce(p.hall.db)).rejects.toThrow();
    p.proxy.restore();
    await syncOnce(p.hall.db);

    const [mapped] = await p.central.db
      .select()
      .from(hallGames)
      .where(eq(hallGames.hallGameId, hallGameId));
    const paid = await jackpotRow(p.central.db, random);
    expect(paid).toMatchObject({ isActive: false, balanceCents: 0n, paidGameId: mapped!.gameId });
    expect(paid.paidAt).not.toBeNull();
    expect((await jackpotRow(p.central.db, cumulative)).balanceCents).toBe(2_200n);
    // Central's record of the hall's account is what its cashier and agent hold on the hall.
    const [hall] = await p.central.db.select().from(halls);
    const onHall =
      (await cashierBalance(p.hall.db, p.cashier.cashierId!)) +
      (await agentBalance(p.hall.db, p.agent.agentId!));
    expect(hall!.allowanceCents).toBe(onHall);
    // The hall's copy stays ended, whatever central's copy said before the catch-up.
    expect((await jackpotRow(p.hall.db, random)).isActive).toBe(false);
    await conservation(p.central);
  });

  it('gives back the growth reserve left with the allowance once no grant is live', async () => {
    // The grant's second game is cancelled before its first ball: no growth, no grant left.
    const id = await namedGame(p);
    expect(
      (await gameCall(p.hall.app, p.hallSession, id, 'cancel', { reason: 'No players' }))
        .statusCode,
    ).toBe(200);
    const agentBefore = await agentBalance(p.central.db, p.agent.agentId!);
    await syncOnce(p.hall.db);
    expect(await agentBalance(p.hall.db, p.agent.agentId!)).toBe(0n);
    expect(await agentBalance(p.central.db, p.agent.agentId!)).toBe(agentBefore + 200n);
    const [hall] = await p.central.db.select().from(halls);
    expect(hall!.allowanceCents).toBe(0n);
    await conservation(p.central);
  });

  it('a jackpot released on central while the hall holds it comes back at the next sync', async () => {
    const agentBefore = await agentBalance(p.central.db, p.agent.agentId!);
    const released = await call(p.central.app, 'PUT', `/api/v1/agents/jackpots/${cumulative}/`, {
      as: p.agentSession,
      body: { is_active: false },
    });
    expect(released.statusCode).toBe(200);
    // Nothing moves until the hall gives back what it holds.
    expect(await agentBalance(p.central.db, p.agent.agentId!)).toBe(agentBefore);
    await syncOnce(p.hall.db); // the hall learns of the release and gives it back
    await syncOnce(p.hall.db);
    expect((await jackpotRow(p.hall.db, cumulative)).balanceCents).toBe(0n);
    expect((await jackpotRow(p.central.db, cumulative)).balanceCents).toBe(0n);
    expect(await agentBalance(p.central.db, p.agent.agentId!)).toBe(agentBefore + 2_200n);
    await conservation(p.central);
  });

  it('an agent on the hall cannot change a jackpot: central owns them', async () => {
    const agentOnHall = await p.hall.loginAs(p.agent);
    const refused = await call(p.hall.app, 'POST', '/api/v1/agents/create_jackpot/', {
      as: agentOnHall,
      body: { shop_id: p.shop.id, amount: 10 },
    });
    expect(refused.json()).toMatchObject({ code: 'central_only' });
  });
});

describe('a tampered hall and its jackpots', () => {
  let p: PairedHall | undefined;
  afterEach(async () => {
    await p?.close();
    p = undefined;
  });

  async function playedHall() {
    p = await pairedHall();
    const id = await createJackpot(p, {
      amount: 20,
      jackpot_type: 'cumulative',
      bonus_amount: 2,
      call_limit: 1,
    });
    await takeAllowance(p, 10);
    const gameId = await namedGame(p);
    await gameCall(p.hall.app, p.hallSession, gameId, 'draw');
    // Untouched, the hall's game and its jackpot's growth go through.
    await syncOnce(p.hall.db);
    expect((await jackpotRow(p.central.db, id)).balanceCents).toBe(2_200n);
    return { p, id, gameId };
  }

  /** A jackpot payout written straight into the hall's own books. */
  const payItself = (hall: PairedHall, id: number, gameId: number, amountCents: bigint) =>
    hall.hall.db.transaction((tx) =>
      moveMoney(tx as unknown as Db, {
        from: { kind: 'jackpot', id },
        to: { kind: 'cashier', id: hall.cashier.cashierId! },
        amountCents,
        kind: 'jackpot_payout',
        reference: `game:${gameId}`,
        userId: null,
      }),
    );

  async function refusedAndReported(hall: PairedHall) {
    await expect(syncOnce(hall.hall.db)).rejects.toMatchObject({ code: 'hall_batch_invalid' });
    const incidents = await hall.central.db.select().from(hallSyncIncidents);
    expect(incidents.map((row) => row.code)).toContain('hall_batch_invalid');
    await conservation(hall.central);
  }

  it('cannot grow a jackpot by more than its bonus', async () => {
    const { p, id, gameId } = await playedHall();
    await p.hall.db.transaction((tx) =>
      moveMoney(tx as unknown as Db, {
        from: { kind: 'agent', id: p.agent.agentId! },
        to: { kind: 'jackpot', id },
        amountCents: 1_800n,
        kind: 'jackpot_growth',
        reference: `game:${gameId}`,
        userId: null,
      }),
    );
    await refusedAndReported(p);
    expect((await jackpotRow(p.central.db, id)).balanceCents).toBe(2_200n);
  });

  it('cannot pay itself part of a jackpot', async () => {
    const { p, id, gameId } = await playedHall();
    await payItself(p, id, gameId, 1_000n);
    await refusedAndReported(p);
    const [row] = await queryRows<{ balance: string }>(
      p.central.db,
      sql`select balance_cents::text as balance from jackpots where id = ${id}`,
    );
    expect(row?.balance).toBe('2200');
  });

  it('cannot pay itself a jackpot for a game nobody won', async () => {
    const { p, id, gameId } = await playedHall();
    await payItself(p, id, gameId, 2_200n);
    const cancelled = await gameCall(p.hall.app, p.hallSession, gameId, 'cancel', {
      reason: 'No players',
    });
    expect(cancelled.statusCode).toBe(200);
    await refusedAndReported(p);
    expect((await jackpotRow(p.central.db, id)).balanceCents).toBe(2_200n);
  });
});
