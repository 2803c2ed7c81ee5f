import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { call } from '../../../tests/support/api';
import { endGame, gameCall } from '../../../tests/support/games';
import { centralBooks } from '../../../tests/support/hall-books';
import { pairedHall, type PairedHall } from '../../../tests/support/paired-hall';
import { rewriteOutbox } from '../../../tests/support/hall-outbox-edit';
import type { TestApp } from '../../../tests/support/test-app';
import { queryRows } from '../../db/query-rows';
import { agents, cashiers, hallLoadedGrants, hallSyncIncidents, halls } from '../../db/schema';
import { startSyncWorker, syncOnce } from '../../halls/hall-sync';

// No refusal is ever silent (issue 37): a batch central cannot apply is an incident with its
// reason, the agent's halls list shows the hall stuck, the till reads "upload refused" (not
// Offline), the hall logs it once, and the agent has a way out that keeps the books true
// (decision 038: the agent takes the shortfall on its own balance, flagged).

let paired: PairedHall | undefined;
afterEach(async () => {
  await paired?.close();
  paired = undefined;
});

const CARDS = [1, 2, 3, 4];

async function booksBalance(central: TestApp) {
  const books = await centralBooks(central.db);
  expect(books.held).toBe(books.net);
  expect(await central.checkLedger()).toEqual([]);
}

/** Games of 4 cards at 10, half to the winner (fee 4.00 at the default 20%), until refused. */
async function playUntilRefused(p: PairedHall): Promise<number> {
  for (let played = 0; ; played += 1) {
    const started = await call(p.hall.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: p.hallSession,
      body: { amount: 40, cards: CARDS, card_value: 10, win_percentage: 50 },
    });
    if (started.statusCode !== 201) return played;
    const id = started.json<{ game_id: number }>().game_id;
    // A ball out: a game cancelled before its first ball has its fee back.
    expect((await gameCall(p.hall.app, p.hallSession, id, 'draw')).statusCode).toBe(200);
    await endGame(p.hall.app, p.hallSession, id);
  }
}

async function hallsList(p: PairedHall) {
  const list = await call(p.central.app, 'GET', '/api/v1/halls/', { as: p.agentSession });
  expect(list.statusCode).toBe(200);
  return list.json<{ results: Record<string, unknown>[] }>().results[0]!;
}

async function takeAllowance(p: PairedHall, amount: number, maxGames = 10) {
  const taken = await call(p.hall.app, 'POST', '/api/v1/hall/allowance/', {
    as: p.hallSession,
    body: { amount, max_games: maxGames, hours: 24 },
  });
  expect(taken.statusCode).toBe(201);
}

/** Central's sum of game fees, and its games from the hall. */
async function centralFees(central: TestApp) {
  const [fees] = await queryRows<{ games: number; fees: string }>(
    central.db,
    sql`select count(*)::int as games,
               (select coalesce(sum(amount_cents), 0) from ledger_entries
                 where kind = 'game_fee')::text as fees
          from hall_games`,
  );
  return fees;
}

/**
 * A hall whose owner lowered the fee rate of its copy of the grant to 0 (the grant's signed terms
 * are 20%) and played its 20.00 allowance at the minimum fee while the link was cut.
 */
async function grantTermsLowered(): Promise<PairedHall & { played: number }> {
  const p = await pairedHall();
  await takeAllowance(p, 20);
  await p.hall.db.update(hallLoadedGrants).set({ feePercent: 0 });
  p.proxy.cut();
  const played = await playUntilRefused(p);
  expect(played).toBe(10);
  p.proxy.restore();
  return { ...p, played };
}

describe("a hall's games are judged on their grant's terms", { timeout: 120_000 }, () => {
  it('a rate raised on central during a cut reaches the hall with its next grant, no refusal', async () => {
    paired = await pairedHall();
    const { central, hall } = paired;
    // A game's terms are those of the grant it counts against: this one's four games use it up.
    await takeAllowance(paired, 20, 4);
    paired.proxy.cut();
    const raised = await call(
      central.app,
      'PUT',
      `/api/v1/agents/cashiers/${paired.cashier.cashierId}/`,
      { as: paired.agentSession, body: { fee_percent: 40 } },
    );
    expect(raised.statusCode, raised.body).toBe(200);
    // 4.00 a game on the grant's 20%: its 20.00 run out (a game's fee is reserved at its start).
    const played = await playUntilRefused(paired);
    expect(played).toBe(4);
    paired.proxy.restore();
    await syncOnce(hall.db);
    expect(await centralFees(central)).toEqual({ games: played, fees: String(played * 400) });
    expect(await central.db.select().from(hallSyncIncidents)).toEqual([]);
    expect((await hallsList(paired)).stuck_reason).toBeNull();

    // The next grant carries 40%: the hall's next game is charged 8.00, as its preview says.
    await takeAllowance(paired, 20);
    const preview = await call(hall.app, 'POST', '/api/v1/cashiers/start_preview/', {
      as: paired.hallSession,
      body: { amount: 40, cards: CARDS, card_value: 10, win_percentage: 50 },
    });
    expect(preview.json()).toMatchObject({ fee: 8 });
    const started = await call(hall.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: paired.hallSession,
      body: { amount: 40, cards: CARDS, card_value: 10, win_percentage: 50 },
    });
    expect(started.statusCode, started.body).toBe(201);
    const [game] = await queryRows<{ fee: string; fee_percent: number }>(
      hall.db,
      sql`select fee_cents::text as fee, fee_percent from games order by id desc limit 1`,
    );
    expect(game).toEqual({ fee: '800', fee_percent: 40 });
    await syncOnce(hall.db);
    expect(await centralFees(central)).toEqual({
      games: played + 1,
      fees: String(played * 400 + 800),
    });
    await booksBalance(central);
  });

  it('a game naming a grant central never gave the hall is refused', async () => {
    paired = await pairedHall();
    const { hall } = paired;
    await takeAllowance(paired, 20);
    const started = await call(hall.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: paired.hallSession,
      body: { amount: 40, cards: CARDS, card_value: 10, win_percentage: 50 },
    });
    expect(started.statusCode).toBe(201);
    // The owner points the game at a grant central never gave this hall, chain and all.
    await rewriteOutbox(hall.db, (kind, row) => {
      if (kind !== 'game') return false;
      row.grant_no = 999;
      return true;
    });
    await expect(syncOnce(hall.db)).rejects.toMatchObject({ code: 'hall_batch_invalid' });
    expect((await hallsList(paired)).stuck_reason).toBe('hall_batch_invalid');
  });

  it("a game past its grant's games is refused at that game, the grant's count kept", async () => {
    paired = await pairedHall();
    const { central, hall } = paired;
    await takeAllowance(paired, 20, 2);
    // The owner gives the hall's copy of the grant more games than central signed (2), then
    // plays 4 in one cut: the batch brings all four games at once.
    await hall.db.update(hallLoadedGrants).set({ maxGames: 4 });
    paired.proxy.cut();
    expect(await playUntilRefused(paired)).toBe(4);
    paired.proxy.restore();
    const [third] = await queryRows<{ seq: number }>(
      hall.db,
      sql`select seq from hall_outbox where kind = 'game' order by seq offset 2 limit 1`,
    );
    await expect(syncOnce(hall.db)).rejects.toMatchObject({ code: 'hall_batch_invalid' });
    const [onCentral] = await central.db.select().from(halls);
    expect(onCentral?.stuckDetail).toBe(`at entry ${third!.seq} (game)`);
    expect((await centralFees(central))?.games).toBe(0);
    const [grant] = await queryRows<{ played: number }>(
      central.db,
      sql`select games_played as played from hall_grants`,
    );
    expect(grant?.played).toBe(0);
  });
});

describe('a batch central cannot apply', { timeout: 120_000 }, () => {
  it('is an incident with its reason, shown on the halls list, the till and the log, once', async () => {
    paired = await grantTermsLowered();
    const { central, hall } = paired;
    await expect(syncOnce(hall.db)).rejects.toMatchObject({ code: 'insufficient_balance' });
    await expect(syncOnce(hall.db)).rejects.toMatchObject({ code: 'insufficient_balance' });

    // One incident with its reason, however often the hall tries again.
    const incidents = await central.db
      .select()
      .from(hallSyncIncidents)
      .where(eq(hallSyncIncidents.code, 'insufficient_balance'));
    expect(incidents).toHaveLength(1);
    expect(incidents[0]!.detail).toMatch(/entry \d+ \(ledger\)/);
    const listed = await hallsList(paired);
    expect(listed.stuck_reason).toBe('insufficient_balance');
    expect(typeof listed.stuck_since).toBe('string');
    expect(listed.events_to_come).toBeGreaterThan(0);

    // The till: online (central answered), the upload refused and why.
    const status = await call(hall.app, 'GET', '/api/v1/hall/status/', { as: paired.hallSession });
    expect(status.json()).toMatchObject({
      online: true,
      upload_refused: { code: 'insufficient_balance' },
    });

    // The worker says so once, and stays online.
    const lines: string[] = [];
    const worker = startSyncWorker(hall.db, { intervalMs: 20, log: (line) => lines.push(line) });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await worker.stop();
    expect(worker.online()).toBe(true);
    expect(lines.filter((line) => line.includes('insufficient_balance'))).toHaveLength(1);
    await booksBalance(central);
  });

  it('is applied once the agent takes the shortfall on its own balance, flagged, books true', async () => {
    const lowered = await grantTermsLowered();
    paired = lowered;
    const { central, hall, agent } = paired;
    await expect(syncOnce(hall.db)).rejects.toMatchObject({ code: 'insufficient_balance' });
    const [before] = await central.db.select().from(agents).where(eq(agents.id, agent.agentId!));
    const hallId = (await central.db.select().from(halls))[0]!.id;

    const accepted = await call(central.app, 'POST', `/api/v1/halls/${hallId}/cover_shortfall/`, {
      as: paired.agentSession,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await syncOnce(hall.db);

    const listed = await hallsList(paired);
    expect(listed).toMatchObject({ stuck_reason: null, stuck_since: null, events_to_come: 0 });
    const [after] = await central.db.select().from(agents).where(eq(agents.id, agent.agentId!));
    const covered = before!.balanceCents - after!.balanceCents;
    // The grant's terms (4.00 a game) took more than the hall's account held (20.00).
    expect(covered).toBe(BigInt(lowered.played * 400 - 2000));
    const [flag] = await queryRows<{ n: number }>(
      central.db,
      sql`select count(*)::int as n from hall_sync_incidents where code = 'shortfall_covered'`,
    );
    expect(flag!.n).toBeGreaterThan(0);
    // Every game reached central, each charged its grant's terms (4.00 at 20%).
    expect(await centralFees(central)).toEqual({
      games: lowered.played,
      fees: String(lowered.played * 400),
    });
    const status = await call(hall.app, 'GET', '/api/v1/hall/status/', { as: paired.hallSession });
    expect(status.json()).toMatchObject({ upload_refused: null });
    // Nothing to cover is refused.
    const again = await call(central.app, 'POST', `/api/v1/halls/${hallId}/cover_shortfall/`, {
      as: paired.agentSession,
    });
    expect(again.statusCode).toBe(409);
    await booksBalance(central);
  });

  it('credit added in the hall’s own database is refused, reported and shown the same way', async () => {
    paired = await pairedHall();
    const { central, hall } = paired;
    await takeAllowance(paired, 20);
    // The owner gives the cashier 100.00 more on the hall, outside any ledger.
    await hall.db
      .update(cashiers)
      .set({ balanceCents: sql`${cashiers.balanceCents} + 10000` })
      .where(eq(cashiers.id, paired.cashier.cashierId!));
    paired.proxy.cut();
    expect(await playUntilRefused(paired)).toBe(10);
    paired.proxy.restore();
    await expect(syncOnce(hall.db)).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect((await hallsList(paired)).stuck_reason).toBe('insufficient_balance');
    const status = await call(hall.app, 'GET', '/api/v1/hall/status/', { as: paired.hallSession });
    expect(status.json()).toMatchObject({ upload_refused: { code: 'insufficient_balance' } });
    await booksBalance(central);
  });
});
