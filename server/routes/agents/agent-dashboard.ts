import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToAmount } from '@core/money';
import type { agentDashboardSchema } from '@core/schemas/staff';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { NET_FEE } from '../reports/games-query';

/** The agent's Dashboard tab: its balance, its cashiers, their shops, today's games and fees (kept fees included, as every report counts them). */
export async function agentDashboard(
  db: Db,
  agentId: number,
  todayStart: Date,
): Promise<z.infer<typeof agentDashboardSchema>> {
  const since = sql`${todayStart.toISOString()}::timestamptz`;
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`
    select
      (select balance_cents from agents where id = ${agentId})::text as agent_balance,
      (select count(*)::int from cashiers where agent_id = ${agentId}) as cashiers_total,
      (select count(*)::int from cashiers c join users u on u.id = c.user_id
         where c.agent_id = ${agentId} and u.is_active) as cashiers_active,
      (select coalesce(sum(balance_cents), 0) from cashiers where agent_id = ${agentId})::text
        as cashiers_balance,
      (select count(*)::int from shops s join cashiers c on c.id = s.cashier_id
         where c.agent_id = ${agentId} and s.deleted_at is null) as shops_total,
      (select count(*)::int from games g join cashiers c on c.id = g.cashier_id
         where c.agent_id = ${agentId} and g.created_at >= ${since} and not g.training) as games_today,
      (select coalesce(sum(${NET_FEE}), 0) from games g join cashiers c on c.id = g.cashier_id
         where c.agent_id = ${agentId} and g.created_at >= ${since} and not g.training)::text
         as fees_today`,
  );
  const row = rows[0] ?? {};
  const money = (name: string) => centsToAmount(BigInt(row[name] ?? 0));
  return {
    agent_balance: money('agent_balance'),
    cashiers_total: Number(row.cashiers_total ?? 0),
    cashiers_active: Number(row.cashiers_active ?? 0),
    cashiers_balance: money('cashiers_balance'),
    shops_total: Number(row.shops_total ?? 0),
    games_today: Number(row.games_today ?? 0),
    fees_today: money('fees_today'),
  };
}
