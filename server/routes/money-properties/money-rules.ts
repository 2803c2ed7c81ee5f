import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../../tests/support/api';
import { gameCall } from '../../../tests/support/games';
import { queryRows } from '../../db/query-rows';
import { expectNoServerError, run, type Hall } from './money-run';
import { REASON } from './money-steps';

/** The money rules that hold after every step (the test file's header lists them). */
export async function assertMoneyRules(): Promise<void> {
  const { t } = run;
  expect(await t.checkLedger()).toEqual([]);

  // Every played game (any call; running or ended) paid at least the minimum fee of its start.
  const underpaid = await queryRows<{ id: number }>(
    t.db,
    sql`select id, fee_cents::text as fee, min_fee_cents::text as min_fee, status from games
        where first_call_at is not null and min_fee_cents is not null
          and fee_cents < min_fee_cents`,
  );
  expect(underpaid, 'played games below the minimum fee').toEqual([]);

  // No jackpot grew or paid on an ineligible game.
  const ineligible = await queryRows<{ entry: number }>(
    t.db,
    sql`select e.id as entry, e.kind, g.id as game, g.cards_named, g.amount_cents::text as pool,
               j.min_pool_cents::text as min_pool, g.first_draw_at, g.fee_cents::text as fee,
               g.min_fee_cents::text as min_fee
        from ledger_entries e
        join jackpots j on j.id = case when e.kind = 'jackpot_growth' then e.to_account_id
                                       else e.from_account_id end
        left join games g on e.reference = 'game:' || g.id
        where e.kind in ('jackpot_growth', 'jackpot_payout')
          and (g.id is null or not g.cards_named or g.amount_cents < j.min_pool_cents
               or g.first_draw_at is null
               or (g.min_fee_cents is not null and g.fee_cents < g.min_fee_cents))`,
  );
  expect(ineligible, 'jackpot money on an ineligible game').toEqual([]);

  // Credit is closed: what the platform put in (deposits) less what it took back (withdrawals,
  // reversals) is held by agents, cashiers and jackpots, or was taken as fees (net of refunds).
  // Only shops and "outside" (the cash side) lie beyond, and no entry crosses to them.
  const [identity] = await queryRows<{
    deposits: string;
    taken_back: string;
    held: string;
    fees: string;
    crossing: string;
  }>(
    t.db,
    sql`select
      (select coalesce(sum(amount_cents), 0) from ledger_entries where kind = 'deposit')::text
        as deposits,
      (select coalesce(sum(amount_cents), 0) from ledger_entries
        where kind in ('agent_withdrawal', 'deposit_reversal'))::text as taken_back,
      ((select coalesce(sum(balance_cents), 0) from agents)
        + (select coalesce(sum(balance_cents), 0) from cashiers)
        + (select coalesce(sum(balance_cents), 0) from jackpots))::text as held,
      ((select coalesce(sum(amount_cents), 0) from ledger_entries where kind = 'game_fee')
        - (select coalesce(sum(amount_cents), 0) from ledger_entries
            where kind = 'game_fee_refund'))::text as fees,
      (select count(*) from ledger_entries
        where (from_account_kind in ('agent', 'cashier', 'jackpot', 'platform'))
           <> (to_account_kind in ('agent', 'cashier', 'jackpot', 'platform')))::text as crossing`,
  );
  expect(identity!.crossing, 'entries between credit and cash').toBe('0');
  expect(BigInt(identity!.deposits) - BigInt(identity!.taken_back)).toBe(
    BigInt(identity!.held) + BigInt(identity!.fees),
  );

  // Fees taken plus fees owed are the games' fees (a game cancelled before any call: refunded).
  const [fees] = await queryRows<{ taken: string; owed: string; games: string }>(
    t.db,
    sql`select
      ((select coalesce(sum(amount_cents), 0) from ledger_entries where kind = 'game_fee')
        - (select coalesce(sum(amount_cents), 0) from ledger_entries
            where kind = 'game_fee_refund'))::text as taken,
      (select coalesce(sum(fee_owed_cents), 0) from cashiers)::text as owed,
      (select coalesce(sum(fee_cents), 0) from games
        where not (status = 'cancelled' and first_call_at is null))::text as games`,
  );
  expect(BigInt(fees!.taken) + BigInt(fees!.owed), 'fees taken + owed = games’ fees').toBe(
    BigInt(fees!.games),
  );
  await assertFeesReserved();
}

/**
 * Decision 044: every ended game's fee was collected (the ledger's fee entries for it, net of
 * refunds, equal its settled fee; nothing owed); every running game holds, charged plus reserved,
 * the fee on its whole pool; a cashier's reserve is its running games' and never above its balance.
 */
async function assertFeesReserved(): Promise<void> {
  const { t } = run;
  const games = await queryRows<{ id: number }>(
    t.db,
    sql`select g.id, g.status, g.fee_cents::text as fee, g.fee_reserved_cents::text as reserved,
               coalesce(l.net, 0)::text as collected
        from games g
        left join (select reference,
                          sum(case kind when 'game_fee' then amount_cents else -amount_cents end) as net
                   from ledger_entries where kind in ('game_fee', 'game_fee_refund')
                   group by reference) l on l.reference = 'game:' || g.id
        where g.min_fee_cents is not null and (
          (g.status <> 'active' and (g.fee_reserved_cents <> 0 or coalesce(l.net, 0) <>
             case when g.status = 'cancelled' and g.first_call_at is null then 0
                  else g.fee_cents end))
          or (g.status = 'active' and (coalesce(l.net, 0) <> g.fee_cents
             or g.fee_cents + g.fee_reserved_cents <> greatest(
                  (g.amount_cents * g.fee_percent + 50) / 100, g.min_fee_cents))))`,
  );
  expect(games, 'fee decided = fee collected, reserve = fee on the whole pool').toEqual([]);
  const cashierRows = await queryRows<{ id: number }>(
    t.db,
    sql`select c.id, c.balance_cents::text as balance, c.fee_reserved_cents::text as reserved,
               c.fee_owed_cents::text as owed
        from cashiers c
        where c.fee_owed_cents <> 0 or c.balance_cents < c.fee_reserved_cents
           or c.fee_reserved_cents <> (select coalesce(sum(g.fee_reserved_cents), 0) from games g
                                       where g.cashier_id = c.id and g.status = 'active')`,
  );
  expect(
    cashierRows,
    'cashiers: no fee owed, reserve = running games’, balance >= reserve',
  ).toEqual([]);
}

/** Every running game of the hall can be ended through the API. */
export async function endEveryGame(hall: Hall): Promise<void> {
  const { t, admin } = run;
  for (const game of hall.games) {
    const [row] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from games where id = ${game.id}`,
    );
    if (row?.status !== 'active') continue;
    // The cashier closes; a reported unclaimed winner is recorded (by the cashier, or by the admin
    // when the cashier was deactivated); otherwise the agent closes or cancels, with a reason.
    const attempts: string[] = [];
    const tryEnd = async (what: string, response: LightMyRequestResponse) => {
      expectNoServerError(response, `end: ${what}`);
      attempts.push(`${what} ${response.statusCode} ${response.body}`);
      if (response.statusCode === 200) return true;
      const winner = JSON.stringify(response.json()).match(/"card_numbers":\[(\d+)/);
      if (response.statusCode !== 409 || !winner) return false;
      for (const [who, as] of [
        ['cashier', hall.cashier],
        ['admin', admin],
      ] as const) {
        const win = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
          as,
          body: { game_id: game.id, card_number: Number(winner[1]) },
        });
        expectNoServerError(win, `end: win by ${who}`);
        attempts.push(`win by ${who} ${win.statusCode} ${win.body}`);
        if (win.statusCode === 200) return true;
      }
      return false;
    };
    const ended =
      (await tryEnd(
        'cashier close',
        await gameCall(t.app, hall.cashier, game.id, 'close', { reason: REASON }),
      )) ||
      (await tryEnd(
        'agent close',
        await gameCall(t.app, hall.agent, game.id, 'close', { reason: REASON }),
      )) ||
      (await tryEnd(
        'agent cancel',
        await gameCall(t.app, hall.agent, game.id, 'cancel', { reason: REASON }),
      ));
    expect(ended, `game ${game.id}:\n${attempts.join('\n')}`).toBe(true);
    const [after] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from games where id = ${game.id}`,
    );
    expect(after?.status, `game ${game.id} ended`).not.toBe('active');
    await assertMoneyRules();
  }
}
