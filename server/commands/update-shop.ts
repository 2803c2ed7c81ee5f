import { and, eq, isNull } from 'drizzle-orm';
import type { Cents } from '@core/money';
import type { Db } from '../db/client';
import { shifts, shops } from '../db/schema';
import { notFound } from '../http-error';
import { moveMoney } from '../ledger/move-money';
import { cashierShownCash } from '../queries/shop-cash';
import { judgeMove } from './shift-flags';
import { assertShopNameFree, withShopNameGuard } from './shop-name';

export interface ShopChanges {
  name?: string;
  isActive?: boolean;
  /** The cash the drawer should now hold; the difference is recorded as an adjustment. */
  cashCents?: Cents;
  /** Why the cash changed, kept on the adjustment. */
  reason?: string;
}

/**
 * Edits one of the cashier's own (not deleted) shops inside the caller's transaction. A new cash
 * figure becomes a shop_adjustment between the shop and the outside, with who and when. While a
 * shift is open the figure is the one the cashier sees (the float moved by its own cash moves).
 */
export async function updateShop(
  tx: Db,
  by: { userId: number; cashierId: number },
  shopId: number,
  changes: ShopChanges,
): Promise<void> {
  const [shop] = await tx
    .select({ id: shops.id, cashCents: shops.cashCents })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.cashierId, by.cashierId), isNull(shops.deletedAt)))
    .for('update');
  if (!shop) throw notFound();
  if (changes.name !== undefined) await assertShopNameFree(tx, by.cashierId, changes.name, shop.id);
  if (changes.name !== undefined || changes.isActive !== undefined)
    await withShopNameGuard(() =>
      tx
        .update(shops)
        .set({ name: changes.name, isActive: changes.isActive })
        .where(eq(shops.id, shop.id)),
    );
  if (changes.cashCents === undefined) return;
  // While a shift is open the cashier sees (and so sets) the figure it may know, never the
  // expected cash: the edit moves the drawer by the difference from that figure.
  const delta = changes.cashCents - (await cashierShownCash(tx, shop.id));
  if (delta === 0n) return;
  const shopAccount = { kind: 'shop' as const, id: shop.id };
  const moved = await moveMoney(tx, {
    from: delta > 0n ? { kind: 'outside' } : shopAccount,
    to: delta > 0n ? shopAccount : { kind: 'outside' },
    amountCents: delta > 0n ? delta : -delta,
    kind: 'shop_adjustment',
    reference: `shop ${shop.id} cash set to ${changes.cashCents} cents`,
    reason: changes.reason ?? null,
    userId: by.userId,
  });
  // In an open shift the edit is judged like a pay-out: over a threshold it is flagged, and over
  // the note level it needs its reason.
  const [shift] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.shopId, shop.id), eq(shifts.status, 'open')));
  if (!shift) return;
  const [row] = await tx.select().from(shops).where(eq(shops.id, shop.id));
  await judgeMove(tx, {
    shift,
    shop: row!,
    kind: 'drawer_edit',
    amountCents: delta,
    entryId: moved.entryId,
    note: changes.reason ?? null,
    userId: by.userId,
  });
}
