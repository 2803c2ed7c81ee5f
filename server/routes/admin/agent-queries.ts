import { eq, sql } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import type { Agent, StaffListQuery } from '@core/schemas/staff';
import type { Db } from '../../db/client';
import { agents, users } from '../../db/schema';
import { pageOfStaff, type StaffKeyRow } from '../staff-list';

const agentColumns = {
  id: agents.id,
  userId: agents.userId,
  username: users.username,
  phone: agents.phone,
  balanceCents: agents.balanceCents,
  isActive: users.isActive,
  minFeeCents: agents.minFeeCents,
  minFeePercent: agents.minFeePercent,
  createdAt: agents.createdAt,
  cashierCount: sql<number>`(select count(*)::int from cashiers c where c.agent_id = ${agents.id})`,
};

interface AgentRow {
  id: number;
  userId: number;
  username: string;
  phone: string;
  balanceCents: bigint;
  isActive: boolean;
  minFeeCents: bigint | null;
  minFeePercent: number | null;
  createdAt: Date;
  cashierCount: number;
}

function toAgent(row: AgentRow): Agent {
  return {
    id: row.id,
    user_id: row.userId,
    username: row.username,
    phone: row.phone,
    amount_avalaible: centsToAmount(row.balanceCents),
    is_active: row.isActive,
    cashier_count: Number(row.cashierCount),
    min_fee: row.minFeeCents === null ? null : centsToAmount(row.minFeeCents),
    min_fee_percent: row.minFeePercent,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findAgent(db: Db, agentId: number): Promise<Agent | null> {
  const [row] = await db
    .select(agentColumns)
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(eq(agents.id, agentId));
  return row ? toAgent(row) : null;
}

interface AgentListRow extends StaffKeyRow {
  user_id: number;
  username: string;
  phone: string;
  balance_cents: string;
  is_active: boolean;
  min_fee_cents: string | null;
  min_fee_percent: number | null;
  created_at: string | Date;
  cashier_count: number | string;
}

/** One page of agents, searched, sorted and filtered (decision 031). */
export async function pageOfAgents(db: Db, query: StaffListQuery) {
  const page = await pageOfStaff<AgentListRow>(
    db,
    {
      select: sql`p.id, p.user_id, u.username, p.phone, p.balance_cents::text as balance_cents,
        u.is_active, p.min_fee_cents::text as min_fee_cents, p.min_fee_percent, p.created_at,
        (select count(*)::int from cashiers c where c.agent_id = p.id) as cashier_count`,
      from: sql`agents p join users u on u.id = p.user_id`,
      scope: sql`true`,
    },
    query,
  );
  return {
    results: page.rows.map((row) =>
      toAgent({
        id: row.id,
        userId: row.user_id,
        username: row.username,
        phone: row.phone,
        balanceCents: BigInt(row.balance_cents),
        isActive: row.is_active,
        minFeeCents: row.min_fee_cents === null ? null : BigInt(row.min_fee_cents),
        minFeePercent: row.min_fee_percent,
        createdAt: new Date(row.created_at),
        cashierCount: Number(row.cashier_count),
      }),
    ),
    pagination: page.pagination,
  };
}
