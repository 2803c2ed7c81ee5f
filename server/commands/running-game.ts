import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashiers, games, shops } from '../db/schema';
import { HttpError } from '../http-error';

/**
 * A shop runs at most one unfinished game (a cashier without a shop: one per cashier); a start
 * while one runs answers 409 game_running with that game's id (decision 029). Locks the cashier
 * row, then the shop row (the ledger's lock order, move-money.ts) before the check, so two
 * simultaneous starts in one shop serialize here and the second sees the first's game.
 */
export async function assertNoRunningGame(
  tx: Db,
  start: { cashierId: number; shopId: number | null },
): Promise<void> {
  await tx
    .select({ id: cashiers.id })
    .from(cashiers)
    .where(eq(cashiers.id, start.cashierId))
    .for('update');
  if (start.shopId !== null)
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, start.shopId)).for('update');
  const [running] = await tx
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.status, 'active'),
        start.shopId === null
          ? and(eq(games.cashierId, start.cashierId), isNull(games.shopId))
          : eq(games.shopId, start.shopId),
      ),
    )
    .orderBy(games.id)
    .limit(1);
  if (running)
    throw new HttpError(409, 'game_running', [
      {
        path: 'game_id',
        message: 'This shop has an unfinished game: resume it, or end it first',
        code: 'game_running',
        params: { game_id: running.id },
      },
    ]);
}
