import type { CardGrid } from '../bingo/card';
import type { GameMode } from '../bingo/modes';
import { ballsInPlay, type GamePlan } from '../bingo/patterns/game-patterns';
import { cellCount } from '../bingo/patterns/grid-mask';
import { compilePattern, type PatternDefinition } from '../bingo/patterns/pattern';
import { canonicalJson } from '../canonical-json';
import { sha256Hex } from '../crypto/sha256';
import { ballsMarker, cardEvents, eventNumberSets, type CardClass } from './card-events';
import { upperConfidenceBound } from './confidence';
import { allDrawnTable } from './hypergeometric';
import { exactUnionChance, minimalSets } from './number-sets';
import { minimalWays, waysToComplete } from './pattern-ways';
import { simulateWins } from './simulation';

/** A game about to start: what it plays and the cards sold for it. */
export interface OddsInput {
  mode: GameMode;
  plan: GamePlan;
  cards: readonly CardGrid[];
}

/** A prize paid when a card completes one of `patterns` within `withinCalls` balls (null: any). */
export interface Payout {
  patterns: readonly PatternDefinition[];
  withinCalls: number | null;
}

export interface OddsOptions {
  /** The funder's highest accepted chance per game (0..1): the work stops once it is decided. */
  accepted?: number;
  /** The most simulated games (default DEFAULT_MAX_SIMULATIONS). */
  maxSimulations?: number;
  /**
   * SHA-256 of a text, lowercase hex, for the seed (default: core's own). Any correct SHA-256
   * gives the same seed; the server passes node:crypto's, about 100x faster on 500 cards.
   */
  sha256?: (text: string) => string;
}

export type OddsMethod = 'exact' | 'union_bound' | 'simulation';

export interface PayoutOdds {
  /** The figure decisions use: at or above the true chance, except with probability <= delta. */
  chance: number;
  method: OddsMethod;
  /** The best single guess: the exact figure, the union bound, or the simulated games' rate. */
  estimate: number;
  simulations: number;
  /** 0 for the exact figure and the union bound, which are never below the truth. */
  delta: number;
}

export const ODDS_DELTA = 1e-6;
export const DEFAULT_MAX_SIMULATIONS = 4000;
/** Inclusion-exclusion sums 2^events terms: exact up to this many distinct events. */
export const EXACT_MAX_EVENTS = 12;
/** Beyond this many events before merging, the exact count is not tried. */
const EXACT_MAX_LISTED = 256;
/** The simulation's first look; each later look doubles the games, up to the cap. */
const FIRST_LOOK = 8;

/** The balls of the game's draw and how many of them the payout's limit lets out. */
export function drawOfPayout(input: OddsInput, payout: Payout): { balls: number[]; draws: number } {
  const balls = ballsInPlay(input.plan, input.mode);
  const limit = payout.withinCalls ?? balls.length;
  if (Number.isNaN(limit)) throw new RangeError('A call limit is a number of calls or null');
  return { balls, draws: Math.max(0, Math.min(Math.floor(limit), balls.length)) };
}

/**
 * The simulation's seed: the SHA-256 of the game's public terms (never its secret draw order), so
 * the hall, central and a replay compute the same figure on any machine.
 */
export function oddsSeed(
  input: OddsInput,
  payout: Payout,
  sha256: (text: string) => string = sha256Hex,
): number {
  // canonicalJson({ cards, mode, payout, plan }) with its keys in order; the cards (arrays of
  // numbers, "F" and null) read the same in plain JSON, which is several times faster on 500.
  const text =
    `{"cards":${JSON.stringify(input.cards)},"mode":${canonicalJson(input.mode)},` +
    `"payout":${canonicalJson({ patterns: payout.patterns, withinCalls: payout.withinCalls })},` +
    `"plan":${canonicalJson(input.plan)}}`;
  return Number.parseInt(sha256(text).slice(0, 8), 16);
}

/** Game counts at which the simulation looks: the cap, halved down to about FIRST_LOOK, rising. */
function looksUpTo(cap: number, early: boolean): number[] {
  const looks = [cap];
  while (early && (looks[0] as number) / 2 >= FIRST_LOOK)
    looks.unshift(Math.ceil((looks[0] as number) / 2));
  return looks;
}

const decided = (chance: number, method: OddsMethod): PayoutOdds => ({
  chance,
  method,
  estimate: chance,
  simulations: 0,
  delta: 0,
});

/**
 * The chance that, in one game, some sold card completes one of the payout's patterns within its
 * call limit: exact when the events are few, else the union bound when it already settles the
 * funder's limit, else a seeded simulation's upper confidence bound. See docs/game-rules.md.
 */
export function payoutChance(
  input: OddsInput,
  payout: Payout,
  options: OddsOptions = {},
): PayoutOdds {
  const { balls, draws } = drawOfPayout(input, payout);
  const inPlay = ballsMarker(balls);
  const ways = minimalWays(payout.patterns.flatMap(waysToComplete));
  const events = cardEvents(input.cards, inPlay, ways);
  if (events.wonBeforeAnyBall) return decided(1, 'exact');

  const table = allDrawnTable(draws, balls.length);
  // Events needing more numbers than the limit lets out cannot happen.
  const classes: CardClass[] = events.classes
    .map((c) => ({ ...c, needs: c.needs.filter((need) => cellCount(need) <= draws) }))
    .filter((c) => c.needs.length > 0);
  let sum = 0;
  let listed = 0;
  for (const { cards, needs } of classes) {
    listed += cards.length * needs.length;
    for (const need of needs) sum += cards.length * (table[cellCount(need)] as number);
  }
  if (listed === 0) return decided(0, 'exact');
  if (listed <= EXACT_MAX_LISTED) {
    const sets = minimalSets(eventNumberSets(events.cells, classes));
    if (sets.length <= EXACT_MAX_EVENTS) return decided(exactUnionChance(sets, table), 'exact');
  }

  const unionBound = Math.min(1, sum);
  const cap = Math.max(1, Math.floor(options.maxSimulations ?? DEFAULT_MAX_SIMULATIONS));
  const { accepted } = options;
  const looks = looksUpTo(cap, accepted !== undefined);
  const deltaPerLook = ODDS_DELTA / looks.length;
  // Below what the simulation could ever show (no win in every game), only the bound can help.
  const settled = accepted !== undefined && unionBound <= accepted;
  if (settled || unionBound <= upperConfidenceBound(0, cap, deltaPerLook))
    return decided(unionBound, 'union_bound');

  const result = simulateWins(
    { cells: events.cells, classes, sets: payout.patterns.map(compilePattern), balls, draws },
    { seed: oddsSeed(input, payout, options.sha256), looks, deltaPerLook, accepted },
  );
  return {
    chance: Math.min(unionBound, result.upper),
    method: 'simulation',
    estimate: result.wins / result.games,
    simulations: result.games,
    delta: ODDS_DELTA,
  };
}
