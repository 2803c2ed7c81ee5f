import { eq } from 'drizzle-orm';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { agents, cashiers, users } from '../db/schema';
import { notFound } from '../http-error';

export interface StatementAccount {
  kind: 'agent' | 'cashier';
  id: number;
  username: string;
}

/**
 * Whose credit moves a caller may read: the admin any agent's or cashier's, an agent its own and
 * its cashiers', a cashier its own. Anything else is another tenant's: 404.
 */
export async function statementAccountFor(
  db: Db,
  user: SessionUser,
  kind: 'agent' | 'cashier',
  id: number,
): Promise<StatementAccount> {
  if (kind === 'agent') {
    const [row] = await db
      .select({ username: users.username })
      .from(agents)
      .innerJoin(users, eq(users.id, agents.userId))
      .where(eq(agents.id, id));
    const allowed = user.role === 'admin' || (user.role === 'agent' && user.agent_id === id);
    if (!row || !allowed) throw notFound();
    return { kind, id, username: row.username };
  }
  const [row] = await db
    .select({ username: users.username, agentId: cashiers.agentId })
    .from(cashiers)
    .innerJoin(users, eq(users.id, cashiers.userId))
    .where(eq(cashiers.id, id));
  const allowed =
    user.role === 'admin' ||
    (user.role === 'agent' && row?.agentId === user.agent_id) ||
    (user.role === 'cashier' && user.cashier_id === id);
  if (!row || !allowed) throw notFound();
  return { kind, id, username: row.username };
}
