import { ruleOfGame } from '@core/bingo/patterns/game-patterns';
import { winsRelyingOnCall } from '@core/bingo/uncall-guard';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameWinners } from '../db/schema';
import { HttpError } from '../http-error';
import type { GameRow } from '../policies/game-access';
import { cardForGame } from './game-cards';
import { callsOf } from './game-calls';

/**
 * A hand call a winning check relied on stays called (409 `win_relies_on_call`, naming the
 * cards): taking it back would wipe a bingo the hall has already seen.
 */
export async function assertNoWinReliesOn(tx: Db, game: GameRow, number: number): Promise<void> {
  // A game in stages: the calls before a stage's recorded win stay as they were (decision 034).
  if (game.stage > 0) {
    const winners = await tx
      .select({ cardNumber: gameWinners.cardNumber, calledCount: gameWinners.calledCount })
      .from(gameWinners)
      .where(eq(gameWinners.gameId, game.id));
    const position = game.called.findIndex((call) => call.n === number);
    const relying = winners.filter((winner) => position < winner.calledCount);
    if (relying.length > 0)
      throw new HttpError(409, 'win_relies_on_call', {
        card_numbers: relying.map((winner) => winner.cardNumber),
      });
  }
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
