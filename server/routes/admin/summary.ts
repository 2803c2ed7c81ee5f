import { sql } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import type { z } from 'zod';
import type { platformSummarySchema } from '@core/schemas/staff';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

type PlatformSummary = z.infer<typeof platformSummarySchema>;

/** The platform figures of /admin: credit issued, fees net of refunds, today's games, balances,
 * fees owed and reserved. */
export async function platformSummary(db: Db, todayStart: Date): Promise<PlatformSummary> {
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`
    select
      (select coalesce(sum(amount_cents), 0) from ledger_entries where kind = 'deposit')::text
        as credit_issued,
      (select coalesce(sum(case kind when 'game_fee' then amount_cents else -amount_cents end), 0)
         from ledger_entries where kind in ('game_fee', 'game_fee_refund'))::text as fees_consumed,
      (select count(*)::int from games
         where created_at >= ${todayStart.toISOString()}::timestamptz and not training)
        as games_today,
      (select count(*)::int from agents) as agents_total,
      (select count(*)::int from agents a join users u on u.id = a.user_id where u.is_active)
        as agents_active,
      (select count(*)::int from cashiers) as cashiers_total,
      (select coalesce(sum(balance_cents), 0) from agents)::text as agents_balance,
      (select coalesce(sum(balance_cents), 0) from cashiers)::text as cashiers_balance,
      (select coalesce(sum(fee_owed_cents), 0) from cashiers)::text as fees_owed,
      (select coalesce(sum(fee_reserved_cents), 0) from cashiers)::text as fees_reserved`,
  );
  const row = rows[0] ?? {};
  const money = (name: string) => centsToAmount(BigInt(row[name] ?? 0));
  return {
    credit_issued: money('credit_issued'),
    fees_consumed: money('fees_consumed'),
    games_today: Number(row.games_today ?? 0),
    agents_total: Number(row.agents_total ?? 0),
    agents_active: Number(row.agents_active ?? 0),
    cashiers_total: Number(row.cashiers_total ?? 0),
    agents_balance: money('agents_balance'),
    cashiers_balance: money('cashiers_balance'),
    fees_owed: money('fees_owed'),
    fees_reserved: money('fees_reserved'),
  };
}
