import { and, asc, eq, sql } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import type { Cashier } from '@core/schemas/staff';
import type { Db } from '../../db/client';
import { cashiers, users } from '../../db/schema';

/** An agent's cashiers (deactivated ones too: the table shows their status), or one of them. */
export async function listCashiers(
  db: Db,
  agentId: number,
  cashierId?: number,
): Promise<Cashier[]> {
  const rows = await db
    .select({
      id: cashiers.id,
      userId: cashiers.userId,
      username: users.username,
      phone: cashiers.phone,
      balanceCents: cashiers.balanceCents,
      isActive: users.isActive,
      feePercent: cashiers.feePercent,
      feeOwedCents: cashiers.feeOwedCents,
      createdAt: cashiers.createdAt,
      shopCount: sql<number>`(select count(*)::int from shops s
        where s.cashier_id = ${cashiers.id} and s.deleted_at is null)`,
      runningGameIds: sql<number[]>`array(select g.id from games g
        where g.cashier_id = ${cashiers.id} and g.status = 'active' order by g.id)`,
    })
    .from(cashiers)
    .innerJoin(users, eq(users.id, cashiers.userId))
    .where(
      and(
        eq(cashiers.agentId, agentId),
        cashierId === undefined ? undefined : eq(cashiers.id, cashierId),
      ),
    )
    .orderBy(asc(cashiers.id));
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    username: row.username,
    phone: row.phone,
    amount_avalaible: centsToAmount(row.balanceCents),
    is_active: row.isActive,
    fee_percent: row.feePercent,
    fee_owed: centsToAmount(row.feeOwedCents),
    shop_count: Number(row.shopCount),
    created_at: row.createdAt.toISOString(),
    running_game_ids: (row.runningGameIds ?? []).map(Number),
  }));
}

export async function findCashier(
  db: Db,
  agentId: number,
  cashierId: number,
): Promise<Cashier | null> {
  return (await listCashiers(db, agentId, cashierId))[0] ?? null;
}
