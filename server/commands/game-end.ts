import { eq } from 'drizzle-orm';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { games } from '../db/schema';
import { stagePrizesCents } from '@core/bingo/patterns/game-patterns';
import { HttpError } from '../http-error';
import { cancelNeedsReason } from '@core/bingo/game-rules';
import { needsReasonToEnd } from '../policies/game-access';
import { allBallsOut } from '@core/bingo/game-facts';
import { awardClaimsDue } from './close-awards';
import { planPrizeOf } from './game-winners';
import type { WinContext } from './win-money';
import { judgedVersion2 } from './stage-claims';
import { assertNoUnclaimedWinner } from './claim-rules';
import type { Changed } from './game-change';
import { assertReason, endingGame } from './controlled-game';
import { releaseFee } from './fee-reserve';
import { settleGameFee } from './game-fee';
import { appendGameEvent } from './game-log';
import { moveMoney } from '../ledger/move-money';
import { movesMoney } from '@core/training/training-games';

/**
 * Cancel: the game ends void; the fee comes back only if no ball was ever called. A played game,
 * or one cancelled by its agent or the admin, needs a reason; a sold card's unclaimed win refuses it.
 */
export async function cancelGame(
  tx: Db,
  user: SessionUser,
  id: number,
  reason?: string,
): Promise<Changed<{ refundCents: bigint }>> {
  const game = await endingGame(tx, user, id);
  assertReason(reason, cancelNeedsReason(game) || needsReasonToEnd(user, game));
  // A stage's prize was paid from the pool: the game can only be closed (decision 034).
  if (game.stage > 0) throw new HttpError(409, 'stage_won');
  await assertNoUnclaimedWinner(tx, game);
  const moves = movesMoney(game);
  const refundCents = game.firstCallAt === null && moves ? game.feeCents : 0n;
  await tx.update(games).set({ status: 'cancelled' }).where(eq(games.id, id));
  // Played or not, a cancel keeps at most the start's fee: the reserve goes back (decision 044).
  if (moves) await releaseFee(tx, id, game.cashierId);
  if (refundCents > 0n)
    await moveMoney(tx, {
      from: { kind: 'platform' },
      to: { kind: 'cashier', id: game.cashierId },
      amountCents: refundCents,
      kind: 'game_fee_refund',
      reference: `game:${id}`,
      userId: user.id,
    });
  const data = {
    reason: reason ?? null,
    refund_cents: refundCents.toString(),
    called_count: game.called.length,
    order: game.drawOrder,
    salt: game.salt,
  };
  return {
    events: [await appendGameEvent(tx, { gameId: id, type: 'cancel', userId: user.id, data })],
    result: { refundCents },
  };
}

/**
 * Close with no winner: a played game ends without a prize. The hall keeps the whole pool, so the
 * shop's drawer takes it (decision 011), and the platform's fee is settled on the whole pool
 * (decision 022), taken from what the start reserved (decision 044). Its agent may close it too;
 * a sold card's unclaimed win refuses it. A game in stages closed after some were won keeps their
 * prizes as paid: the drawer takes the pool less them, and the fee is on that (decision 034).
 */
export async function closeGame(
  tx: Db,
  user: SessionUser,
  id: number,
  reason: string,
  context: Omit<WinContext, 'awardedAtClose'> = { today: '', randomInt: () => 0 },
): Promise<Changed<{ takingsCents: bigint; feeCents: bigint; feeOwedCents: bigint }>> {
  let game = await endingGame(tx, user, id);
  // Version 2 (decision 046): a game whose balls are all out, or one its agent or the admin
  // ends, pays the claims due at the close; the cashier of a game still drawing records them.
  let awarded: Awarded = { events: [], game };
  if (judgedVersion2(game) && (allBallsOut(game) || needsReasonToEnd(user, game))) {
    awarded = await awardClaimsDue(tx, user, id, { ...context, awardedAtClose: { reason } });
    game = awarded.game;
    if (game.status === 'completed') return wonAtClose(awarded);
  }
  await assertNoUnclaimedWinner(tx, game);
  // Unplayed: cancel instead, unless a stage was paid (a game from before decision 046).
  if (game.firstCallAt === null && game.stage === 0) throw new HttpError(409, 'close_unplayed');
  const paidCents = stagePrizesCents(planPrizeOf(game), game.plan)
    .slice(0, game.stage)
    .reduce((sum, prize) => sum + prize, 0n);
  const keptCents = game.amountCents - paidCents;
  const takingsCents = game.shopId === null || !movesMoney(game) ? 0n : keptCents;
  await tx
    .update(games)
    // No prize was paid but the stages won: every report sees the rest of the pool as the house's.
    .set({
      status: 'completed',
      completedAt: new Date(),
      prizeCents: paidCents,
      commissionCents: keptCents,
    })
    .where(eq(games.id, id));
  // The cashier's row before the shop's: the lock order of move-money.ts.
  const fee = await settleGameFee(
    tx,
    game,
    paidCents > 0n ? { kind: 'won', prizePaidCents: paidCents } : { kind: 'closed' },
    user.id,
  );
  if (takingsCents > 0n && game.shopId !== null)
    await moveMoney(tx, {
      from: { kind: 'outside' },
      to: { kind: 'shop', id: game.shopId },
      amountCents: takingsCents,
      kind: 'game_takings',
      reference: `game:${id}`,
      userId: user.id,
    });
  const data = {
    reason,
    takings_cents: takingsCents.toString(),
    stage_prizes_paid_cents: paidCents.toString(),
    fee_cents: fee.feeCents.toString(),
    fee_taken_cents: fee.takenCents.toString(),
    fee_owed_cents: fee.owedCents.toString(),
    called_count: game.called.length,
    order: game.drawOrder,
    salt: game.salt,
  };
  const closed = await appendGameEvent(tx, { gameId: id, type: 'close', userId: user.id, data });
  return {
    events: [...awarded.events, closed],
    result: { takingsCents, feeCents: fee.feeCents, feeOwedCents: fee.owedCents },
  };
}

type Awarded = Awaited<ReturnType<typeof awardClaimsDue>>;

/** The close awarded the last stage: the game ended won, its win settled as any win's. */
function wonAtClose({ events, game }: Awarded) {
  const takingsCents = game.shopId === null ? 0n : game.commissionCents;
  return { events, result: { takingsCents, feeCents: game.feeCents, feeOwedCents: 0n } };
}
