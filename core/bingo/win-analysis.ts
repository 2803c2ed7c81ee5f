import type { CardGrid } from './card';
import { FREE } from './card';
import { enabledPatterns, type WinConditions, type WinPattern } from './win-patterns';

/** SPEC section 9 win-chance labels by the numbers still needed. */
export type WinChance = 'Very High' | 'High' | 'Medium' | 'Low';

/** SPEC section 9: the pulse highlight shows for 2 s when 3 or fewer numbers remain. */
export const PULSE_THRESHOLD = 3;
export const PULSE_MS = 2000;

export function winChance(remaining: number): WinChance {
  if (remaining <= 3) return 'Very High';
  if (remaining <= 5) return 'High';
  if (remaining <= 8) return 'Medium';
  return 'Low';
}

export interface PatternProgress extends WinPattern {
  /** The numbers of the pattern not called yet, in the pattern's cell order. */
  needed: number[];
  /** False when the pattern holds an empty cell (a saved card), which no call can mark. */
  reachable: boolean;
}

export interface WinAnalysis {
  patterns: PatternProgress[];
  /** The first reachable pattern needing the fewest numbers, or null when none is reachable. */
  closest: PatternProgress | null;
  minNeeded: number | null;
  chance: WinChance | null;
  pulse: boolean;
}

export function analyzeWin(
  card: CardGrid,
  called: Iterable<number>,
  conditions: WinConditions,
): WinAnalysis {
  const calledSet = new Set(called);
  const patterns = enabledPatterns(conditions).map((pattern): PatternProgress => {
    const needed: number[] = [];
    let reachable = true;
    for (const { row, column } of pattern.cells) {
      const cell = card[row]?.[column] ?? null;
      if (cell === null) reachable = false;
      else if (cell !== FREE && !calledSet.has(cell)) needed.push(cell);
    }
    return { ...pattern, needed, reachable };
  });
  let closest: PatternProgress | null = null;
  for (const pattern of patterns) {
    if (pattern.reachable && (closest === null || pattern.needed.length < closest.needed.length)) {
      closest = pattern;
    }
  }
  const minNeeded = closest === null ? null : closest.needed.length;
  return {
    patterns,
    closest,
    minNeeded,
    chance: minNeeded === null ? null : winChance(minNeeded),
    pulse: minNeeded !== null && minNeeded <= PULSE_THRESHOLD,
  };
}
