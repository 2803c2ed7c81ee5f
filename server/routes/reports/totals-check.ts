import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * The game_totals rows that differ from the games they summarize ([] when sound): tests run it
 * after every change, as checkLedger for balances.
 */
export async function checkGameTotals(db: Db): Promise<unknown[]> {
  return queryRows(
    db,
    sql`with expected as (
          select cashier_id, coalesce(shop_id, 0) as shop_key, status, count(*) as games,
            sum(amount_cents) as amount_cents, sum(prize_cents + extra_prizes_cents) as prize_cents,
            sum(commission_cents) as commission_cents,
            sum(case when status = 'cancelled' and first_call_at is null then 0 else fee_cents end)
              as fee_cents,
            sum(coalesce(jackpot_cents, 0)) as jackpot_cents, count(winner_card) as wins,
            count(*) filter (where win_relied_on_manual) as manual_wins
          from games group by 1, 2, 3),
        kept as (select * from game_totals where games <> 0)
        select 'expected' as side, * from (select * from expected except select * from kept) a
        union all
        select 'kept' as side, * from (select * from kept except select * from expected) b`,
  );
}
