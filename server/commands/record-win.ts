import { and, eq } from 'drizzle-orm';
import { reliedOnHandCalls } from '@core/bingo/stage-claims';
import { rulesOf } from '@core/bingo/game-rules';
import { prizeShares } from '@core/prize-shares';
import type { SessionUser } from '@core/schemas/auth';
import type { GameWinner } from '@core/schemas/games';
import type { Db } from '../db/client';
import { gameWinners, games } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { gameFor, type GameRow } from '../policies/game-access';
import { rememberWinningCheck, type Claim } from './claim-rules';
import { cardForGame } from './game-cards';
import type { Changed } from './game-change';
import {
  addWinner,
  assertNotWinnerYet,
  lastStageOf,
  stagePrizeOf,
  payExtraWinner,
  payStageBonus,
  type NewWinner,
  type StageBonus,
} from './game-winners';
import {
  assertCalled,
  claimForStage,
  judgedVersion2,
  type JudgedCard,
  judgedClaimData,
  type StageClaim,
} from './stage-claims';
import { winnersOf } from './winner-views';
import { appendGameEvent } from './game-log';
import { answerClaimOf } from './phone-claims';
import type { JackpotPayout } from './jackpot-rules';
import { settleWinMoney, type WinContext } from './win-money';

/** Check Bingo: the card judged against the game's calls and rules, recorded in the log. */
export async function checkCard(
  tx: Db,
  user: SessionUser,
  id: number,
  request: { card_number: number; grid?: unknown },
): Promise<Changed<JudgedCard & { claim: Claim; stage: number }>> {
  const game = await gameFor(tx, user, id, { run: true, lock: true });
  // An ended game takes no more claims (the check would change nothing and log noise), except a
  // won one whose deciding ball may still have other winners (decision 030).
  const card = await cardForGame(tx, game, request.card_number, request.grid);
  const { stage, extra, judged, claim } = await claimForStage(tx, game, card);
  // A check before any call still answers its analysis, but never a win (decision 046).
  if (claim.verdict === 'win') assertCalled(game);
  if (extra) await assertNotWinnerYet(tx, game.id, judged.cardNumber, stage);
  const reliedOnManualCall = reliedOn(game, judged);
  if (claim.verdict === 'win') await rememberWinningCheck(tx, game, judged.cardNumber, stage);
  // The check answers the card's claim from its phone, which hears the verdict (issue 40).
  const answered = await answerClaimOf(tx, game, judged.cardNumber);
  const event = await appendGameEvent(tx, {
    gameId: id,
    type: 'check',
    userId: user.id,
    data: {
      ...judgedClaimData(game, { stage, extra, judged, claim }),
      relied_on_manual_call: reliedOnManualCall,
      ...(answered && { answers_claim: answered.called_count }),
    },
  });
  return { events: [event], result: { ...judged, claim, stage } };
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
  /** A stage's "within N calls" bonus: paid from the drawer, or due but unpaid and why. */
  bonus?: StageBonus;
}

/**
 * Records a win the server has judged: the game completes with its server-computed amounts, the
 * shop drawer takes pool - prize, and any jackpot is decided and paid, all in one transaction.
 */
export async function recordWin(
  tx: Db,
  user: SessionUser,
  request: { gameId?: number; cardNumber?: number; grid?: unknown },
  context: WinContext,
): Promise<Changed<WinRecorded>> {
  const game = await gameToComplete(tx, user, request.gameId);
  if (request.cardNumber === undefined) throw new HttpError(422, 'card_number_required');
  const card = await cardForGame(tx, game, request.cardNumber, request.grid);
  return recordClaim(tx, user, game, await claimForStage(tx, game, card), context);
}

/** Version 2: a win with no drawn ball stood on hand calls (decision 046). */
const reliedOn = (game: GameRow, judged: JudgedCard) =>
  judgedVersion2(game)
    ? reliedOnHandCalls(
        judged.judgement.reliedOnManualCall,
        game.called.map((c) => ({
          number: c.n,
          manual: c.manual,
        })),
      )
    : judged.judgement.reliedOnManualCall;

/** Records a claim judged for its stage (claimForStage): never before a call (decision 046). */
export async function recordClaim(
  tx: Db,
  user: SessionUser,
  game: GameRow,
  { stage, extra, judged, claim }: StageClaim,
  context: WinContext,
): Promise<Changed<WinRecorded>> {
  assertCalled(game);
  if (extra) await assertNotWinnerYet(tx, game.id, judged.cardNumber, stage);
  const { win } = judged.judgement;
  const reliedOnManualCall = reliedOn(game, judged);
  if (claim.verdict !== 'win') throw new HttpError(422, REFUSED_CLAIMS[claim.verdict]);
  if (win.type === null) throw new HttpError(422, 'no_bingo');
  await answerClaimOf(tx, game, judged.cardNumber);
  const winner = {
    cardNumber: judged.cardNumber,
    winType: win.type,
    label: win.label,
    pattern: win.pattern,
    stage,
    late: claim.late,
    reliedOnManualCall,
    calledCount: game.called.length,
    userId: user.id,
    awardedAtClose: context.awardedAtClose !== undefined,
    closeReason: context.awardedAtClose?.reason,
  };
  if (extra) return recordExtraWinner(tx, user, game, judged, winner);
  if (stage < lastStageOf(game)) return recordStageWin(tx, user, game, judged, winner);
  const share = stagePrizeOf(game, stage);
  const onJackpot = await settleWinMoney(tx, user, game, { judged, reliedOnManualCall, context });
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
  const first = await recordFirstWinnerOfStage(tx, game, judged, winner);
  const winners = await winnersNow(tx, game.id);
  const event = await appendGameEvent(tx, {
    gameId: game.id,
    type: 'win',
    userId: user.id,
    data: {
      ...first.eventData,
      commission_cents: game.commissionCents.toString(),
      jackpot_id: jackpot?.jackpotId ?? null,
      jackpot_cents: jackpot?.amountCents.toString() ?? null,
      jackpot_pending_id: onJackpot.outcome === 'pending' ? onJackpot.jackpotId : null,
      pending_stages: pendingStages(winners),
      order: game.drawOrder,
      salt: game.salt,
    },
  });
  return {
    events: [event],
    result: {
      gameId: game.id,
      prizeCents: share,
      bonus: first.bonus,
      winners,
      winType: win.type,
      jackpot,
      jackpotPending: onJackpot.outcome === 'pending',
    },
  };
}

/** The winners as they stand after this win (the game's row read again: its stage moved on). */
async function winnersNow(tx: Db, gameId: number): Promise<GameWinner[]> {
  const [row] = await tx.select().from(games).where(eq(games.id, gameId));
  if (!row) throw notFound();
  return winnersOf(tx, row);
}

/** The stages whose shares may still change: the screens show them pending (decision 046). */
const pendingStages = (winners: readonly GameWinner[]) => [
  ...new Set(winners.filter((w) => !w.share_final).map((w) => w.stage)),
];

/** What every `win` event says of its card and winner, the first as any later one. */
function winnerEventData(judged: JudgedCard, winner: NewWinner & { closeReason?: string }) {
  return {
    ...(winner.awardedAtClose && { awarded_at_close: true, reason: winner.closeReason ?? null }),
    card_number: judged.cardNumber,
    source: judged.source,
    grid: judged.grid,
    win_type: winner.winType,
    label: winner.label,
    pattern: winner.pattern,
    stage: winner.stage,
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
  const drawerPaidCents = await payExtraWinner(tx, game, winner.stage, user.id);
  const order = await addWinner(tx, game.id, winner);
  const winners = await winnersNow(tx, game.id);
  const inStage = winners.filter((w) => w.stage === winner.stage).length;
  const stagePrize = stagePrizeOf(game, winner.stage);
  const share = prizeShares(stagePrize, inStage, rulesOf(game).shared_wins)[inStage - 1]!;
  const event = await appendGameEvent(tx, {
    gameId: game.id,
    type: 'win',
    userId: user.id,
    data: {
      ...winnerEventData(judged, winner),
      prize_cents: game.prizeCents.toString(),
      winner_order: order,
      stage_prize_cents: stagePrize.toString(),
      share_cents: share.toString(),
      drawer_paid_cents: drawerPaidCents.toString(),
      pending_stages: pendingStages(winners),
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

/**
 * The first winner of a stage before the last (decision 034): the stage's prize is paid from the
 * pool in cash (no ledger entry: the drawer takes the house's part when the game ends), the game
 * goes on to the next stage, and a calling caller pauses so the hall sees the win before the next
 * ball. Fee, takings and jackpots are decided when the last stage is won or the game is closed.
 */
async function recordStageWin(
  tx: Db,
  user: SessionUser,
  game: GameRow,
  judged: JudgedCard,
  winner: NewWinner & { winType: NonNullable<GameRow['winType']> },
): Promise<Changed<WinRecorded>> {
  const first = await recordFirstWinnerOfStage(tx, game, judged, winner);
  const next = winner.stage + 1;
  await tx
    .update(games)
    .set({ stage: next, callerState: game.callerState === 'calling' ? 'paused' : game.callerState })
    .where(and(eq(games.id, game.id), eq(games.stage, winner.stage)));
  const winners = await winnersNow(tx, game.id);
  const event = await appendGameEvent(tx, {
    gameId: game.id,
    type: 'win',
    userId: user.id,
    data: { ...first.eventData, next_stage: next, pending_stages: pendingStages(winners) },
  });
  return {
    events: [event],
    result: {
      gameId: game.id,
      prizeCents: first.share,
      winners,
      winType: winner.winType,
      jackpot: null,
      jackpotPending: false,
      bonus: first.bonus,
    },
  };
}

/**
 * A stage's first winner, recorded and paid its stage's bonus when one is due; what every such
 * `win` event says of it (its order, its stage's prize and share, the bonus).
 */
async function recordFirstWinnerOfStage(
  tx: Db,
  game: GameRow,
  judged: JudgedCard,
  winner: NewWinner,
) {
  const order = await addWinner(tx, game.id, winner);
  const bonus = await payStageBonus(tx, game, winner.stage, winner);
  // The bonus paid is the winner's own figure, shown after any close (decision 046).
  if (bonus.paidCents > 0n)
    await tx
      .update(gameWinners)
      .set({ bonusCents: bonus.paidCents })
      .where(and(eq(gameWinners.gameId, game.id), eq(gameWinners.winnerOrder, order)));
  const share = stagePrizeOf(game, winner.stage);
  return {
    share,
    bonus,
    eventData: {
      ...winnerEventData(judged, winner),
      prize_cents: game.prizeCents.toString(),
      winner_order: order,
      stage_prize_cents: share.toString(),
      share_cents: share.toString(),
      bonus_cents: bonus.paidCents.toString(),
      bonus_unpaid_cents: bonus.unpaidCents.toString(),
    },
  };
}
