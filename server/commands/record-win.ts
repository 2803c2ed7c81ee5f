import { ruleOfGame } from '@core/bingo/patterns/game-patterns';
import { and, eq } from 'drizzle-orm';
import type { CardGrid } from '@core/bingo/card';
import { judgeCard, type Judgement } from '@core/bingo/judge-card';
import type { RandomInt } from '@core/bingo/shuffle';
import { rulesOf } from '@core/bingo/game-rules';
import { prizeShares } from '@core/prize-shares';
import type { SessionUser } from '@core/schemas/auth';
import type { GameWinner } from '@core/schemas/games';
import type { Db } from '../db/client';
import { games } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { gameFor, type GameRow } from '../policies/game-access';
import { judgeClaim, rememberWinningCheck, type Claim } from './claim-rules';
import { cardForGame, type GameCard } from './game-cards';
import { callsOf } from './game-calls';
import type { Changed } from './game-change';
import {
  addWinner,
  assertClaimable,
  assertNotWinnerYet,
  payExtraWinner,
  winnersOf,
  type NewWinner,
} from './game-winners';
import { settleGameFee } from './game-fee';
import { appendGameEvent } from './game-log';
import { jackpotOnWin, type JackpotPayout } from './jackpot-rules';
import { moveMoney } from './move-money';

export interface JudgedCard {
  cardNumber: number;
  source: 'generated' | 'saved';
  card: CardGrid;
  grid: string[][] | null;
  judgement: Judgement;
}

/** A card the server holds for the game (game-cards.ts), judged against the game's calls. */
export function judgeGameCard(game: GameRow, card: GameCard): JudgedCard {
  return {
    cardNumber: card.cardNumber,
    source: card.source,
    card: card.card,
    grid: card.grid,
    judgement: judgeCard(card.card, callsOf(game), ruleOfGame(game)),
  };
}

/** Check Bingo: the card judged against the game's calls and rules, recorded in the log. */
export async function checkCard(
  tx: Db,
  user: SessionUser,
  id: number,
  request: { card_number: number; grid?: unknown },
): Promise<Changed<JudgedCard & { claim: Claim }>> {
  const game = await gameFor(tx, user, id, { run: true, lock: true });
  // An ended game takes no more claims (the check would change nothing and log noise), except a
  // won one whose deciding ball may still have other winners (decision 030).
  const stage = await assertClaimable(tx, game);
  const judged = judgeGameCard(
    game,
    await cardForGame(tx, game, request.card_number, request.grid),
  );
  if (stage === 'extra') await assertNotWinnerYet(tx, game.id, judged.cardNumber);
  const { win, reliedOnManualCall } = judged.judgement;
  const claim = judgeClaim(game, judged.cardNumber, judged.card, judged.judgement);
  if (claim.verdict === 'win') await rememberWinningCheck(tx, game, judged.cardNumber);
  const event = await appendGameEvent(tx, {
    gameId: id,
    type: 'check',
    userId: user.id,
    data: {
      card_number: judged.cardNumber,
      source: judged.source,
      grid: judged.grid,
      is_winner: claim.verdict === 'win',
      verdict: claim.verdict,
      late: claim.late,
      win_type: win.type,
      label: win.label,
      relied_on_manual_call: reliedOnManualCall,
      called_count: game.called.length,
    },
  });
  return { events: [event], result: { ...judged, claim } };
}

const REFUSED_CLAIMS = {
  no_win: 'no_bingo',
  late: 'late_claim',
  blocked: 'card_blocked',
} as const;

/** The game a win record names, or the caller's only active game. */
async function gameToComplete(tx: Db, user: SessionUser, gameId: number | undefined) {
  if (gameId !== undefined) return gameFor(tx, user, gameId, { run: true, lock: true });
  if (user.role !== 'cashier') throw new HttpError(422, 'game_id_required');
  const active = await tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.cashierId, user.cashier_id ?? -1), eq(games.status, 'active')))
    .limit(2);
  if (active.length === 0) throw new HttpError(404, 'no_active_game');
  if (active.length > 1) throw new HttpError(422, 'game_id_required');
  return gameFor(tx, user, active[0]!.id, { run: true, lock: true });
}

export interface WinRecorded {
  gameId: number;
  /** This winner's share (decision 030). */
  prizeCents: bigint;
  winners: GameWinner[];
  winType: NonNullable<GameRow['winType']>;
  jackpot: JackpotPayout | null;
  /** A jackpot triggered, but every call was by hand: it waits for the agent's approval. */
  jackpotPending: boolean;
}

/**
 * Records a win the server has judged: the game completes with its server-computed amounts, the
 * shop drawer takes pool - prize, and any jackpot is decided and paid, all in one transaction.
 */
export async function recordWin(
  tx: Db,
  user: SessionUser,
  request: { gameId?: number; cardNumber?: number; grid?: unknown },
  context: { today: string; randomInt: RandomInt },
): Promise<Changed<WinRecorded>> {
  const game = await gameToComplete(tx, user, request.gameId);
  const stage = await assertClaimable(tx, game);
  if (request.cardNumber === undefined) throw new HttpError(422, 'card_number_required');
  const judged = judgeGameCard(game, await cardForGame(tx, game, request.cardNumber, request.grid));
  if (stage === 'extra') await assertNotWinnerYet(tx, game.id, judged.cardNumber);
  const { win, reliedOnManualCall } = judged.judgement;
  const claim = judgeClaim(game, judged.cardNumber, judged.card, judged.judgement);
  if (claim.verdict !== 'win') throw new HttpError(422, REFUSED_CLAIMS[claim.verdict]);
  if (win.type === null) throw new HttpError(422, 'no_bingo');
  const winner = {
    cardNumber: judged.cardNumber,
    winType: win.type,
    label: win.label,
    pattern: win.pattern,
    late: claim.late,
    reliedOnManualCall,
    calledCount: game.called.length,
    userId: user.id,
  };
  if (stage === 'extra') return recordExtraWinner(tx, user, game, judged, winner);
  const reference = `game:${game.id}`;
  // Won: the fee on pool - prize, which the start already charged; settled in case it differs
  // (before the shop's drawer moves: the cashier's row is locked first, as move-money.ts does).
  await settleGameFee(tx, game, { kind: 'won', prizePaidCents: game.prizeCents }, user.id);
  if (game.shopId !== null && game.commissionCents > 0n)
    await moveMoney(tx, {
      from: { kind: 'outside' },
      to: { kind: 'shop', id: game.shopId },
      amountCents: game.commissionCents,
      kind: 'game_takings',
      reference,
      userId: user.id,
    });
  const onJackpot = await jackpotOnWin(tx, {
    game,
    calls: game.called,
    reliedOnManualCall,
    calledCount: game.called.length,
    userId: user.id,
    today: context.today,
    randomInt: context.randomInt,
  });
  const jackpot = onJackpot.outcome === 'paid' ? onJackpot.payout : null;
  const updated = await tx
    .update(games)
    .set({
      status: 'completed',
      completedAt: new Date(),
      winnerCard: judged.cardNumber,
      winType: win.type,
      winCalledCount: game.called.length,
      winReliedOnManual: reliedOnManualCall,
      jackpotId: jackpot?.jackpotId ?? null,
      jackpotCents: jackpot?.amountCents ?? null,
    })
    .where(and(eq(games.id, game.id), eq(games.status, 'active')))
    .returning({ id: games.id });
  if (updated.length === 0) throw notFound();
  await addWinner(tx, game.id, winner);
  const winners = await winnersOf(tx, game);
  const event = await appendGameEvent(tx, {
    gameId: game.id,
    type: 'win',
    userId: user.id,
    data: {
      ...winnerEventData(judged, winner),
      prize_cents: game.prizeCents.toString(),
      winner_order: 1,
      share_cents: game.prizeCents.toString(),
      commission_cents: game.commissionCents.toString(),
      jackpot_id: jackpot?.jackpotId ?? null,
      jackpot_cents: jackpot?.amountCents.toString() ?? null,
      jackpot_pending_id: onJackpot.outcome === 'pending' ? onJackpot.jackpotId : null,
      order: game.drawOrder,
      salt: game.salt,
    },
  });
  return {
    events: [event],
    result: {
      gameId: game.id,
      prizeCents: game.prizeCents,
      winners,
      winType: win.type,
      jackpot,
      jackpotPending: onJackpot.outcome === 'pending',
    },
  };
}

/** What every `win` event says of its card and winner, the first as any later one. */
function winnerEventData(judged: JudgedCard, winner: NewWinner) {
  return {
    card_number: judged.cardNumber,
    source: judged.source,
    grid: judged.grid,
    win_type: winner.winType,
    label: winner.label,
    pattern: winner.pattern,
    called_count: winner.calledCount,
    relied_on_manual_call: winner.reliedOnManualCall,
    late: winner.late,
  };
}

/**
 * One more winner on the deciding ball of a won game (decision 030): recorded after the others,
 * paid by the shop's rule (payExtraWinner), with no fee, takings or jackpot (all decided at the
 * first win). Its `win` event carries its order and share; the earlier shares follow from them.
 */
async function recordExtraWinner(
  tx: Db,
  user: SessionUser,
  game: GameRow,
  judged: JudgedCard,
  winner: NewWinner & { winType: NonNullable<GameRow['winType']> },
): Promise<Changed<WinRecorded>> {
  const drawerPaidCents = await payExtraWinner(tx, game, user.id);
  const order = await addWinner(tx, game.id, winner);
  const winners = await winnersOf(tx, game);
  const share = prizeShares(game.prizeCents, order, rulesOf(game).shared_wins)[order - 1]!;
  const event = await appendGameEvent(tx, {
    gameId: game.id,
    type: 'win',
    userId: user.id,
    data: {
      ...winnerEventData(judged, winner),
      prize_cents: game.prizeCents.toString(),
      winner_order: order,
      share_cents: share.toString(),
      drawer_paid_cents: drawerPaidCents.toString(),
    },
  });
  return {
    events: [event],
    result: {
      gameId: game.id,
      prizeCents: share,
      winners,
      winType: winner.winType,
      jackpot: null,
      jackpotPending: false,
    },
  };
}
