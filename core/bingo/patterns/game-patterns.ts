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
  /**
   * A game in stages (one line, then two lines, then full house): each stage wins by its patterns
   * (keys of `patterns`) and pays its share of the prize; the game goes on until the last stage is
   * won. Absent: one stage, every pattern, the whole prize.
   */
  stages?: PlanStage[];
}

export interface PlanStage {
  patterns: string[];
  share_percent: number;
  /**
   * "Coverall within N calls": the stage's first winner, won within this many calls, is paid this
   * amount more from the shop's drawer.
   */
  bonus?: StageBonus | null;
}

export interface StageBonus {
  within_calls: number;
  amount: number;
  /** The agent's highest accepted chance per game (percent); absent: the default (decision 043). */
  max_chance_percent?: number;
}

/** The bonus a stage's first winner is due at this many calls, in cents (0: none). */
export function stageBonusCents(plan: GamePlan | null, stage: number, calledCount: number): bigint {
  const bonus = plan ? stagesOf(plan)[stage]?.bonus : null;
  if (!bonus || calledCount > bonus.within_calls) return 0n;
  return BigInt(Math.round(bonus.amount * 100));
}

export const MAX_STAGES = 5;

/** The stages a plan plays: its own, or the one stage of every pattern. */
export function stagesOf(plan: GamePlan): PlanStage[] {
  if (plan.stages && plan.stages.length > 0) return plan.stages;
  return [{ patterns: plan.patterns.map((pattern) => pattern.key), share_percent: 100 }];
}

/** Why a plan's stages cannot be played, or null. */
export function stagesProblem(plan: GamePlan): string | null {
  if (!plan.stages || plan.stages.length === 0) return null;
  if (plan.stages.length > MAX_STAGES) return `at most ${MAX_STAGES} stages`;
  const keys = new Set(plan.patterns.map((pattern) => pattern.key));
  for (const stage of plan.stages) {
    if (stage.patterns.length === 0) return 'each stage needs a pattern';
    if (!stage.patterns.every((key) => keys.has(key))) return 'a stage names a pattern not played';
    if (!Number.isInteger(stage.share_percent) || stage.share_percent < 1)
      return 'each stage needs a whole share of at least 1%';
  }
  const total = plan.stages.reduce((sum, stage) => sum + stage.share_percent, 0);
  return total === 100 ? null : "the stages' shares must add up to 100%";
}

/** The rule of one stage: the plan's patterns that stage names, in the plan's order. */
export function ruleOfStage(plan: GamePlan, stage: number): WinRule {
  const stages = stagesOf(plan);
  const keys = new Set(stages[Math.min(stage, stages.length - 1)]?.patterns ?? []);
  return winRule(plan.patterns.filter((pattern) => keys.has(pattern.key)));
}

/**
 * A game's rule now: the stage it plays (`stage`, 0 for the first), or (a game from before
 * patterns) its win conditions.
 */
export function ruleOfGame(game: {
  plan?: GamePlan | null;
  winConditions: WinConditions;
  stage?: number;
}): WinRule {
  if (!game.plan) return winRule(presetsForConditions(game.winConditions));
  return ruleOfStage(game.plan, game.stage ?? 0);
}

/** Each stage's prize: its share of the game's prize, the cents left over to the last stage. */
export function stagePrizesCents(prizeCents: bigint, plan: GamePlan | null): bigint[] {
  const stages = plan ? stagesOf(plan) : [{ patterns: [], share_percent: 100 }];
  const prizes = stages.map((stage) => (prizeCents * BigInt(stage.share_percent)) / 100n);
  const rest = prizeCents - prizes.reduce((sum, prize) => sum + prize, 0n);
  prizes[prizes.length - 1] = (prizes[prizes.length - 1] as bigint) + rest;
  return prizes;
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
