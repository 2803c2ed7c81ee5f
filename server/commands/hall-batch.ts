import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallGames } from '../db/schema';
import { HttpError } from '../http-error';
import type { HallBatchWrites } from './hall-batch-writes';
import type { HallCover } from './hall-stuck';

/** A hall as central applies one batch of its entries (decision 038). */
export interface HallOnCentral extends HallCover {
  shopId: number;
  cashierId: number;
  /** The jackpots this hall holds (decision 041): the only ones its entries may name. */
  jackpots: Set<number>;
  /**
   * The hall's game ids mapped to central's, as read or written in this batch's transaction: a
   * game's row and its 75 draws come one entry each, and asking hall_games once per game rather
   * than once per entry is most of what a catch-up saves (tests/bench/hall-catch-up.ts). It lives
   * and dies with the transaction, so a refused batch leaves nothing behind.
   */
  games: Map<number, number>;
  /** The games whose row in this batch has them ended (central's id to the hall's): judged. */
  ended: Map<number, number>;
  /** What the batch has applied and not written yet, its money moves among them. */
  writes: HallBatchWrites;
}

export async function mappedGameId(
  tx: Db,
  hall: HallOnCentral,
  hallGameId: number,
): Promise<number | undefined> {
  const known = hall.games.get(hallGameId);
  if (known !== undefined) return known;
  const [mapped] = await tx
    .select({ gameId: hallGames.gameId })
    .from(hallGames)
    .where(sql`${hallGames.hallId} = ${hall.id} and ${hallGames.hallGameId} = ${hallGameId}`);
  if (mapped) hall.games.set(hallGameId, mapped.gameId);
  return mapped?.gameId;
}

export async function centralGameId(
  tx: Db,
  hall: HallOnCentral,
  hallGameId: number,
): Promise<number> {
  const gameId = await mappedGameId(tx, hall, hallGameId);
  if (gameId === undefined) throw new HttpError(422, 'hall_batch_invalid');
  return gameId;
}
