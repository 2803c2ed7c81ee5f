import { eq, sql } from 'drizzle-orm';
import { collect, settledFee, type FeeEnding } from '@core/game-fee';
import type { Cents } from '@core/money';
import type { Db } from '../db/client';
import { cashiers, games } from '../db/schema';
import { moveMoney } from '../ledger/move-money';
import { lockedCashierFees, payOwedFee, releaseFee } from './fee-reserve';
import { movesMoney } from '@core/training/training-games';

const platform = { kind: 'platform' } as const;

export interface FeeSettlement {
  feeCents: Cents;
  takenCents: Cents;
  owedCents: Cents;
}

/**
 * Settles a game's fee at its end (core/game-fee.ts): the game's reserve is released and the
 * difference from what the start charged is taken from it (decision 044: the reserve always
 * covers it, so nothing is owed). Only a game started before the reserve can still leave a fee
 * owed, for what the balance not reserved cannot cover. A game from before minimum fees (no
 * terms) keeps what it was charged.
 */
export async function settleGameFee(
  tx: Db,
  game: {
    id: number;
    cashierId: number;
    amountCents: Cents;
    feeCents: Cents;
    feePercent: number | null;
    minFeeCents: Cents | null;
    training: boolean;
  },
  ending: FeeEnding,
  userId: number,
): Promise<FeeSettlement> {
  const unchanged = { feeCents: game.feeCents, takenCents: 0n, owedCents: 0n };
  if (!movesMoney(game)) return unchanged;
  await releaseFee(tx, game.id, game.cashierId);
  if (game.feePercent === null || game.minFeeCents === null) return unchanged;
  const terms = { feePercent: game.feePercent, minFeeCents: game.minFeeCents };
  const feeCents = settledFee(game.amountCents, game.feeCents, terms, ending);
  const dueCents = feeCents - game.feeCents;
  if (dueCents <= 0n) return unchanged;
  const cashier = await lockedCashierFees(tx, game.cashierId);
  const { takeCents, owedCents } = collect(dueCents, cashier.availableCents);
  if (takeCents > 0n)
    await moveMoney(tx, {
      from: { kind: 'cashier', id: game.cashierId },
      to: platform,
      amountCents: takeCents,
      kind: 'game_fee',
      reference: `game:${game.id}`,
      userId,
    });
  if (owedCents > 0n)
    await tx
      .update(cashiers)
      .set({ feeOwedCents: sql`${cashiers.feeOwedCents} + ${owedCents.toString()}::bigint` })
      .where(eq(cashiers.id, game.cashierId));
  await tx.update(games).set({ feeCents }).where(eq(games.id, game.id));
  return { feeCents, takenCents: takeCents, owedCents };
}

/**
 * Credit that reached a cashier pays what it owes first, from the balance no running game holds.
 * Answers the balance after it.
 */
export async function settleOwedFee(
  tx: Db,
  cashierId: number,
  userId: number | null,
): Promise<Cents> {
  const cashier = await lockedCashierFees(tx, cashierId);
  const { takeCents } = collect(cashier.feeOwedCents, cashier.availableCents);
  if (takeCents === 0n) return cashier.balanceCents;
  return payOwedFee(tx, cashierId, takeCents, userId);
}
