import { eq, sql } from 'drizzle-orm';
import { collect, settledFee, type FeeEnding } from '@core/game-fee';
import { centsToAmount, type Cents } from '@core/money';
import type { Db } from '../db/client';
import { cashiers, games } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { moveMoney } from '../ledger/move-money';

const platform = { kind: 'platform' } as const;

async function lockedCashier(tx: Db, cashierId: number) {
  const [row] = await tx
    .select({ balanceCents: cashiers.balanceCents, feeOwedCents: cashiers.feeOwedCents })
    .from(cashiers)
    .where(eq(cashiers.id, cashierId))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * The start's fee, cashier -> platform. Refused (409 insufficient_balance, with the fee, the
 * balance and what is owed) while a fee is owed or when the balance cannot cover it.
 */
export async function chargeStartFee(
  tx: Db,
  charge: { cashierId: number; gameId: number; feeCents: Cents; userId: number },
): Promise<void> {
  const cashier = await lockedCashier(tx, charge.cashierId);
  if (cashier.feeOwedCents > 0n || cashier.balanceCents < charge.feeCents)
    throw new HttpError(409, 'insufficient_balance', [
      {
        path: 'fee',
        message: 'The balance must cover the fee, and nothing may be owed',
        code: 'insufficient_balance',
        params: {
          fee: centsToAmount(charge.feeCents),
          balance: centsToAmount(cashier.balanceCents),
          fee_owed: centsToAmount(cashier.feeOwedCents),
        },
      },
    ]);
  if (charge.feeCents > 0n)
    await moveMoney(tx, {
      from: { kind: 'cashier', id: charge.cashierId },
      to: platform,
      amountCents: charge.feeCents,
      kind: 'game_fee',
      reference: `game:${charge.gameId}`,
      userId: charge.userId,
    });
}

export interface FeeSettlement {
  feeCents: Cents;
  takenCents: Cents;
  owedCents: Cents;
}

/**
 * Settles a game's fee at its end (core/game-fee.ts): the difference from what the start charged
 * is taken from the cashier as far as its balance covers, the rest is owed. A game from before
 * minimum fees (no terms) keeps what it was charged.
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
  },
  ending: FeeEnding,
  userId: number,
): Promise<FeeSettlement> {
  const unchanged = { feeCents: game.feeCents, takenCents: 0n, owedCents: 0n };
  if (game.feePercent === null || game.minFeeCents === null) return unchanged;
  const terms = { feePercent: game.feePercent, minFeeCents: game.minFeeCents };
  const feeCents = settledFee(game.amountCents, game.feeCents, terms, ending);
  const dueCents = feeCents - game.feeCents;
  if (dueCents <= 0n) return unchanged;
  const cashier = await lockedCashier(tx, game.cashierId);
  const { takeCents, owedCents } = collect(dueCents, cashier.balanceCents);
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

/** Credit that reached a cashier pays what it owes first. Answers the balance after it. */
export async function settleOwedFee(
  tx: Db,
  cashierId: number,
  userId: number | null,
): Promise<Cents> {
  const cashier = await lockedCashier(tx, cashierId);
  const { takeCents } = collect(cashier.feeOwedCents, cashier.balanceCents);
  if (takeCents === 0n) return cashier.balanceCents;
  const moved = await moveMoney(tx, {
    from: { kind: 'cashier', id: cashierId },
    to: platform,
    amountCents: takeCents,
    kind: 'game_fee',
    reference: `fee_owed:cashier:${cashierId}`,
    userId,
  });
  await tx
    .update(cashiers)
    .set({ feeOwedCents: sql`${cashiers.feeOwedCents} - ${takeCents.toString()}::bigint` })
    .where(eq(cashiers.id, cashierId));
  return moved.fromBalanceCents ?? 0n;
}
