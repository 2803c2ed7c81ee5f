import { and, asc, eq, sql } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import type { Cashier, CashierPage, StaffListQuery } from '@core/schemas/staff';
import type { Db } from '../../db/client';
import { cashiers, users } from '../../db/schema';
import { pageOfStaff, type StaffKeyRow } from '../staff-list';

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
      feeReservedCents: cashiers.feeReservedCents,
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
    fee_reserved: centsToAmount(row.feeReservedCents),
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

interface CashierListRow extends StaffKeyRow {
  user_id: number;
  username: string;
  phone: string;
  balance_cents: string;
  is_active: boolean;
  fee_percent: number;
  fee_owed_cents: string;
  fee_reserved_cents: string;
  created_at: string | Date;
  shop_count: number | string;
  running_game_ids: Array<number | string> | null;
}

/** One page of the agent's own cashiers, searched, sorted and filtered (decision 031). */
export async function pageOfCashiers(
  db: Db,
  agentId: number,
  query: StaffListQuery,
): Promise<CashierPage> {
  const page = await pageOfStaff<CashierListRow>(
    db,
    {
      select: sql`p.id, p.user_id, u.username, p.phone, p.balance_cents::text as balance_cents,
        u.is_active, p.fee_percent, p.fee_owed_cents::text as fee_owed_cents,
        p.fee_reserved_cents::text as fee_reserved_cents, p.created_at,
        (select count(*)::int from shops s
          where s.cashier_id = p.id and s.deleted_at is null) as shop_count,
        array(select g.id from games g
          where g.cashier_id = p.id and g.status = 'active' order by g.id) as running_game_ids`,
      from: sql`cashiers p join users u on u.id = p.user_id`,
      scope: sql`p.agent_id = ${agentId}`,
    },
    query,
  );
  return {
    results: page.rows.map((row) => ({
      id: row.id,
      user_id: row.user_id,
      username: row.username,
      phone: row.phone,
      amount_avalaible: centsToAmount(BigInt(row.balance_cents)),
      is_active: row.is_active,
      fee_percent: row.fee_percent,
      fee_owed: centsToAmount(BigInt(row.fee_owed_cents)),
      fee_reserved: centsToAmount(BigInt(row.fee_reserved_cents)),
      shop_count: Number(row.shop_count),
      created_at: new Date(row.created_at).toISOString(),
      running_game_ids: (row.running_game_ids ?? []).map(Number),
    })),
    pagination: page.pagination,
  };
}
