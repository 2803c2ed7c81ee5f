import { eq } from 'drizzle-orm';
import { amountToCents, centsToAmount } from '@core/money';
import type { CountThresholdsBody } from '@core/schemas/shifts';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { notFound } from '../../http-error';

export async function countThresholdsOf(db: Db, shopId: number): Promise<CountThresholdsBody> {
  const [shop] = await db
    .select({
      noteAmount: shops.countNoteAmountCents,
      notePercent: shops.countNotePercent,
      approvalAmount: shops.countApprovalAmountCents,
      approvalPercent: shops.countApprovalPercent,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw notFound();
  return {
    note_amount: centsToAmount(shop.noteAmount),
    note_percent: shop.notePercent,
    approval_amount: centsToAmount(shop.approvalAmount),
    approval_percent: shop.approvalPercent,
  };
}

export async function setCountThresholds(
  db: Db,
  shopId: number,
  body: CountThresholdsBody,
): Promise<void> {
  await db
    .update(shops)
    .set({
      countNoteAmountCents: amountToCents(body.note_amount),
      countNotePercent: body.note_percent,
      countApprovalAmountCents: amountToCents(body.approval_amount),
      countApprovalPercent: body.approval_percent,
    })
    .where(eq(shops.id, shopId));
}
