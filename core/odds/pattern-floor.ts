import { cellCount } from '../bingo/patterns/grid-mask';
import type { PatternDefinition } from '../bingo/patterns/pattern';
import { CENTRE_MASK, waysToComplete } from './pattern-ways';

/**
 * The platform's floor: a pattern that some way completes with fewer numbers than this pays too
 * easily (the free centre alone would win before any ball) and is refused when saved.
 */
export const DEFAULT_MIN_PATTERN_NUMBERS = 4;

/** The fewest numbers any way of completing the pattern needs, the free centre counting as free. */
export function fewestNumbersNeeded(pattern: PatternDefinition): number {
  let fewest = Infinity;
  for (const way of waysToComplete(pattern))
    fewest = Math.min(fewest, cellCount(way & ~CENTRE_MASK));
  return fewest;
}

/** What the pattern needs and the floor it falls below, or null when it meets the floor. */
export function patternBelowFloor(
  pattern: PatternDefinition,
  floor: number = DEFAULT_MIN_PATTERN_NUMBERS,
): { needs: number; floor: number } | null {
  const needs = fewestNumbersNeeded(pattern);
  return needs < floor ? { needs, floor } : null;
}
