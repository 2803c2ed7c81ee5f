import { ruleOfGame } from '@core/bingo/patterns/game-patterns';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { rulesOf } from '@core/bingo/game-rules';
import { RULES_VERSION } from '@core/bingo/stage-claims';
import { unclaimedWinners } from '@core/bingo/unclaimed-wins';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { gameEvents, games } from '../db/schema';
import { HttpError } from '../http-error';
import type { GameRow } from '../policies/game-access';
import { soldCardsOf } from './game-cards';
import { callsOf } from './game-calls';
import type { Changed } from './game-change';
import { runningGame } from './controlled-game';
import { claimsDue } from './stage-claims';
import { winnersByStageOf } from './game-winners';
import { appendGameEvent } from './game-log';

export type { Claim } from './stage-claims';

/**
 * No winner wiped: while a sold card holds a win its claim could record now, a reset, close or
 * cancel answers 409 with those cards (recording the win is the way to end the game). Version 2
 * (decision 046) names only the cards that could still claim a stage open to claims, never one
 * already its winner.
 */
export async function assertNoUnclaimedWinner(tx: Db, game: GameRow): Promise<void> {
  if (game.rulesVersion >= RULES_VERSION) {
    const due = await claimsDue(tx, game, await winnersByStageOf(tx, game.id));
    const cards = [...new Set(due.flatMap((stage) => stage.cards))].sort((a, b) => a - b);
    if (cards.length > 0) throw new HttpError(409, 'unclaimed_winner', { card_numbers: cards });
    return;
  }
  const winners = unclaimedWinners({
    cards: await soldCardsOf(tx, game),
    calls: callsOf(game),
    rule: ruleOfGame(game),
    blocked: game.blockedCards,
    wonBefore: game.winningCards,
    rules: rulesOf(game),
  });
  if (winners.length > 0) throw new HttpError(409, 'unclaimed_winner', { card_numbers: winners });
}

/**
 * A card that won a check is remembered: it can never be blocked, and a reset is refused; the
 * stage it won the check in is kept too (a late claim is judged per stage, decision 046).
 */
export async function rememberWinningCheck(
  tx: Db,
  game: GameRow,
  cardNumber: number,
  stage = game.stage,
): Promise<void> {
  if (!game.winningChecks.some((c) => c.card_number === cardNumber && c.stage === stage))
    await tx
      .update(games)
      .set({ winningChecks: [...game.winningChecks, { card_number: cardNumber, stage }] })
      .where(eq(games.id, game.id));
  if (game.winningCards.includes(cardNumber)) return;
  await tx
    .update(games)
    .set({ winningCards: sql`array_append(${games.winningCards}, ${cardNumber})` })
    .where(eq(games.id, game.id));
}

/** The card's last check in this game, if no call or reset came after it. */
async function freshCheckOf(tx: Db, gameId: number, cardNumber: number) {
  const [check] = await tx
    .select({ sequence: gameEvents.sequence, data: gameEvents.data })
    .from(gameEvents)
    .where(
      and(
        eq(gameEvents.gameId, gameId),
        eq(gameEvents.type, 'check'),
        sql`(${gameEvents.data} ->> 'card_number')::int = ${cardNumber}`,
      ),
    )
    .orderBy(desc(gameEvents.sequence))
    .limit(1);
  if (!check) return null;
  const [later] = await tx
    .select({ sequence: gameEvents.sequence })
    .from(gameEvents)
    .where(
      and(
        eq(gameEvents.gameId, gameId),
        gt(gameEvents.sequence, check.sequence),
        inArray(gameEvents.type, ['draw', 'mark', 'reset']),
      ),
    )
    .limit(1);
  return later ? null : check;
}

/**
 * Blocks a card for the rest of the game after a false claim: allowed only when the card's last
 * check failed and nothing was called since, and never for a card a check found winning (a hand
 * call taken back must not turn a won card into a blocked one that no ending can get past).
 */
export async function blockCard(
  tx: Db,
  user: SessionUser,
  id: number,
  cardNumber: number,
): Promise<Changed> {
  const game = await runningGame(tx, user, id);
  if (game.blockedCards.includes(cardNumber)) return { events: [], result: undefined };
  if (game.winningCards.includes(cardNumber)) throw new HttpError(409, 'card_won_check');
  const check = await freshCheckOf(tx, id, cardNumber);
  const verdict = check?.data.verdict;
  if (verdict !== 'no_win' && verdict !== 'late') throw new HttpError(409, 'check_first');
  await tx
    .update(games)
    .set({ blockedCards: sql`array_append(${games.blockedCards}, ${cardNumber})` })
    .where(eq(games.id, id));
  const data = { card_number: cardNumber, check_sequence: check!.sequence, verdict };
  return {
    events: [await appendGameEvent(tx, { gameId: id, type: 'block', userId: user.id, data })],
    result: undefined,
  };
}
