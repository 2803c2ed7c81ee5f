import { eq } from 'drizzle-orm';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../../db/client';
import { cashiers, games } from '../../db/schema';

export interface ViewableGame {
  id: number;
  cashierId: number;
}

/** The game when the caller may watch it (a cashier its own, an agent its cashiers', admin all). */
export async function findGameForViewer(
  db: Db,
  gameId: number,
  user: SessionUser,
): Promise<ViewableGame | null> {
  const [row] = await db
    .select({ id: games.id, cashierId: games.cashierId, agentId: cashiers.agentId })
    .from(games)
    .innerJoin(cashiers, eq(cashiers.id, games.cashierId))
    .where(eq(games.id, gameId))
    .limit(1);
  if (!row) return null;
  const visible =
    user.role === 'admin' ||
    (user.role === 'agent' && user.agent_id !== null && row.agentId === user.agent_id) ||
    (user.role === 'cashier' && user.cashier_id !== null && row.cashierId === user.cashier_id);
  return visible ? { id: row.id, cashierId: row.cashierId } : null;
}
