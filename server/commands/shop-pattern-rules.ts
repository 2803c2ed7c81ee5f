import type { GamePlan, PlanStage } from '@core/bingo/patterns/game-patterns';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { assertPatternsMeetFloor } from './pattern-floor-check';
import { resolvePatternKeys } from './shop-patterns';

/** The keys a shop's stored settings name: its pattern list and its stages'. */
export function namedKeys(row: { patterns: string[]; stages: PlanStage[] | null }): string[] {
  return [...new Set([...row.patterns, ...(row.stages ?? []).flatMap((stage) => stage.patterns)])];
}

/** The stored keys that name no live pattern any more (old data: issue 35 finding 7). */
export async function missingKeysOf(
  db: Db,
  shopId: number,
  row: { patterns: string[]; stages: PlanStage[] | null },
): Promise<string[]> {
  return (await resolvePatternKeys(db, shopId, namedKeys(row))).missing;
}

/**
 * The shop's stored settings without the keys that name nothing (decision 045): the list drops
 * them; stages drop them too, and stages one of which is left empty are dropped as a whole (the
 * shop plays one stage until its stages are chosen again), as their shares no longer add up.
 */
export function withoutMissing<T extends { patterns: string[]; stages: PlanStage[] | null }>(
  row: T,
  missing: readonly string[],
): T {
  if (missing.length === 0) return row;
  const gone = (key: string) => missing.includes(key);
  const stages = row.stages?.map((stage) => ({
    ...stage,
    patterns: stage.patterns.filter((key) => !gone(key)),
  }));
  return {
    ...row,
    patterns: row.patterns.filter((key) => !gone(key)),
    stages: stages && stages.every((stage) => stage.patterns.length > 0) ? stages : null,
  };
}

/** 422 for a start whose shop's settings name a pattern that was deleted (old data). */
export function settingsPatternMissing(missing: readonly string[]): HttpError {
  return new HttpError(422, 'settings_pattern_missing', [
    {
      path: 'patterns',
      message: `Deleted pattern ${missing.join(', ')}: choose the shop's patterns again and save`,
      code: 'settings_pattern_missing',
      params: { keys: missing.join(', ') },
    },
  ]);
}

/**
 * The patterns a shop's cashier may play: every pattern of the plan must be among those the
 * shop's agent allows (null: every pattern), else 422 pattern_not_allowed naming them.
 */
export function assertPatternsAllowed(plan: GamePlan, allowed: readonly string[] | null): void {
  if (allowed === null) return;
  const refused = plan.patterns.filter((pattern) => !allowed.includes(pattern.key));
  if (refused.length === 0) return;
  const names = refused.map((pattern) => pattern.name).join(', ');
  throw new HttpError(422, 'pattern_not_allowed', [
    {
      path: 'patterns',
      message: `This shop's agent does not allow ${names}`,
      code: 'pattern_not_allowed',
      params: { names, keys: refused.map((pattern) => pattern.key).join(', ') },
    },
  ]);
}

/**
 * What the shop's agent and the platform ask of the patterns a game plays (decision 045): among
 * the allowed ones, none below the floor. Judged when the cashier chooses them and at each start.
 */
export async function assertPlanPatternsPermitted(
  db: Db,
  plan: GamePlan,
  allowed: readonly string[] | null,
): Promise<void> {
  assertPatternsAllowed(plan, allowed);
  await assertPatternsMeetFloor(db, plan.patterns);
}
