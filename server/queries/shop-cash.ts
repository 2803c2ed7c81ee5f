import { sql, type SQL } from 'drizzle-orm';
import type { Cents } from '@core/money';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';

/**
 * The ledger kinds of the cash a cashier itself moves in or out of an open shift's drawer: what it
 * knows without being told. The games' takings, prizes and jackpots are not among them.
 */
export const CASHIER_OWN_MOVES = ['shift_pay_in', 'shift_pay_out', 'shift_drop', 'shop_adjustment'];

/**
 * The drawer figure a cashier may see for the shop whose id is `shopId` (an SQL expression):
 * outside a shift, the shop's cash figure; while a shift is open (the count is blind), the float
 * the shift opened with, moved by the cashier's own pay-ins, pay-outs, drops and edits in it,
 * never the expected cash (decision 035, issue 35).
 */
export function cashierShownCashSql(shopId: SQL, cashCents: SQL): SQL {
  const kinds = sql.join(
    CASHIER_OWN_MOVES.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`coalesce((select sh.float_cents + coalesce((select sum(case
        when l.to_account_kind = 'shop' and l.to_account_id = sh.shop_id then l.amount_cents
        else -l.amount_cents end) from ledger_entries l
        where l.shift_id = sh.id and l.kind in (${kinds})), 0)
      from shifts sh where sh.shop_id = ${shopId} and sh.status = 'open' limit 1), ${cashCents})`;
}

/** The figure a cashier sees for one shop (see cashierShownCashSql). */
export async function cashierShownCash(db: Db, shopId: number): Promise<Cents> {
  const [row] = await queryRows<{ cash: string }>(
    db,
    sql`select ${cashierShownCashSql(sql`${shopId}`, sql`s.cash_cents`)}::text as cash
        from shops s where s.id = ${shopId}`,
  );
  return BigInt(row?.cash ?? 0);
}
