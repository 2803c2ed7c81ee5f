import { and, asc, eq } from 'drizzle-orm';
import { gameState } from '@core/bingo/game-facts';
import type { RunningGame } from '@core/schemas/game-lists';
import type { Db } from '../../db/client';
import { games, shops } from '../../db/schema';

/** The cashier's unfinished games, at most one per shop (decision 029), oldest first. */
export async function runningGames(db: Db, cashierId: number): Promise<RunningGame[]> {
  const rows = await db
    .select({
      id: games.id,
      shopId: games.shopId,
      shopName: shops.name,
      status: games.status,
      callerState: games.callerState,
      mode: games.mode,
      called: games.called,
      plan: games.plan,
      createdAt: games.createdAt,
    })
    .from(games)
    .leftJoin(shops, eq(shops.id, games.shopId))
    .where(and(eq(games.cashierId, cashierId), eq(games.status, 'active')))
    .orderBy(asc(games.id));
  return rows.map((row) => ({
    game_id: row.id,
    shop_id: row.shopId,
    shop_name: row.shopName,
    state: gameState(row),
    mode: row.mode,
    called_count: row.called.length,
    created_at: row.createdAt.toISOString(),
  }));
}
