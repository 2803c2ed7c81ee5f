import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  moveRequirement,
  openingRequirement,
  statusAfterCount,
  type ShiftFlagKind,
} from '@core/shifts/cash-flags';
import type { CloseRequirement, CountThresholds } from '@core/shifts/thresholds';
import type { Cents } from '@core/money';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { shiftFlags, shifts, shops, users } from '../db/schema';
import { HttpError } from '../http-error';

type ShopRow = typeof shops.$inferSelect;
type ShiftRow = typeof shifts.$inferSelect;

export const thresholdsOf = (shop: ShopRow): CountThresholds => ({
  noteAmountCents: shop.countNoteAmountCents,
  notePercent: shop.countNotePercent,
  approvalAmountCents: shop.countApprovalAmountCents,
  approvalPercent: shop.countApprovalPercent,
});

/** The cash the shop's last counted shift counted; null before its first count. */
export async function lastCountOf(tx: Db, shopId: number): Promise<Cents | null> {
  const [last] = await tx
    .select({ counted: shifts.countedCents })
    .from(shifts)
    .where(and(eq(shifts.shopId, shopId), isNotNull(shifts.countedCents)))
    .orderBy(desc(shifts.countedAt), desc(shifts.id))
    .limit(1);
  return last?.counted ?? null;
}

/**
 * The float of a new shift judged against the last count (the caller passes the float itself
 * before a shop's first count: nothing to judge it by): its difference and requirement on the
 * shift, and a flag when it is over a threshold.
 */
export async function judgeOpening(
  tx: Db,
  input: {
    shift: ShiftRow;
    shop: ShopRow;
    lastCountCents: Cents;
    entryId: number | null;
    note: string | null;
    userId: number;
  },
): Promise<ShiftRow> {
  const { shift, shop } = input;
  const difference = shift.floatCents - input.lastCountCents;
  const requirement = openingRequirement(
    shift.floatCents,
    input.lastCountCents,
    thresholdsOf(shop),
  );
  if (difference === 0n) return shift;
  const [judged] = await tx
    .update(shifts)
    .set({
      openingDifferenceCents: difference,
      openingRequirement: requirement,
      openingNote: requirement === 'close' ? null : input.note,
    })
    .where(eq(shifts.id, shift.id))
    .returning();
  if (requirement !== 'close')
    await tx.insert(shiftFlags).values({
      shiftId: shift.id,
      ledgerEntryId: input.entryId,
      kind: 'opening_difference' satisfies ShiftFlagKind,
      amountCents: difference,
      requirement,
      note: input.note,
      userId: input.userId,
    });
  return judged ?? shift;
}

const JUDGED_KINDS = ['shift_pay_out', 'shift_drop', 'shop_adjustment'];

/**
 * A pay-out, drop or drawer edit of an open shift, already on the ledger as `entryId`: judged on
 * the sum the shift's judged moves have moved (this one included), by amount and by percent of
 * the float. Over the note level it needs its note (422 move_note_required without one: the
 * caller's transaction rolls the move back); over a level it is flagged for the Z and the agent.
 */
export async function judgeMove(
  tx: Db,
  input: {
    shift: ShiftRow;
    shop: ShopRow;
    kind: Exclude<ShiftFlagKind, 'opening_difference'>;
    amountCents: Cents;
    entryId: number;
    note: string | null;
    userId: number;
  },
): Promise<CloseRequirement> {
  const kinds = sql.join(
    JUDGED_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const [before] = await queryRows<{ moved: string }>(
    tx,
    sql`select coalesce(sum(amount_cents), 0)::text as moved from ledger_entries
        where shift_id = ${input.shift.id} and kind in (${kinds}) and id <> ${input.entryId}`,
  );
  const requirement = moveRequirement(
    BigInt(before?.moved ?? 0),
    input.amountCents,
    input.shift.floatCents,
    thresholdsOf(input.shop),
  );
  if (requirement === 'close') return requirement;
  const note = input.note?.trim() ? input.note : null;
  if (note === null) throw new HttpError(422, 'move_note_required');
  await tx.insert(shiftFlags).values({
    shiftId: input.shift.id,
    ledgerEntryId: input.entryId,
    kind: input.kind,
    amountCents: input.amountCents,
    requirement,
    note,
    userId: input.userId,
  });
  return requirement;
}

export interface ShiftFlagView {
  kind: string;
  amountCents: Cents;
  requirement: CloseRequirement;
  note: string | null;
  by: string | null;
  createdAt: Date;
}

/** A shift's flagged moves, oldest first; the opening's note is the one the shift took. */
export async function flagsOf(db: Db, shift: ShiftRow): Promise<ShiftFlagView[]> {
  const rows = await db
    .select({
      kind: shiftFlags.kind,
      amountCents: shiftFlags.amountCents,
      requirement: shiftFlags.requirement,
      note: shiftFlags.note,
      by: users.username,
      createdAt: shiftFlags.createdAt,
    })
    .from(shiftFlags)
    .leftJoin(users, eq(users.id, shiftFlags.userId))
    .where(eq(shiftFlags.shiftId, shift.id))
    .orderBy(shiftFlags.id);
  return rows.map((row) => ({
    ...row,
    requirement: row.requirement as CloseRequirement,
    note: row.kind === 'opening_difference' ? (row.note ?? shift.openingNote) : row.note,
  }));
}

/** Where a counted shift stands, its opening and flagged moves included (core statusAfterCount). */
export async function closeStatusOf(
  tx: Db,
  shift: ShiftRow,
  count: { requirement: CloseRequirement; note: string | null },
) {
  const flags = await tx
    .select({ requirement: shiftFlags.requirement })
    .from(shiftFlags)
    .where(eq(shiftFlags.shiftId, shift.id));
  return statusAfterCount({
    count,
    opening: {
      requirement: shift.openingRequirement as CloseRequirement,
      note: shift.openingNote,
    },
    flags: flags.map((f) => f.requirement as CloseRequirement),
  });
}
