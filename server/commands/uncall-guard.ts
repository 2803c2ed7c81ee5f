import { ruleOfGame } from '@core/bingo/patterns/game-patterns';
import { winsRelyingOnCall } from '@core/bingo/uncall-guard';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import type { GameRow } from '../policies/game-access';
import { cardForGame } from './game-cards';
import { callsOf } from './game-calls';

/**
 * A hand call a winning check relied on stays called (409 `win_relies_on_call`, naming the
 * cards): taking it back would wipe a bingo the hall has already seen.
 */
export async function assertNoWinReliesOn(tx: Db, game: GameRow, number: number): Promise<void> {
  if (game.winningCards.length === 0) return;
  const cards = await Promise.all(
    game.winningCards.map((cardNumber) => cardForGame(tx, game, cardNumber, undefined)),
  );
  const relying = winsRelyingOnCall({
    cards,
    calls: callsOf(game),
    number,
    rule: ruleOfGame(game),
  });
  if (relying.length > 0) throw new HttpError(409, 'win_relies_on_call', { card_numbers: relying });
}
