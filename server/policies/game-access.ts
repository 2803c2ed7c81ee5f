import { eq } from 'drizzle-orm';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { cashiers, games } from '../db/schema';
import { forbidden, notFound } from '../http-error';

export type GameRow = typeof games.$inferSelect;

/** What a caller may do with a game: nothing (it is another tenant's), watch it, or run it. */
export type GameAccess = 'none' | 'read' | 'run';

/** Who owns a game: its cashier, and that cashier's agent. */
export interface GameOwner {
  cashierId: number;
  agentId: number | null;
}

/** Admin runs every game, a cashier its own; an agent watches its cashiers' games, never runs them. */
export function gameAccess(user: SessionUser, owner: GameOwner): GameAccess {
  if (user.role === 'admin') return 'run';
  if (user.role === 'cashier') return owner.cashierId === user.cashier_id ? 'run' : 'none';
  if (user.role !== 'agent' || user.agent_id === null) return 'none';
  return owner.agentId === user.agent_id ? 'read' : 'none';
}

/** Only an agent's access depends on the cashier's agent: nobody else pays for reading it. */
async function ownerOf(db: Db, user: SessionUser, game: GameRow): Promise<GameOwner> {
  if (user.role !== 'agent' || user.agent_id === null)
    return { cashierId: game.cashierId, agentId: null };
  const [owner] = await db
    .select({ agentId: cashiers.agentId })
    .from(cashiers)
    .where(eq(cashiers.id, game.cashierId));
  return { cashierId: game.cashierId, agentId: owner?.agentId ?? null };
}

/**
 * The game the caller may see (another tenant's is a 404); with `run`, one it may run (an agent
 * watching its cashier's game gets 403). With `lock`, the row stays locked (FOR UPDATE) until the
 * transaction ends: every change of a game goes through here, one at a time.
 */
export async function gameFor(
  db: Db,
  user: SessionUser,
  id: number,
  options: { run?: boolean; lock?: boolean } = {},
): Promise<GameRow> {
  const query = db.select().from(games).where(eq(games.id, id));
  const [game] = options.lock ? await query.for('update') : await query;
  if (!game) throw notFound();
  const access = gameAccess(user, await ownerOf(db, user, game));
  if (access === 'none') throw notFound();
  if (options.run && access !== 'run') throw forbidden();
  return game;
}
