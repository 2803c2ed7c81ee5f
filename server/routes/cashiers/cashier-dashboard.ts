import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToAmount } from '@core/money';
import type { cashierDashboardSchema } from '@core/schemas/staff';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** SPEC "Cashier dashboard" stat cards; total amount leaves cancelled games out. */
export async function cashierDashboard(
  db: Db,
  cashierId: number,
  todayStart: Date,
): Promise<z.infer<typeof cashierDashboardSchema>> {
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`
    select
      count(*)::int as total_games,
      coalesce(sum(amount_cents) filter (where status <> 'cancelled'), 0)::text as total_amount,
      (count(*) filter (where status = 'active'))::int as active_games,
      (count(*) filter (where created_at >= ${todayStart.toISOString()}::timestamptz))::int
        as todays_games
    from games where cashier_id = ${cashierId} and not training`,
  );
  const row = rows[0] ?? {};
  return {
    total_games: Number(row.total_games ?? 0),
    total_amount: centsToAmount(BigInt(row.total_amount ?? 0)),
    active_games: Number(row.active_games ?? 0),
    todays_games: Number(row.todays_games ?? 0),
  };
}
