import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import type { Agent } from '@core/schemas/staff';
import type { Db } from '../../db/client';
import { agents, users } from '../../db/schema';

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

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${users.username} ilike ${pattern} or ${agents.phone} ilike ${pattern})`;
}

export async function findAgent(db: Db, agentId: number): Promise<Agent | null> {
  const [row] = await db
    .select(agentColumns)
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(eq(agents.id, agentId));
  return row ? toAgent(row) : null;
}

export async function pageOfAgents(
  db: Db,
  query: { page: number; page_size: number; search?: string },
): Promise<{ results: Agent[]; count: number }> {
  const where = and(searchFilter(query.search));
  const [total] = await db
    .select({ n: count() })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(where);
  const rows = await db
    .select(agentColumns)
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(where)
    .orderBy(asc(agents.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { results: rows.map(toAgent), count: Number(total?.n ?? 0) };
}
