import { CENTRE_COLUMN, CENTRE_ROW } from '../bingo/card';
import { bitOf, cellCount } from '../bingo/patterns/grid-mask';
import { compilePattern, type PatternDefinition } from '../bingo/patterns/pattern';

/** The free centre's bit: a card's centre is marked from the start. */
export const CENTRE_MASK = 1 << bitOf(CENTRE_ROW, CENTRE_COLUMN);

/**
 * Every set of cells whose completion wins the pattern, each once: a compiled mask, or for k of a
 * set the union of k of its masks (at most C(16, 5) = 4,368 of them).
 */
export function waysToComplete(pattern: PatternDefinition): number[] {
  const { masks, k } = compilePattern(pattern);
  if (k === 1) return [...masks];
  const ways = new Set<number>();
  const pick = (start: number, left: number, union: number): void => {
    if (left === 0) {
      ways.add(union);
      return;
    }
    for (let i = start; i <= masks.length - left; i++)
      pick(i + 1, left - 1, union | (masks[i] as number));
  };
  pick(0, k, 0);
  return [...ways];
}

/**
 * The ways that hold no other way: any completed way holds one of these, so they alone decide
 * whether and when a card wins (drawing a way's cells completes every way inside it).
 */
export function minimalWays(ways: Iterable<number>): number[] {
  const sorted = [...new Set(ways)].sort((a, b) => cellCount(a) - cellCount(b));
  const kept: number[] = [];
  for (const way of sorted) if (!kept.some((inner) => (inner & ~way) === 0)) kept.push(way);
  return kept;
}
