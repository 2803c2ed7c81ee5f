import { and, eq } from 'drizzle-orm';
import type { CardGrid } from '@core/bingo/card';
import { judgeCard, type Judgement } from '@core/bingo/judge-card';
import type { RandomInt } from '@core/bingo/shuffle';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { games } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { gameFor, type GameRow } from '../policies/game-access';
import { judgeClaim, rememberWinningCheck, type Claim } from './claim-rules';
import { cardForGame, type GameCard } from './game-cards';
import { callsOf } from './game-calls';
import type { Changed } from './game-change';
import { assertActive } from './game-control';
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
    judgement: judgeCard(card.card, callsOf(game), game.winConditions),
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
  // An ended game takes no more claims: the check would change nothing and log noise.
  assertActive(game);
  const judged = judgeGameCard(
    game,
    await cardForGame(tx, game, request.card_number, request.grid),
  );
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
  prizeCents: bigint;
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
  assertActive(game);
  if (request.cardNumber === undefined) throw new HttpError(422, 'card_number_required');
  const judged = judgeGameCard(game, await cardForGame(tx, game, request.cardNumber, request.grid));
  const { win, reliedOnManualCall } = judged.judgement;
  const claim = judgeClaim(game, judged.cardNumber, judged.card, judged.judgement);
  if (claim.verdict !== 'win') throw new HttpError(422, REFUSED_CLAIMS[claim.verdict]);
  if (win.type === null) throw new HttpError(422, 'no_bingo');
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
  const event = await appendGameEvent(tx, {
    gameId: game.id,
    type: 'win',
    userId: user.id,
    data: {
      card_number: judged.cardNumber,
      source: judged.source,
      grid: judged.grid,
      win_type: win.type,
      label: win.label,
      called_count: game.called.length,
      relied_on_manual_call: reliedOnManualCall,
      late: claim.late,
      prize_cents: game.prizeCents.toString(),
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
      winType: win.type,
      jackpot,
      jackpotPending: onJackpot.outcome === 'pending',
    },
  };
}
