import { inArray } from 'drizzle-orm';
import { presetPattern } from '@core/bingo/patterns/presets';
import type { Db } from '../db/client';
import { shopPatterns } from '../db/schema';
import { assertPatternsMeetFloor } from './pattern-floor-check';
import { customIdOf, patternsOfKeys } from './shop-patterns';

/**
 * The keys a jackpot counts, checked against its shop: presets, or the shop's own live patterns
 * (422 unknown_pattern on `patterns` otherwise), none below the platform's floor (422
 * pattern_below_floor). Who funds the jackpot sets them (decision 043).
 */
export async function jackpotPatternKeys(
  db: Db,
  shopId: number,
  keys: readonly string[],
): Promise<string[]> {
  const found = await patternsOfKeys(db, shopId, keys, 'patterns');
  await assertPatternsMeetFloor(db, found);
  return found.map((pattern) => pattern.key);
}

/**
 * The names behind pattern keys, for answers: a preset's English name, a shop pattern's own (a
 * deleted one keeps its name: a jackpot that counted it still says what it counted).
 */
export async function patternNames(db: Db, keys: Iterable<string>): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const ids: number[] = [];
  for (const key of keys) {
    const preset = presetPattern(key);
    if (preset) names.set(key, preset.name);
    const id = customIdOf(key);
    if (id !== null) ids.push(id);
  }
  if (ids.length > 0)
    for (const row of await db
      .select({ id: shopPatterns.id, name: shopPatterns.name })
      .from(shopPatterns)
      .where(inArray(shopPatterns.id, ids)))
      names.set(`custom-${row.id}`, row.name);
  return names;
}
