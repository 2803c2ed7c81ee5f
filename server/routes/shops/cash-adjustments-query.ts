import { sql } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import type { CashAdjustment } from '@core/schemas/statements';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { isoOf } from '../reports/game-rows';
import { CASHIER_OWN_MOVES } from '../../queries/shop-cash';

export const CASH_ADJUSTMENTS_LISTED = 200;

/**
 * The newest edits of a shop's cash figure. Before and after come from the drawer's running
 * balance over all its entries (takings and jackpot payouts move it too), in the order written.
 * `blind` (a cashier reading): an edit in the shop's open shift shows the figure the cashier saw,
 * the shift's float moved by its own cash moves, never the expected cash (the count is blind).
 */
export async function cashAdjustmentsOf(
  db: Db,
  shopId: number,
  blind = false,
): Promise<CashAdjustment[]> {
  const isTo = sql`(l.to_account_kind = 'shop' and l.to_account_id = ${shopId})`;
  const own = sql.join(
    CASHIER_OWN_MOVES.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const openShift = blind
    ? sql`(select id, float_cents from shifts where shop_id = ${shopId} and status = 'open' limit 1)`
    : sql`(select null::int as id, 0::bigint as float_cents where false)`;
  const rows = await queryRows<{
    id: number | string;
    created_at: Date | string;
    by: string | null;
    after: string;
    delta: string;
    reason: string | null;
  }>(
    db,
    sql`with e as (
          select l.id, l.kind, l.created_at, l.user_id, l.reason,
            (case when ${isTo} then l.amount_cents else -l.amount_cents end) as delta,
            case when o.id is null then
              sum(case when ${isTo} then l.amount_cents else -l.amount_cents end)
                over (order by l.id)
            else o.float_cents + sum(case when l.kind not in (${own}) then 0 when ${isTo}
              then l.amount_cents else -l.amount_cents end)
                over (partition by o.id order by l.id) end as after
          from ledger_entries l left join ${openShift} o on o.id = l.shift_id
          where ${isTo} or (l.from_account_kind = 'shop' and l.from_account_id = ${shopId}))
        select e.id, e.created_at, u.username as by, e.after::text as after,
          e.delta::text as delta, e.reason
        from e left join users u on u.id = e.user_id
        where e.kind = 'shop_adjustment' order by e.id desc limit ${CASH_ADJUSTMENTS_LISTED}`,
  );
  return rows.map((row) => ({
    entry_id: Number(row.id),
    created_at: isoOf(row.created_at),
    by: row.by,
    before: centsToAmount(BigInt(row.after) - BigInt(row.delta)),
    after: centsToAmount(BigInt(row.after)),
    reason: row.reason,
  }));
}
