import { eq } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../../db/client';
import { agents, cashiers } from '../../db/schema';

/** The caller's own balance: an agent's or a cashier's credit; an admin holds none. */
export async function balanceOf(db: Db, user: SessionUser): Promise<number> {
  if (user.role === 'cashier' && user.cashier_id !== null) {
    const [row] = await db
      .select({ cents: cashiers.balanceCents })
      .from(cashiers)
      .where(eq(cashiers.id, user.cashier_id));
    return centsToAmount(row?.cents ?? 0n);
  }
  if (user.role === 'agent' && user.agent_id !== null) {
    const [row] = await db
      .select({ cents: agents.balanceCents })
      .from(agents)
      .where(eq(agents.id, user.agent_id));
    return centsToAmount(row?.cents ?? 0n);
  }
  return 0;
}
