import { createHash } from 'node:crypto';
import type { CardGrid } from '@core/bingo/card';
import type { GameMode } from '@core/bingo/modes';
import { stagesOf, type GamePlan } from '@core/bingo/patterns/game-patterns';
import type { PatternDefinition } from '@core/bingo/patterns/pattern';
import { jackpotIneligibility, type JackpotGame } from '@core/jackpots/eligibility';
import { chanceOfBasisPoints, DEFAULT_MAX_CHANCE_PERCENT } from '@core/odds/accepted-chance';
import type { GameOdds } from '@core/odds/game-odds';
import { gameOdds, type PayoutTerms } from '@core/odds/game-payouts';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { runningJackpots, type JackpotRow } from './jackpot-rules';
import { patternsOfKeys } from './shop-patterns';
import { movesMoney } from '@core/training/training-games';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A game at its start (or the Game Board's preview of one). */
export interface StartingGame {
  shopId: number | null;
  mode: GameMode;
  plan: GamePlan;
  /** A practice game (decision 055) pays nothing beyond its pool, nor from it. */
  training: boolean;
  facts: JackpotGame;
  /** The minimum fee in force for its cashier, as the start's terms read it. */
  minFeeCents: bigint;
  /** Its sold cards' grids, read only when some payout needs judging. */
  cards: () => Promise<CardGrid[]>;
}

/** A jackpot's patterns as the shop defines them now; a broken reference pays on nothing. */
async function jackpotPatterns(tx: Db, jackpot: JackpotRow): Promise<PatternDefinition[]> {
  try {
    return await patternsOfKeys(tx, jackpot.shopId, jackpot.patterns);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'unknown_pattern') return [];
    throw error;
  }
}

function stageBonusTerms(plan: GamePlan): PayoutTerms[] {
  const stages = stagesOf(plan);
  return stages.flatMap((stage, index) => {
    if (!stage.bonus) return [];
    const keys = new Set(stage.patterns);
    return [
      {
        kind: 'stage_bonus' as const,
        id: index,
        patterns: plan.patterns.filter((pattern) => keys.has(pattern.key)),
        withinCalls: stage.bonus.within_calls,
        accepted: (stage.bonus.max_chance_percent ?? DEFAULT_MAX_CHANCE_PERCENT) / 100,
      },
    ];
  });
}

/**
 * What a starting game could pay beyond its pool (the shop's running jackpots it is eligible for,
 * its stages' bonuses) and the odds of each on its plan and sold cards (decision 043).
 */
export async function oddsOfStart(tx: Db, game: StartingGame, today: string): Promise<GameOdds> {
  if (!movesMoney(game)) return { payouts: [] };
  const terms: PayoutTerms[] = stageBonusTerms(game.plan);
  if (game.shopId !== null) {
    for (const jackpot of await runningJackpots(tx, game.shopId, today)) {
      if (jackpotIneligibility(game.facts, jackpot, game.minFeeCents) !== null) continue;
      const random = jackpot.jackpotType === 'random';
      terms.push({
        kind: 'jackpot',
        id: jackpot.id,
        patterns: await jackpotPatterns(tx, jackpot),
        withinCalls: random ? null : jackpot.callLimit,
        triggerChance: random ? 1 / Math.max(1, jackpot.frequency) : 1,
        accepted: chanceOfBasisPoints(jackpot.maxChanceBp),
      });
    }
  }
  if (terms.length === 0) return { payouts: [] };
  const cards = await game.cards();
  return gameOdds({ mode: game.mode, plan: game.plan, cards }, terms, { sha256 });
}
