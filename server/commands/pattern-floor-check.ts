import type { PatternDefinition } from '@core/bingo/patterns/pattern';
import { patternBelowFloor } from '@core/odds/pattern-floor';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { readPlatformLimits } from './platform-settings';

/**
 * The platform's pattern floor (decision 045), in one place: a pattern some way of completing
 * needs fewer numbers than the admin's `min_pattern_numbers` (the free centre is free) is refused
 * when a shop saves it, when a shop's settings choose it, and at every start (the floor may have
 * been raised since): 422 pattern_below_floor, one detail per pattern naming what it needs.
 */
export async function assertPatternsMeetFloor(
  db: Db,
  patterns: readonly PatternDefinition[],
  field = 'patterns',
): Promise<void> {
  const { minPatternNumbers } = await readPlatformLimits(db);
  const below = patterns.flatMap((pattern) => {
    const found = patternBelowFloor(pattern, minPatternNumbers);
    return found ? [{ pattern, ...found }] : [];
  });
  if (below.length === 0) return;
  throw new HttpError(
    422,
    'pattern_below_floor',
    below.map(({ pattern, needs, floor }) => ({
      path: field,
      message: `${pattern.name} can win with ${needs} numbers; this platform asks at least ${floor}`,
      code: 'pattern_below_floor',
      params: { name: pattern.name, key: pattern.key, needs, floor },
    })),
  );
}
