import type { Cents } from '../money';

/**
 * The one definition of each money figure a screen, report or export shows (issue 19, finding 9).
 * The server's SQL sums follow these rules (server/routes/reports/games-query.ts NET_FEE, and
 * game-figures.ts); figures-agree.test.ts compares every screen on the same games.
 */
export type GameStatus = 'active' | 'completed' | 'cancelled';

export interface GameMoney {
  status: GameStatus;
  /** Whether any ball was called (drawn or by hand). */
  played: boolean;
  feeCents: Cents;
  prizeCents: Cents;
}

/** The fee a game cost: kept once a ball was called, even if it was cancelled after; else refunded. */
export function feeKeptCents(game: Pick<GameMoney, 'status' | 'played' | 'feeCents'>): Cents {
  return game.status === 'cancelled' && !game.played ? 0n : game.feeCents;
}

/**
 * A game's prize: none for a cancelled game; on offer while it runs; what was paid once won,
 * with the full prizes its drawer paid to more winners on the deciding ball (decision 030).
 */
export function prizeOfGameCents(
  game: Pick<GameMoney, 'status' | 'prizeCents'> & { extraPrizesCents?: Cents },
): Cents {
  return game.status === 'cancelled' ? 0n : game.prizeCents + (game.extraPrizesCents ?? 0n);
}

/** Bets (and their average) count the games not cancelled. */
export const BET_STATUSES: readonly GameStatus[] = ['active', 'completed'];
/** Prizes and house cut are totalled over completed games: a running game has paid nothing yet. */
export const PAID_STATUSES: readonly GameStatus[] = ['completed'];

/** Win rate in percent with two decimals: games won / games completed (cancelled left out). */
export function winRatePercent(wins: number, completedGames: number): number {
  return completedGames === 0 ? 0 : Math.round((wins * 10_000) / completedGames) / 100;
}

/** The average bet over the games whose bets are counted, half up to the cent. */
export function averageBetCents(betCents: Cents, gamesBetOn: bigint): Cents {
  return gamesBetOn === 0n ? 0n : (betCents * 2n + gamesBetOn) / (2n * gamesBetOn);
}
