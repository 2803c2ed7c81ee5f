import type { Game } from '@core/schemas/games';
import type { GameRow } from '../policies/game-access';

/** The game's rules; a game from before rules existed allowed late claims and any resets. */
export function rulesOf(game: GameRow): Game['rules'] {
  return game.rules ?? { late_claims: 'allow', max_resets: null };
}
