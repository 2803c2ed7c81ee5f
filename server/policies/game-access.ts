import { eq } from 'drizzle-orm';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { cashiers, games } from '../db/schema';
import { forbidden, notFound } from '../http-error';

export type GameRow = typeof games.$inferSelect;

/**
 * What a caller may do with a game: nothing (it is another tenant's), oversee it (watch it, and
 * pause, close or cancel it with a reason: a game is never left stuck), or run it.
 */
export type GameAccess = 'none' | 'oversee' | 'run';

/** What a command needs: `run` for the caller's controls, `end` to pause, close or cancel. */
export type GameAction = 'run' | 'end';

/** Who owns a game: its cashier, and that cashier's agent. */
export interface GameOwner {
  cashierId: number;
  agentId: number | null;
}

/**
 * Admin runs every game, a cashier its own; an agent oversees its cashiers' games (a deactivated
 * cashier's too) but never calls, checks or records in them.
 */
export function gameAccess(user: SessionUser, owner: GameOwner): GameAccess {
  if (user.role === 'admin') return 'run';
  if (user.role === 'cashier') return owner.cashierId === user.cashier_id ? 'run' : 'none';
  if (user.role !== 'agent' || user.agent_id === null) return 'none';
  return owner.agentId === user.agent_id ? 'oversee' : 'none';
}

function allows(access: GameAccess, action: GameAction | undefined): boolean {
  if (action === undefined) return access !== 'none';
  if (action === 'end') return access === 'run' || access === 'oversee';
  return access === 'run';
}

/**
 * Anyone but the game's own cashier (its agent, the admin) who pauses, closes or cancels a game
 * says why: the reason goes on the game's record.
 */
export function needsReasonToEnd(user: SessionUser, game: Pick<GameRow, 'cashierId'>): boolean {
  return !(user.role === 'cashier' && user.cashier_id === game.cashierId);
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
 * The game the caller may see (another tenant's is a 404); with `run`, one it may run, with `end`
 * one it may pause, close or cancel (an agent calling in its cashier's game gets 403). With `lock`, the row stays locked (FOR UPDATE) until the
 * transaction ends: every change of a game goes through here, one at a time.
 */
export async function gameFor(
  db: Db,
  user: SessionUser,
  id: number,
  options: { run?: boolean; end?: boolean; lock?: boolean } = {},
): Promise<GameRow> {
  const query = db.select().from(games).where(eq(games.id, id));
  const [game] = options.lock ? await query.for('update') : await query;
  if (!game) throw notFound();
  const access = gameAccess(user, await ownerOf(db, user, game));
  if (access === 'none') throw notFound();
  const action = options.run ? 'run' : options.end ? 'end' : undefined;
  if (!allows(access, action)) throw forbidden();
  return game;
}
