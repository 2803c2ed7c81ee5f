import { eq } from 'drizzle-orm';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { cashiers, games } from '../db/schema';
import { forbidden, notFound } from '../http-error';

export type GameRow = typeof games.$inferSelect;

/** Whether the caller may see the game (agent: its cashiers'), and whether it may run it. */
async function access(db: Db, user: SessionUser, game: GameRow): Promise<'none' | 'read' | 'run'> {
  if (user.role === 'admin') return 'run';
  if (user.role === 'cashier') return game.cashierId === user.cashier_id ? 'run' : 'none';
  if (user.role !== 'agent' || user.agent_id === null) return 'none';
  const [owner] = await db
    .select({ agentId: cashiers.agentId })
    .from(cashiers)
    .where(eq(cashiers.id, game.cashierId));
  return owner?.agentId === user.agent_id ? 'read' : 'none';
}

/**
 * The game the caller may see (another tenant's is a 404); with `control`, one it may run (an
 * agent watching its cashier's game gets 403). With `lock`, the row stays locked (FOR UPDATE)
 * until the transaction ends: every change of a game goes through here, one at a time.
 */
export async function gameFor(
  db: Db,
  user: SessionUser,
  id: number,
  options: { control?: boolean; lock?: boolean } = {},
): Promise<GameRow> {
  const query = db.select().from(games).where(eq(games.id, id));
  const [game] = options.lock ? await query.for('update') : await query;
  if (!game) throw notFound();
  const allowed = await access(db, user, game);
  if (allowed === 'none') throw notFound();
  if (options.control && allowed !== 'run') throw forbidden();
  return game;
}
