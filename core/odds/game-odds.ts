import type { PatternDefinition } from '../bingo/patterns/pattern';

/**
 * What a game's start computed for each payout beyond the pool (decision 043), kept on the game
 * and in its start event so the till, the replay and central judge by the same record. A payout
 * that is not in play is neither grown nor paid by the game.
 */
export interface PayoutInPlay {
  kind: 'jackpot' | 'stage_bonus';
  /** The jackpot's id, or the stage's index for a stage bonus. */
  id: number;
  /** The patterns a winning card must complete for it, as the start fixed them. */
  patterns: PatternDefinition[];
  /** Within this many calls; null: any time in the game (a random jackpot). */
  within_calls: number | null;
  /** The chance per game the server computed (an upper bound), 0..1. */
  chance: number;
  /** The highest chance per game its funder accepts, 0..1. */
  accepted: number;
  in_play: boolean;
  method: string;
}

export interface GameOdds {
  payouts: PayoutInPlay[];
}
