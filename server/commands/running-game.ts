import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { API_ERROR_MESSAGES } from '@core/api-errors';
import type { Db } from '../db/client';
import { cashiers, games, halls, shops } from '../db/schema';
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
  if (start.shopId !== null) {
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, start.shopId)).for('update');
    await assertShopNotRunByHall(tx, start.shopId);
  }
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

/**
 * One running game per shop across hall and central (issue 37): a shop paired to a hall runs its
 * games on the hall's own server, so central refuses a start there (409 shop_run_by_hall naming the
 * hall). On a hall's database `halls` is empty: the hall's own starts pass. The reverse (a game
 * central still runs when the shop is paired) is refused at pairing (hall-pairing.ts).
 */
async function assertShopNotRunByHall(tx: Db, shopId: number): Promise<void> {
  const [hall] = await tx
    .select({ id: halls.id })
    .from(halls)
    .where(and(eq(halls.shopId, shopId), isNotNull(halls.pairedAt)))
    .limit(1);
  if (hall)
    throw new HttpError(409, 'shop_run_by_hall', [
      {
        path: 'shop_id',
        message: API_ERROR_MESSAGES.shop_run_by_hall,
        code: 'shop_run_by_hall',
        params: { hall_id: hall.id },
      },
    ]);
}

/** The unfinished game of a shop, if any (the caller holds the shop's row). */
export async function runningGameOfShop(tx: Db, shopId: number): Promise<number | null> {
  const [running] = await tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.status, 'active'), eq(games.shopId, shopId)))
    .limit(1);
  return running?.id ?? null;
}
