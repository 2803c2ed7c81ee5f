import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { RandomInt } from '@core/bingo/shuffle';
import type { Db } from '../db/client';
import { jackpots, shops } from '../db/schema';
import { HttpError } from '../http-error';
import { moveMoney } from './move-money';

export type JackpotRow = typeof jackpots.$inferSelect;

/** Active jackpots of a shop whose dates include today (dates are inclusive, null is open). */
function runningIn(shopId: number, today: string) {
  return and(
    eq(jackpots.shopId, shopId),
    eq(jackpots.isActive, true),
    isNull(jackpots.paidAt),
    or(isNull(jackpots.startDate), sql`${jackpots.startDate} <= ${today}`),
    or(isNull(jackpots.endDate), sql`${jackpots.endDate} >= ${today}`),
  );
}

/**
 * A game started in the shop: every running cumulative jackpot grows by its bonus, taken from its
 * agent's balance; a jackpot whose agent cannot cover the bonus simply does not grow this time.
 */
export async function growCumulativeJackpots(
  tx: Db,
  input: { shopId: number; gameId: number; userId: number; today: string },
): Promise<void> {
  const rows = await tx
    .select()
    .from(jackpots)
    .where(and(runningIn(input.shopId, input.today), eq(jackpots.jackpotType, 'cumulative')))
    .orderBy(asc(jackpots.id));
  for (const jackpot of rows) {
    if (jackpot.bonusCents <= 0n) continue;
    try {
      await moveMoney(tx, {
        from: { kind: 'agent', id: jackpot.agentId },
        to: { kind: 'jackpot', id: jackpot.id },
        amountCents: jackpot.bonusCents,
        kind: 'jackpot_growth',
        reference: `game:${input.gameId}`,
        userId: input.userId,
      });
    } catch (error) {
      // The debit is the first statement of the move: refused, it changed nothing.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
}

export interface JackpotPayout {
  jackpotId: number;
  amountCents: bigint;
  message: string;
}

export const DEFAULT_JACKPOT_MESSAGE = 'Congratulations! Jackpot won!';

/**
 * At a win: the first running jackpot of the shop (by id) that triggers pays out. random: with
 * probability 1/frequency; cumulative: when the win came within call_limit balls. The bonus goes to
 * the cashier's balance and leaves the shop drawer as cash to the player, so it pays only when the
 * drawer holds it. A paid jackpot ends.
 */
export async function payJackpotOnWin(
  tx: Db,
  input: {
    shopId: number;
    cashierId: number;
    gameId: number;
    userId: number;
    calledCount: number;
    today: string;
    randomInt: RandomInt;
  },
): Promise<JackpotPayout | null> {
  const rows = await tx
    .select()
    .from(jackpots)
    .where(runningIn(input.shopId, input.today))
    .orderBy(asc(jackpots.id))
    .for('update');
  for (const jackpot of rows) {
    const triggered =
      jackpot.jackpotType === 'random'
        ? input.randomInt(jackpot.frequency) === 0
        : input.calledCount <= jackpot.callLimit;
    if (!triggered || jackpot.balanceCents <= 0n) continue;
    const [drawer] = await tx
      .select({ cash: shops.cashCents })
      .from(shops)
      .where(eq(shops.id, input.shopId));
    if (!drawer || drawer.cash < jackpot.balanceCents) continue;
    const reference = `game:${input.gameId}`;
    await moveMoney(tx, {
      from: { kind: 'jackpot', id: jackpot.id },
      to: { kind: 'cashier', id: input.cashierId },
      amountCents: jackpot.balanceCents,
      kind: 'jackpot_payout',
      reference,
      userId: input.userId,
    });
    await moveMoney(tx, {
      from: { kind: 'shop', id: input.shopId },
      to: { kind: 'outside' },
      amountCents: jackpot.balanceCents,
      kind: 'jackpot_cash_payout',
      reference,
      userId: input.userId,
    });
    await tx
      .update(jackpots)
      .set({ isActive: false, paidAt: new Date(), paidGameId: input.gameId })
      .where(eq(jackpots.id, jackpot.id));
    return {
      jackpotId: jackpot.id,
      amountCents: jackpot.balanceCents,
      message: jackpot.message || DEFAULT_JACKPOT_MESSAGE,
    };
  }
  return null;
}
