import { eq } from 'drizzle-orm';
import { resetRefusal, rulesOf } from '@core/bingo/game-rules';
import { allBallsOut } from '@core/bingo/game-facts';
import { isBallNumber, letterFor } from '@core/bingo/modes';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { games, type StoredCall } from '../db/schema';
import { HttpError } from '../http-error';
import { needsReasonToEnd, type GameRow } from '../policies/game-access';
import { assertNoUnclaimedWinner } from './claim-rules';
import { assertReason, endingGame, runningGame } from './controlled-game';
import { newDrawOrder } from './draw-order';
import { ballsOf, orderOf } from './fair-draw';
import { callsOf } from './game-calls';
import { claimDraw, claimOnResume, releaseOnLeave } from './game-caller';
import type { Changed } from './game-change';
import { appendGameEvent } from './game-log';
import { growCumulativeJackpots } from './jackpot-rules';
import { assertNoWinReliesOn } from './uncall-guard';
import { movesMoney } from '@core/training/training-games';

/** Where and when a call happens: `today` is the hall's date, for the jackpots running then. */
export interface CallContext {
  today: string;
}

/**
 * The first ball the server draws (kept across resets) is the one moment a game grows the shop's
 * cumulative jackpots. A hand call never does: a cashier could otherwise mark a number in a game
 * it then cancels, or in one that pays (almost) no fee, and pump its agent's credit into a jackpot.
 */
async function onFirstDraw(tx: Db, game: GameRow, userId: number, context: CallContext) {
  if (game.firstDrawAt !== null || !movesMoney(game)) return;
  await growCumulativeJackpots(tx, { game, userId, today: context.today });
}

/** Reveals the next ball of the stored order that is not called yet (manual calls count). */
export async function drawNextBall(
  tx: Db,
  user: SessionUser,
  id: number,
  context: CallContext,
  request: { expectedCalledCount?: number; till?: string } = {},
): Promise<Changed<{ number: number; letter: string; called_count: number }>> {
  const game = await runningGame(tx, user, id);
  // A second device (or a doubled timer) drawing for the same count: only the first one draws.
  if (
    request.expectedCalledCount !== undefined &&
    request.expectedCalledCount !== game.called.length
  )
    throw new HttpError(409, 'already_drawn');
  if (game.callerState === 'paused') throw new HttpError(409, 'game_paused');
  // The order does not exist before its public round (decision 054): ball 1 waits for it.
  if (game.drawOrder.length === 0 && !allBallsOut(game))
    throw new HttpError(409, 'awaiting_beacon');
  const called = new Set(game.called.map((call) => call.n));
  const next = game.drawOrder.find((n) => !called.has(n));
  if (next === undefined) throw new HttpError(409, 'game_over');
  const now = new Date();
  const { events, caller } = await claimDraw(tx, game, user, request.till, now);
  const calls: StoredCall[] = [...game.called, { n: next, manual: false }];
  await onFirstDraw(tx, game, user.id, context);
  const update = tx
    .update(games)
    .set({
      ...caller,
      called: calls,
      callerState: 'calling',
      firstCallAt: game.firstCallAt ?? now,
      firstDrawAt: game.firstDrawAt ?? now,
      lastDrawAt: now,
    })
    .where(eq(games.id, id));
  const result = { number: next, letter: letterFor(next, game.mode), called_count: calls.length };
  events.push(
    await appendGameEvent(tx, { gameId: id, type: 'draw', userId: user.id, data: result }, update),
  );
  if (allBallsOut({ ...game, called: calls }))
    events.push(
      await appendGameEvent(tx, {
        gameId: id,
        type: 'over',
        userId: user.id,
        data: { called_count: calls.length },
      }),
    );
  return { events, result };
}

/**
 * A manual call (a board cell clicked): marks or unmarks a number, recorded as manual. Only a
 * manual call can be uncalled: a drawn ball stays drawn (else it would come out again early), and
 * a hand call a winning check relied on stays too.
 */
export async function markNumber(
  tx: Db,
  user: SessionUser,
  id: number,
  mark: { number: number; called: boolean },
): Promise<Changed> {
  const game = await runningGame(tx, user, id);
  if (!isBallNumber(mark.number, game.mode)) throw new HttpError(422, 'not_a_ball');
  // A ball of a column the plan leaves out of the draw (decision 034) is never in play.
  if (!ballsOf(game).includes(mark.number)) throw new HttpError(422, 'ball_not_in_play');
  const existing = game.called.find((call) => call.n === mark.number);
  if ((existing !== undefined) === mark.called) return { events: [], result: undefined };
  if (existing && !existing.manual) throw new HttpError(409, 'drawn_ball');
  if (!mark.called) await assertNoWinReliesOn(tx, game, mark.number);
  const calls = mark.called
    ? [...game.called, { n: mark.number, manual: true }]
    : game.called.filter((call) => call.n !== mark.number);
  await tx
    .update(games)
    .set({
      called: calls,
      firstCallAt: mark.called ? (game.firstCallAt ?? new Date()) : game.firstCallAt,
    })
    .where(eq(games.id, id));
  const data = {
    number: mark.number,
    letter: letterFor(mark.number, game.mode),
    called: mark.called,
    manual: true,
    called_count: calls.length,
  };
  return {
    events: [await appendGameEvent(tx, { gameId: id, type: 'mark', userId: user.id, data })],
    result: undefined,
  };
}

/** Pause (calling to paused) or resume (paused to calling), SPEC section 4. */
export async function setPaused(
  tx: Db,
  user: SessionUser,
  id: number,
  paused: boolean,
  request: { reason?: string; till?: string; leave?: boolean } = {},
): Promise<Changed> {
  const { reason } = request;
  // An agent may pause its cashier's game (to stop a stuck one), never resume it.
  const game = paused ? await endingGame(tx, user, id) : await runningGame(tx, user, id);
  if (paused) assertReason(reason, needsReasonToEnd(user, game));
  if (paused && game.callerState !== 'calling') throw new HttpError(409, 'not_calling');
  if (!paused && game.callerState !== 'paused') throw new HttpError(409, 'not_paused');
  // Any till may pause (a safety stop); resuming takes the caller (decision 051).
  const events = paused ? [] : await claimOnResume(tx, game, user, request.till);
  if (paused && request.leave) await releaseOnLeave(tx, game, request.till);
  await tx
    .update(games)
    .set({ callerState: paused ? 'paused' : 'calling' })
    .where(eq(games.id, id));
  const type = paused ? 'pause' : 'resume';
  const data = reason === undefined ? {} : { reason };
  events.push(await appendGameEvent(tx, { gameId: id, type, userId: user.id, data }));
  return { events, result: undefined };
}

/**
 * Reset: calling stops, the calls are cleared, and the draw starts again from a new order with a
 * new commitment. Only before a win and before the last ball, at most the rules' number of times,
 * with a reason. The abandoned order and its salt are revealed in the log, so its commitment can
 * still be checked.
 */
export async function resetGame(
  tx: Db,
  user: SessionUser,
  id: number,
  reason: string,
  fairDraw: { roundForNow(): number | null },
): Promise<Changed<{ beaconRound: number | null }>> {
  const game = await runningGame(tx, user, id);
  const refusal = resetRefusal({
    resetCount: game.resetCount,
    maxResets: rulesOf(game).max_resets,
    winningCards: game.winningCards,
    allBallsOut: allBallsOut(game),
  });
  if (refusal) throw new HttpError(409, refusal);
  // A stage's winner was paid on these calls (decision 034).
  if (game.stage > 0) throw new HttpError(409, 'reset_after_win');
  // The players' claims were judged on these calls: the cashier checks them before any reset.
  if (game.pendingClaims.length > 0)
    throw new HttpError(409, 'claims_waiting', {
      card_numbers: game.pendingClaims.map((claim) => claim.card_number),
    });
  await assertNoUnclaimedWinner(tx, game);
  const cleared = { called: [], callerState: 'ready' as const, lastDrawAt: null };
  const resetCount = game.resetCount + 1;
  const base = {
    reason,
    reset_count: resetCount,
    old_order: game.drawOrder,
    old_called: callsOf(game),
  };
  let data: Record<string, unknown>;
  let beaconRound: number | null = null;
  if (game.drawFormat === 2) {
    // The same seed and seal with the next reset count, and a new public round (decision 054).
    // The seed stays secret: revealing it now would let a phone work out the new order.
    beaconRound = fairDraw.roundForNow();
    const next = { ...game, resetCount };
    await tx
      .update(games)
      .set({
        ...cleared,
        resetCount,
        beaconRound,
        beacon: null,
        offlineDraw: beaconRound === null,
        drawOrder: beaconRound === null ? orderOf(next, null) : [],
      })
      .where(eq(games.id, id));
    data = {
      ...base,
      old_beacon: game.beacon,
      old_offline: game.offlineDraw,
      beacon_round: beaconRound,
    };
  } else {
    const draw = newDrawOrder(game.mode, game.plan);
    await tx
      .update(games)
      .set({
        ...cleared,
        drawOrder: draw.order,
        salt: draw.salt,
        commitment: draw.commitment,
        resetCount,
      })
      .where(eq(games.id, id));
    data = {
      ...base,
      old_salt: game.salt,
      old_commitment: game.commitment,
      commitment: draw.commitment,
    };
  }
  return {
    events: [await appendGameEvent(tx, { gameId: id, type: 'reset', userId: user.id, data })],
    result: { beaconRound },
  };
}
