import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { RandomInt } from '@core/bingo/shuffle';
import { jackpotIneligibility, type JackpotGame } from '@core/jackpots/eligibility';
import type { CardGrid } from '@core/bingo/card';
import { payoutEarned } from '@core/jackpots/payout-won';
import { jackpotTriggers, jackpotWinRoute } from '@core/jackpots/win-trigger';
import type { GameOdds } from '@core/odds/game-odds';
import { payoutInPlay } from '@core/odds/game-payouts';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { jackpotPayouts, jackpots, type StoredCall } from '../db/schema';
import { HttpError } from '../http-error';
import { callsOf } from './game-calls';
import { minimumFeeCents } from './minimum-fee';
import { moveMoney } from '../ledger/move-money';
import { payJackpot, type JackpotPayout } from './jackpot-payout';

export type JackpotRow = typeof jackpots.$inferSelect;
export { DEFAULT_JACKPOT_MESSAGE, type JackpotPayout } from './jackpot-payout';

/**
 * Active jackpots of a shop whose dates include today (dates are inclusive, null is open) and
 * whose last trigger does not wait for the agent's approval.
 */
function runningIn(shopId: number, today: string) {
  return and(
    eq(jackpots.shopId, shopId),
    eq(jackpots.isActive, true),
    isNull(jackpots.paidAt),
    // Held by a hall, a jackpot is its games' alone (decision 041); a hall's copy names no hall.
    isNull(jackpots.hallId),
    or(isNull(jackpots.startDate), sql`${jackpots.startDate} <= ${today}`),
    or(isNull(jackpots.endDate), sql`${jackpots.endDate} >= ${today}`),
    sql`not exists (select 1 from ${jackpotPayouts} p
      where p.jackpot_id = ${jackpots.id} and p.status = 'pending')`,
  );
}

/** The shop's running jackpots, by id: the ones a game starting now may grow or pay. */
export async function runningJackpots(
  tx: Db,
  shopId: number,
  today: string,
): Promise<JackpotRow[]> {
  return tx.select().from(jackpots).where(runningIn(shopId, today)).orderBy(asc(jackpots.id));
}

/** A game as the jackpot rules read it. */
export interface JackpotGameRow {
  id: number;
  shopId: number | null;
  cashierId: number;
  cardsNamed: boolean;
  feeCents: bigint;
  amountCents: bigint;
  /** What the start judged it could pay (decision 043); null for a game from before. */
  odds: GameOdds | null;
}

const factsOf = (game: JackpotGameRow): JackpotGame => ({
  cardsNamed: game.cardsNamed,
  feeCents: game.feeCents,
  poolCents: game.amountCents,
});

/**
 * The first ball the server draws in a game: every running cumulative jackpot of its shop that the
 * game is eligible for grows by its bonus, from its agent's balance; a jackpot whose agent cannot
 * cover the bonus does not grow this time.
 */
export async function growCumulativeJackpots(
  tx: Db,
  input: { game: JackpotGameRow; userId: number; today: string },
): Promise<void> {
  const { game } = input;
  if (game.shopId === null) return;
  const rows = await tx
    .select()
    .from(jackpots)
    .where(and(runningIn(game.shopId, input.today), eq(jackpots.jackpotType, 'cumulative')))
    .orderBy(asc(jackpots.id));
  const minFee = await minimumFeeCents(tx, game.cashierId);
  for (const jackpot of rows) {
    if (jackpot.bonusCents <= 0n) continue;
    if (jackpotIneligibility(factsOf(game), jackpot, minFee) !== null) continue;
    // A game whose odds of paying it are above what its agent accepts does not grow it either.
    if (payoutInPlay(game.odds, 'jackpot', jackpot.id) === null) continue;
    try {
      await moveMoney(tx, {
        from: { kind: 'agent', id: jackpot.agentId },
        to: { kind: 'jackpot', id: jackpot.id },
        amountCents: jackpot.bonusCents,
        kind: 'jackpot_growth',
        reference: `game:${game.id}`,
        userId: input.userId,
      });
    } catch (error) {
      // The debit is the first statement of the move: refused, it changed nothing.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
}

/**
 * The jackpot waits for its agent. Two such wins at once both read it as free (the row lock does
 * not re-read the pending payouts); the second breaks the one-pending index and answers 409: it
 * records the win again, and the jackpot, waiting now, is no longer among the running ones.
 */
async function awaitApproval(tx: Db, jackpot: JackpotRow, gameId: number): Promise<void> {
  try {
    await tx.insert(jackpotPayouts).values({
      jackpotId: jackpot.id,
      gameId,
      agentId: jackpot.agentId,
      amountCents: jackpot.balanceCents,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'jackpot_payouts_one_pending'))
      throw new HttpError(409, 'jackpot_claimed_meanwhile');
    throw error;
  }
}

export type JackpotOnWin =
  | { outcome: 'paid'; payout: JackpotPayout }
  | { outcome: 'pending'; jackpotId: number }
  | { outcome: 'none' };

/**
 * At a win: the first running jackpot of the shop (by id) that the game is eligible for, that the
 * start judged in play, whose patterns the winning card completes within its limit, and that
 * triggers. A win on drawn balls pays it; a win where every call was by hand leaves it waiting for
 * the agent; a win that needed a hand call among drawn balls triggers nothing. Nothing here reads
 * the shop's drawer: what it holds decides nothing (payJackpot records how the cash was paid).
 */
export async function jackpotOnWin(
  tx: Db,
  input: {
    game: JackpotGameRow;
    calls: readonly StoredCall[];
    /** The winning card, as the server holds it: it must complete the jackpot's own patterns. */
    card: CardGrid;
    reliedOnManualCall: boolean;
    calledCount: number;
    userId: number;
    today: string;
    randomInt: RandomInt;
    /** A hall's server: its agent is on central, so a win that would wait for it triggers nothing. */
    onHall: boolean;
  },
): Promise<JackpotOnWin> {
  const { game } = input;
  if (game.shopId === null) return { outcome: 'none' };
  const route = jackpotWinRoute(input.calls, input.reliedOnManualCall);
  if (route === 'none' || (route === 'await_approval' && input.onHall)) return { outcome: 'none' };
  const rows = await tx
    .select()
    .from(jackpots)
    .where(runningIn(game.shopId, input.today))
    .orderBy(asc(jackpots.id))
    .for('update');
  const minFee = await minimumFeeCents(tx, game.cashierId);
  for (const jackpot of rows) {
    if (jackpot.balanceCents <= 0n) continue;
    if (jackpotIneligibility(factsOf(game), jackpot, minFee) !== null) continue;
    const judged = payoutInPlay(game.odds, 'jackpot', jackpot.id);
    if (judged === null) continue;
    if (
      judged !== 'before_odds' &&
      !payoutEarned(judged, input.card, callsOf({ called: input.calls }))
    )
      continue;
    if (!jackpotTriggers(jackpot, input.calledCount, input.randomInt)) continue;
    if (route === 'await_approval') {
      await awaitApproval(tx, jackpot, game.id);
      return { outcome: 'pending', jackpotId: jackpot.id };
    }
    const payout = await payJackpot(tx, {
      jackpot,
      shopId: game.shopId,
      cashierId: game.cashierId,
      gameId: game.id,
      userId: input.userId,
    });
    return { outcome: 'paid', payout };
  }
  return { outcome: 'none' };
}
