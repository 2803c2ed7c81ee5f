import { columnRange, LETTERS, maxNumberFor, type GameMode } from '../modes';
import type { WinConditions } from '../win-patterns';
import { columnsOfMask } from './grid-mask';
import { compilePattern, type PatternDefinition } from './pattern';
import { presetsForConditions } from './presets';
import { winRule, type WinRule } from './win-rule';

/**
 * What a game plays, fixed at its start and covered by its commitment: the patterns (SPEC's Win
 * Conditions as presets, then the shop's other chosen patterns) and whether the draw leaves out
 * the columns no pattern uses.
 */
export interface GamePlan {
  patterns: PatternDefinition[];
  skip_unused: boolean;
}

/** A game's rule: its plan's patterns, or (a game from before patterns) its win conditions. */
export function ruleOfGame(game: {
  plan?: GamePlan | null;
  winConditions: WinConditions;
}): WinRule {
  return winRule(game.plan ? game.plan.patterns : presetsForConditions(game.winConditions));
}

/** The conditions' presets first, then the other patterns, each key once. */
export function planFor(
  conditions: WinConditions,
  others: readonly PatternDefinition[],
  skipUnused: boolean,
): GamePlan {
  const patterns = [...presetsForConditions(conditions)];
  for (const pattern of others)
    if (!patterns.some((p) => p.key === pattern.key)) patterns.push(pattern);
  return { patterns, skip_unused: skipUnused };
}

/** The columns (0 for B ... 4 for O) some winning mask of the plan uses. */
export function columnsInPlay(plan: GamePlan): Set<number> {
  const used = new Set<number>();
  for (const pattern of plan.patterns)
    for (const mask of compilePattern(pattern).masks)
      columnsOfMask(mask).forEach((column) => used.add(column));
  return used;
}

/** The balls a game's draw holds: every ball of the mode, or with skip_unused the used columns'. */
export function ballsInPlay(plan: GamePlan, mode: GameMode): number[] {
  const all = Array.from({ length: maxNumberFor(mode) }, (_, i) => i + 1);
  if (!plan.skip_unused) return all;
  const used = columnsInPlay(plan);
  return LETTERS.flatMap((_, column) => {
    if (!used.has(column)) return [];
    const { min, max } = columnRange(column, mode);
    return all.slice(min - 1, max);
  });
}
