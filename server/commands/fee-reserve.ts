import { eq, sql } from 'drizzle-orm';
import { feeOnKept, type FeeTerms } from '@core/game-fee';
import { centsToAmount, type Cents } from '@core/money';
import type { Db } from '../db/client';
import { cashiers, games } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { moveMoney } from '../ledger/move-money';

const platform = { kind: 'platform' } as const;

/** A cashier's row, locked: its balance, what it owes and what running games hold of it. */
export async function lockedCashierFees(tx: Db, cashierId: number) {
  const [row] = await tx
    .select({
      balanceCents: cashiers.balanceCents,
      feeOwedCents: cashiers.feeOwedCents,
      feeReservedCents: cashiers.feeReservedCents,
    })
    .from(cashiers)
    .where(eq(cashiers.id, cashierId))
    .for('update');
  if (!row) throw notFound();
  return { ...row, availableCents: row.balanceCents - row.feeReservedCents };
}

/**
 * A start's fee (decision 044): the start fee is charged now, and the rest of what the game could
 * owe at worst (the fee on the whole pool: a close with no winner) is reserved on the game and the
 * cashier until the game ends. A fee owed from before is paid first. Refused (409
 * insufficient_balance, with the start fee, the reserve, the available balance and what is owed)
 * when the balance not already reserved cannot cover all three.
 */
export async function reserveFee(
  tx: Db,
  start: {
    cashierId: number;
    gameId: number;
    poolCents: Cents;
    feeCents: Cents;
    terms: FeeTerms;
    userId: number;
  },
): Promise<void> {
  const cashier = await lockedCashierFees(tx, start.cashierId);
  const worstCents = feeOnKept(start.poolCents, start.terms);
  const reserveCents = worstCents > start.feeCents ? worstCents - start.feeCents : 0n;
  if (cashier.availableCents < cashier.feeOwedCents + start.feeCents + reserveCents)
    throw new HttpError(409, 'insufficient_balance', [
      {
        path: 'fee',
        message:
          'The balance must cover the fee, the fee reserved until the game ends, and what is owed',
        code: 'insufficient_balance',
        params: {
          fee: centsToAmount(start.feeCents),
          fee_reserved: centsToAmount(reserveCents),
          balance: centsToAmount(cashier.availableCents),
          fee_owed: centsToAmount(cashier.feeOwedCents),
        },
      },
    ]);
  if (cashier.feeOwedCents > 0n)
    await payOwedFee(tx, start.cashierId, cashier.feeOwedCents, start.userId);
  if (start.feeCents > 0n)
    await moveMoney(tx, {
      from: { kind: 'cashier', id: start.cashierId },
      to: platform,
      amountCents: start.feeCents,
      kind: 'game_fee',
      reference: `game:${start.gameId}`,
      userId: start.userId,
    });
  if (reserveCents === 0n) return;
  await tx.update(games).set({ feeReservedCents: reserveCents }).where(eq(games.id, start.gameId));
  await tx
    .update(cashiers)
    .set({
      feeReservedCents: sql`${cashiers.feeReservedCents} + ${reserveCents.toString()}::bigint`,
    })
    .where(eq(cashiers.id, start.cashierId));
}

/**
 * A game's end gives its reserve back to the cashier's available balance, in the transaction that
 * then takes the settled fee (game-fee.ts). Answers what was reserved (0 for a game from before).
 */
export async function releaseFee(tx: Db, gameId: number, cashierId: number): Promise<Cents> {
  const [game] = await tx
    .select({ reserved: games.feeReservedCents })
    .from(games)
    .where(eq(games.id, gameId))
    .for('update');
  const reserved = game?.reserved ?? 0n;
  if (reserved === 0n) return 0n;
  await tx.update(games).set({ feeReservedCents: 0n }).where(eq(games.id, gameId));
  await tx
    .update(cashiers)
    .set({ feeReservedCents: sql`${cashiers.feeReservedCents} - ${reserved.toString()}::bigint` })
    .where(eq(cashiers.id, cashierId));
  return reserved;
}

/** Pays part of a fee owed from before decision 044, as a game_fee entry naming the debt. */
export async function payOwedFee(
  tx: Db,
  cashierId: number,
  amountCents: Cents,
  userId: number | null,
): Promise<Cents> {
  const moved = await moveMoney(tx, {
    from: { kind: 'cashier', id: cashierId },
    to: platform,
    amountCents,
    kind: 'game_fee',
    reference: `fee_owed:cashier:${cashierId}`,
    userId,
  });
  await tx
    .update(cashiers)
    .set({ feeOwedCents: sql`${cashiers.feeOwedCents} - ${amountCents.toString()}::bigint` })
    .where(eq(cashiers.id, cashierId));
  return moved.fromBalanceCents ?? 0n;
}
