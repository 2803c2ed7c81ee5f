import type { PatternDefinition } from '../bingo/patterns/pattern';
import type { GameOdds, PayoutInPlay } from './game-odds';
import { payoutChance, type OddsInput, type OddsOptions } from './payout-chance';

/** A payout beyond the pool, as its funder set it, before the start judges it. */
export interface PayoutTerms {
  kind: PayoutInPlay['kind'];
  id: number;
  patterns: readonly PatternDefinition[];
  withinCalls: number | null;
  /** A random jackpot triggers on a win 1 time in `frequency`: this chance (default 1). */
  triggerChance?: number;
  /** The funder's highest chance per game, 0..1. */
  accepted: number;
}

/**
 * The odds of every payout a game could make beyond its pool, judged on its plan and its sold
 * cards: in play only when the chance per game (an upper bound) is at most what its funder accepts.
 */
export function gameOdds(
  input: OddsInput,
  terms: readonly PayoutTerms[],
  options: Pick<OddsOptions, 'sha256' | 'maxSimulations'> = {},
): GameOdds {
  const payouts = terms.map((term): PayoutInPlay => {
    const trigger = term.triggerChance ?? 1;
    const odds = payoutChance(
      input,
      { patterns: term.patterns, withinCalls: term.withinCalls },
      { ...options, accepted: trigger > 0 ? Math.min(1, term.accepted / trigger) : 1 },
    );
    const chance = Math.min(1, odds.chance * trigger);
    return {
      kind: term.kind,
      id: term.id,
      patterns: [...term.patterns],
      within_calls: term.withinCalls,
      chance,
      accepted: term.accepted,
      in_play: term.patterns.length > 0 && chance <= term.accepted,
      method: odds.method,
    };
  });
  return { payouts };
}

/**
 * The record's entry for a payout, or what a game from before the odds (no record) plays by: its
 * payouts ran as they were set. A payout the start did not judge (created later) is not in play.
 */
export function payoutInPlay(
  odds: GameOdds | null,
  kind: PayoutInPlay['kind'],
  id: number,
): PayoutInPlay | 'before_odds' | null {
  if (odds === null) return 'before_odds';
  const entry = odds.payouts.find((payout) => payout.kind === kind && payout.id === id);
  return entry?.in_play ? entry : null;
}
