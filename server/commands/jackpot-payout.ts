import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jackpots, shops } from '../db/schema';
import { moveMoney } from '../ledger/move-money';

export interface JackpotPayout {
  jackpotId: number;
  amountCents: bigint;
  message: string;
}

export const DEFAULT_JACKPOT_MESSAGE = 'Congratulations! Jackpot won!';

/**
 * Pays a jackpot the server decided: its whole amount to the cashier's balance, and the same amount
 * handed to the player in cash from the shop's drawer. The drawer's figure is not asked whether it
 * may pay: what it does not hold was brought to the drawer for the payout, recorded as such
 * (`jackpot_cash_brought`), so the figure ends at zero, never below. The jackpot then ends.
 */
export async function payJackpot(
  tx: Db,
  input: {
    jackpot: { id: number; balanceCents: bigint; message: string };
    shopId: number;
    cashierId: number;
    gameId: number;
    userId: number;
  },
): Promise<JackpotPayout> {
  const { jackpot } = input;
  const amountCents = jackpot.balanceCents;
  const reference = `game:${input.gameId}`;
  await moveMoney(tx, {
    from: { kind: 'jackpot', id: jackpot.id },
    to: { kind: 'cashier', id: input.cashierId },
    amountCents,
    kind: 'jackpot_payout',
    reference,
    userId: input.userId,
  });
  const [drawer] = await tx
    .select({ cash: shops.cashCents })
    .from(shops)
    .where(eq(shops.id, input.shopId))
    .for('update');
  const broughtCents = amountCents - (drawer?.cash ?? 0n);
  if (broughtCents > 0n)
    await moveMoney(tx, {
      from: { kind: 'outside' },
      to: { kind: 'shop', id: input.shopId },
      amountCents: broughtCents,
      kind: 'jackpot_cash_brought',
      reference,
      userId: input.userId,
    });
  await moveMoney(tx, {
    from: { kind: 'shop', id: input.shopId },
    to: { kind: 'outside' },
    amountCents,
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
    amountCents,
    message: jackpot.message || DEFAULT_JACKPOT_MESSAGE,
  };
}
