import { and, eq, isNull } from 'drizzle-orm';
import { bonusesKept } from '@core/bingo/patterns/stage-bonuses';
import type { PlanStage } from '@core/bingo/patterns/game-patterns';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { shops } from '../db/schema';
import { HttpError } from '../http-error';

/**
 * A stage bonus is paid from the shop's drawer, beyond the pool: the agent who runs the shop sets
 * it, the admin may; a cashier's change of the stages keeps every bonus as it is (403).
 */
export async function assertBonusRights(
  db: Db,
  user: SessionUser,
  shopId: number,
  stages: readonly PlanStage[] | null | undefined,
): Promise<void> {
  if (user.role !== 'cashier' || stages === undefined) return;
  const [shop] = await db
    .select({ stages: shops.stages })
    .from(shops)
    .where(and(eq(shops.id, shopId), isNull(shops.deletedAt)));
  if (shop && !bonusesKept(shop.stages, stages)) throw new HttpError(403, 'bonus_is_agents');
}
