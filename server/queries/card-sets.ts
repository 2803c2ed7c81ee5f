import { and, eq } from 'drizzle-orm';
import type { GameMode } from '@core/bingo/modes';
import type { Db } from '../db/client';
import { cardSets } from '../db/schema';

/** The shop's saved card set of a mode; undefined while none was ever written. */
export async function findCardSet(db: Db, shopId: number, mode: GameMode) {
  const [set] = await db
    .select()
    .from(cardSets)
    .where(and(eq(cardSets.shopId, shopId), eq(cardSets.mode, mode)));
  return set;
}
