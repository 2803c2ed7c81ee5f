import { maxNumberFor } from '@core/bingo/modes';
import type { Game } from '@core/schemas/games';
import type { GameRow } from './game-access';

/** The game's rules; a game from before rules existed allowed late claims and any resets. */
export function rulesOf(game: GameRow): Game['rules'] {
  return game.rules ?? { late_claims: 'allow', max_resets: null };
}

/** Every ball of the mode is called, by draw or by hand. */
export function allBallsOut(game: GameRow): boolean {
  return game.called.length >= maxNumberFor(game.mode);
}

/**
 * The order and salt may be shown: the game has ended, or the server itself drew every ball (so
 * the order is already public). Balls called by hand never count: marking every ball by hand
 * must not reveal the order of a game still running.
 */
export function orderRevealed(game: GameRow): boolean {
  if (game.status !== 'active') return true;
  return game.called.filter((call) => !call.manual).length >= maxNumberFor(game.mode);
}

/** How an ended game ended; null while it runs. */
export function endOf(game: GameRow): Game['end'] {
  if (game.status === 'cancelled') return 'cancelled';
  if (game.status !== 'completed') return null;
  return game.winnerCard === null ? 'no_winner' : 'win';
}
