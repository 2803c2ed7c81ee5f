import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { gameCall, startGame } from '../../../tests/support/games';
import { CORNERS_ONLY, cornersOf, PAYS_ON_CORNERS } from '../../../tests/support/jackpot-games';
import { appForFile } from '../../../tests/support/app-for-file';
import { games, jackpots } from '../../db/schema';

// Two requests only race on PostgreSQL: PGlite runs one transaction at a time.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const t = appForFile({ jackpotRandomInt: () => 0 });

/** Waits until `count` queries of the test's database wait on a row lock. */
async function lockWaiters(count: number): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} requests waited on the jackpot`);
}

describe.skipIf(!onPostgres)('two all-by-hand wins on one jackpot at the same moment', () => {
  it('one waits for the agent; the other answers 409 and records its win when sent again', async () => {
    const agent = await t.createUser({ role: 'agent', balance: 5000 });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 500 });
    const [agentSession, session] = [await t.loginAs(agent), await t.loginAs(cashier)];
    const shop = await t.createShop(cashier);
    const created = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
      as: agentSession,
      body: { shop_id: shop.id, amount: 30, frequency: 1, ...PAYS_ON_CORNERS },
    });
    expect(created.statusCode).toBe(201);
    const jackpotId = created.json().jackpot.id as number;
    // Two games whose card 7 has its corners called by hand; the whole pool is the prize. A shop
    // runs one game at a time now (decision 029), but a database from before that rule can hold
    // two: the second is started in another shop and moved into this one, as such a game was. It
    // is another cashier's: one cashier's wins queue on its own balance's row (the fee settles
    // there first), so only two cashiers' wins reach the jackpot at the same moment.
    const otherCashier = await t.createUser({
      role: 'cashier',
      agentId: agent.agentId!,
      balance: 500,
    });
    const otherSession = await t.loginAs(otherCashier);
    const otherShop = await t.createShop(otherCashier);
    const players = [
      { as: session, startShop: shop },
      { as: otherSession, startShop: otherShop },
    ];
    const gameIds: number[] = [];
    for (const { as, startShop } of players) {
      const gameId = await startGame(t.app, as, {
        amount: 20,
        cards: [7, 8],
        card_value: 10,
        win_percentage: 100,
        shop_id: startShop.id,
        win_conditions: CORNERS_ONLY,
      });
      for (const number of cornersOf(7))
        await gameCall(t.app, as, gameId, 'mark', { number, called: true });
      gameIds.push(gameId);
    }
    // It takes the first game's odds record too: both judged the jackpot in play (decision 043).
    const [first] = await t.db.select().from(games).where(eq(games.id, gameIds[0]!));
    await t.db
      .update(games)
      .set({ shopId: shop.id, odds: first!.odds })
      .where(eq(games.id, gameIds[1]!));
    const recordWin = (gameId: number) =>
      call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
        as: players[gameIds.indexOf(gameId)]!.as,
        body: { game_id: gameId, card_number: 7 },
      });

    // Both wins reach the jackpot while another transaction holds it, then go on together.
    let wins: Promise<Awaited<ReturnType<typeof recordWin>>[]> = Promise.resolve([]);
    await t.db.transaction(async (tx) => {
      await tx.select().from(jackpots).where(eq(jackpots.id, jackpotId)).for('update');
      wins = Promise.all(gameIds.map(recordWin));
      await lockWaiters(2);
    });
    const answers = await wins;
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toEqual({
      error: 'Another win claimed this jackpot at the same moment: record the win again',
      code: 'jackpot_claimed_meanwhile',
    });
    expect(answers.find((answer) => answer.statusCode === 200)!.json().jackpot_pending).toBe(true);

    const again = await recordWin(gameIds[answers.indexOf(refused)]!);
    expect(again.statusCode).toBe(200);
    expect(again.json().jackpot_pending).toBeUndefined();
    const pending = await call(t.app, 'GET', '/api/v1/agents/jackpot_payouts/?status=pending', {
      as: agentSession,
    });
    expect(pending.json()).toHaveLength(1);
    expect(await t.checkLedger()).toEqual([]);
  });
});
