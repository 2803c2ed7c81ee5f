import { eq } from 'drizzle-orm';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { cashiers } from '../db/schema';
import { forbidden, notFound } from '../http-error';

/**
 * A cashier's records (its rate history) are read by its own agent and by the admin; another
 * agent's cashier is a 404, a cashier reading any is a 403.
 */
export async function cashierForStaff(db: Db, user: SessionUser, cashierId: number) {
  if (user.role !== 'admin' && user.role !== 'agent') throw forbidden();
  const [row] = await db
    .select({ id: cashiers.id, agentId: cashiers.agentId })
    .from(cashiers)
    .where(eq(cashiers.id, cashierId));
  if (!row) throw notFound();
  if (user.role === 'agent' && row.agentId !== user.agent_id) throw notFound();
  return row;
}
