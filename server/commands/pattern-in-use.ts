import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { PlanStage } from '@core/bingo/patterns/game-patterns';
import type { ErrorDetail } from '@core/schemas/common';
import type { Db } from '../db/client';
import { jackpots, shops } from '../db/schema';
import { HttpError } from '../http-error';

type Place = 'patterns' | 'stages' | 'allowed_patterns' | 'jackpots';

const PLACE_TEXT: Record<Place, string> = {
  patterns: "the shop's patterns",
  stages: "the shop's stages",
  allowed_patterns: "the patterns the shop's agent allows",
  jackpots: 'a jackpot of the shop',
};

const detail = (place: Place, name: string, id?: number): ErrorDetail => ({
  path: place,
  message: `${name} is used by ${PLACE_TEXT[place]}${id === undefined ? '' : ` (#${id})`}`,
  code: 'pattern_in_use',
  params: { place, name, ...(id === undefined ? {} : { id }) },
});

/**
 * Where a shop's pattern is named (decision 045, issue 35 finding 7): its pattern list, its
 * stages, the agent's allowed patterns, and the shop's jackpots not yet paid. A pattern named in
 * any of them cannot be deleted (409 pattern_in_use, one detail per place), so no setting is left
 * pointing at nothing.
 */
export async function assertPatternUnused(
  tx: Db,
  shopId: number,
  key: string,
  name: string,
): Promise<void> {
  const [shop] = await tx
    .select({
      patterns: shops.patterns,
      stages: shops.stages,
      allowedPatterns: shops.allowedPatterns,
    })
    .from(shops)
    .where(eq(shops.id, shopId))
    .for('update');
  const details: ErrorDetail[] = [];
  if (shop?.patterns.includes(key)) details.push(detail('patterns', name));
  const stages = (shop?.stages ?? []) as PlanStage[];
  if (stages.some((stage) => stage.patterns.includes(key))) details.push(detail('stages', name));
  if (shop?.allowedPatterns?.includes(key)) details.push(detail('allowed_patterns', name));
  const naming = await tx
    .select({ id: jackpots.id })
    .from(jackpots)
    .where(
      and(
        eq(jackpots.shopId, shopId),
        isNull(jackpots.paidAt),
        arrayContains(jackpots.patterns, [key]),
      ),
    );
  for (const jackpot of naming) details.push(detail('jackpots', name, jackpot.id));
  if (details.length > 0) throw new HttpError(409, 'pattern_in_use', details);
}
