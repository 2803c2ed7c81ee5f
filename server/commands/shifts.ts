import { and, eq, sql } from 'drizzle-orm';
import {
  countedTotal,
  denominationsOf,
  type DenominationCount,
  BlindCountError,
} from '@core/shifts/blind-count';
import { expectedCash, type DrawerFlow } from '@core/shifts/expected-cash';
import type { BlindCountRow } from '@core/shifts/shift';
import { closeRequirement, type CloseRequirement } from '@core/shifts/thresholds';
import type { Cents } from '@core/money';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { games, shiftCorrections, shifts, shops } from '../db/schema';
import { HttpError } from '../http-error';
import { moveMoney } from '../ledger/move-money';
import { readPlatformSettings } from './platform-settings';
import { closeStatusOf, judgeMove, judgeOpening, lastCountOf, thresholdsOf } from './shift-flags';
import { SYSTEM_REASONS } from '@core/ledger/ledger-texts';

export type ShiftRow = typeof shifts.$inferSelect;

/** The shop row, locked: every shift step of one shop runs one at a time. */
async function lockShop(tx: Db, shopId: number) {
  const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId)).for('update');
  if (!shop) throw new HttpError(404, 'not_found');
  return shop;
}

async function openShiftOf(tx: Db, shopId: number): Promise<ShiftRow | undefined> {
  const [open] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.shopId, shopId), eq(shifts.status, 'open')));
  return open;
}

/**
 * Opens a shift with the float the cashier counted. When the count differs from the shop's cash
 * figure, the figure is brought to it first (`shift_opening_count`, outside the shift), so the
 * shift starts with its drawer's figure equal to its float. The float is judged against the last
 * count like a count difference (shift-flags judgeOpening), with the note given here or later.
 * 409 shift_already_open.
 */
export async function openShift(
  tx: Db,
  input: { shopId: number; userId: number; floatCents: Cents; note?: string | null },
): Promise<ShiftRow> {
  const shop = await lockShop(tx, input.shopId);
  if (await openShiftOf(tx, shop.id)) throw new HttpError(409, 'shift_already_open');
  const lastCountCents = (await lastCountOf(tx, shop.id)) ?? input.floatCents;
  const gap = input.floatCents - shop.cashCents;
  let entryId: number | null = null;
  if (gap !== 0n) {
    const drawer = { kind: 'shop' as const, id: shop.id };
    const outside = { kind: 'outside' as const };
    const moved = await moveMoney(tx, {
      from: gap > 0n ? outside : drawer,
      to: gap > 0n ? drawer : outside,
      amountCents: gap > 0n ? gap : -gap,
      kind: 'shift_opening_count',
      reason: SYSTEM_REASONS.floatCounted.text,
      userId: input.userId,
    });
    entryId = moved.entryId;
  }
  const [shift] = await tx
    .insert(shifts)
    .values({ shopId: shop.id, floatCents: input.floatCents, openedBy: input.userId })
    .returning();
  if (!shift) throw new Error('shift was not created');
  return judgeOpening(tx, {
    shift,
    shop,
    lastCountCents,
    entryId,
    note: input.note ?? null,
    userId: input.userId,
  });
}

/**
 * The shift a game starting in this shop belongs to. A start that finds none (a SPEC client knows
 * nothing of shifts) opens one with the shop's cash figure as its float and says so.
 */
export async function shiftForStart(
  tx: Db,
  input: { shopId: number; userId: number },
): Promise<{ shiftId: number; openedByStart: boolean; floatCents: Cents }> {
  const shop = await lockShop(tx, input.shopId);
  const open = await openShiftOf(tx, shop.id);
  if (open) return { shiftId: open.id, openedByStart: false, floatCents: open.floatCents };
  const [shift] = await tx
    .insert(shifts)
    .values({
      shopId: shop.id,
      floatCents: shop.cashCents,
      openedBy: input.userId,
      openedByStart: true,
    })
    .returning();
  if (!shift) throw new Error('shift was not created');
  const lastCountCents = (await lastCountOf(tx, shop.id)) ?? shift.floatCents;
  await judgeOpening(tx, {
    shift,
    shop,
    lastCountCents,
    entryId: null,
    note: null,
    userId: input.userId,
  });
  return { shiftId: shift.id, openedByStart: true, floatCents: shift.floatCents };
}

export type CashMoveKind = 'pay_in' | 'pay_out' | 'drop';
const LEDGER_KIND = {
  pay_in: 'shift_pay_in',
  pay_out: 'shift_pay_out',
  drop: 'shift_drop',
} as const;

/**
 * Cash in or out of an open shift's drawer, with who, when and why, on the ledger. A pay-out or a
 * drop the drawer's figure cannot cover answers 409 insufficient_balance; one over the shop's
 * thresholds is flagged (its reason is its note).
 */
export async function moveShiftCash(
  tx: Db,
  input: {
    shiftId: number;
    kind: CashMoveKind;
    amountCents: Cents;
    reason: string;
    userId: number;
  },
): Promise<{ entryId: number }> {
  const [shift] = await tx.select().from(shifts).where(eq(shifts.id, input.shiftId));
  if (!shift) throw new HttpError(404, 'not_found');
  const shop = await lockShop(tx, shift.shopId);
  const [fresh] = await tx.select().from(shifts).where(eq(shifts.id, shift.id));
  if (fresh?.status !== 'open') throw new HttpError(409, 'shift_not_open');
  const drawer = { kind: 'shop' as const, id: shift.shopId };
  const outside = { kind: 'outside' as const };
  const into = input.kind === 'pay_in';
  const moved = await moveMoney(tx, {
    from: into ? outside : drawer,
    to: into ? drawer : outside,
    amountCents: input.amountCents,
    kind: LEDGER_KIND[input.kind],
    reference: `shift:${shift.id}`,
    reason: input.reason,
    userId: input.userId,
    shiftId: shift.id,
  });
  if (input.kind !== 'pay_in')
    await judgeMove(tx, {
      shift: fresh,
      shop,
      kind: input.kind,
      amountCents: -input.amountCents,
      entryId: moved.entryId,
      note: input.reason,
      userId: input.userId,
    });
  return { entryId: moved.entryId };
}

/** The shift's drawer movements by ledger kind: the only source of its cash figures. */
export async function drawerFlows(db: Db, shift: ShiftRow): Promise<DrawerFlow[]> {
  const rows = await queryRows<{ kind: string; in_cents: string; out_cents: string }>(
    db,
    sql`select kind,
          coalesce(sum(amount_cents) filter (where to_account_kind = 'shop'
            and to_account_id = ${shift.shopId}), 0)::text as in_cents,
          coalesce(sum(amount_cents) filter (where from_account_kind = 'shop'
            and from_account_id = ${shift.shopId}), 0)::text as out_cents
        from ledger_entries where shift_id = ${shift.id} group by kind order by kind`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    inCents: BigInt(row.in_cents),
    outCents: BigInt(row.out_cents),
  }));
}

export interface ShiftGames {
  games: number;
  poolsCents: Cents;
  feesCents: Cents;
  prizesCents: Cents;
  /** The part of the ended games' pools paid back as their prizes, in cash from the drawer. */
  poolPrizesCents: Cents;
}

/** The games played in the shift: how many, their pools, fees and prizes (cancelled count 0). */
export async function gamesOfShift(db: Db, shiftId: number): Promise<ShiftGames> {
  const [row] = await queryRows<{
    n: string;
    pools: string;
    fees: string;
    prizes: string;
    pool_prizes: string;
  }>(
    db,
    sql`select count(*)::text as n,
          coalesce(sum(amount_cents) filter (where status <> 'cancelled'), 0)::text as pools,
          coalesce(sum(fee_cents) filter (where status <> 'cancelled'), 0)::text as fees,
          coalesce(sum(prize_cents) filter (where status = 'completed'), 0)::text as prizes,
          coalesce(sum(amount_cents - commission_cents) filter (where status = 'completed'),
            0)::text as pool_prizes
        from ${games} where shift_id = ${shiftId}`,
  );
  return {
    games: Number(row?.n ?? 0),
    poolsCents: BigInt(row?.pools ?? 0),
    feesCents: BigInt(row?.fees ?? 0),
    prizesCents: BigInt(row?.prizes ?? 0),
    poolPrizesCents: BigInt(row?.pool_prizes ?? 0),
  };
}

const nextZNumber = async (tx: Db, shopId: number): Promise<number> => {
  const [row] = await tx
    .update(shops)
    .set({ lastZNumber: sql`${shops.lastZNumber} + 1` })
    .where(eq(shops.id, shopId))
    .returning({ z: shops.lastZNumber });
  if (!row) throw new HttpError(404, 'not_found');
  return row.z;
};

/**
 * The blind count that closes a shift: the counted total by denomination, the Z number (the shop's
 * next), the expected cash from the ledger, and the drawer's figure brought to the count
 * (`shift_count_difference`, in the shift). The count is final once sent: a missing note leaves
 * the shift waiting for it, never for a second count (which would let a cashier probe the expected
 * amount). Refused while a game of the shop runs (409 game_running) and for a shift not open
 * (409 shift_not_open: a second close, even a simultaneous one).
 */
export async function countShift(
  tx: Db,
  input: { shiftId: number; count: DenominationCount; note: string | null; userId: number },
): Promise<ShiftRow> {
  const [found] = await tx.select().from(shifts).where(eq(shifts.id, input.shiftId));
  if (!found) throw new HttpError(404, 'not_found');
  const shop = await lockShop(tx, found.shopId);
  const [shift] = await tx.select().from(shifts).where(eq(shifts.id, found.id));
  if (shift?.status !== 'open') throw new HttpError(409, 'shift_not_open');
  const [running] = await tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.shopId, shop.id), eq(games.status, 'active')))
    .limit(1);
  if (running) throw new HttpError(409, 'game_running');
  let countedCents: Cents;
  try {
    const { denominations } = await readPlatformSettings(tx);
    countedCents = countedTotal(input.count, denominationsOf(denominations));
  } catch (error) {
    if (error instanceof BlindCountError) throw new HttpError(422, 'invalid_blind_count');
    throw error;
  }
  const expectedCents = expectedCash(shift.floatCents, await drawerFlows(tx, shift));
  const requirement = closeRequirement(countedCents, expectedCents, thresholdsOf(shop));
  const difference = countedCents - expectedCents;
  if (difference !== 0n) {
    const drawer = { kind: 'shop' as const, id: shop.id };
    const outside = { kind: 'outside' as const };
    await moveMoney(tx, {
      from: difference > 0n ? outside : drawer,
      to: difference > 0n ? drawer : outside,
      amountCents: difference > 0n ? difference : -difference,
      kind: 'shift_count_difference',
      reference: `shift:${shift.id}`,
      userId: input.userId,
      shiftId: shift.id,
    });
  }
  const status = await closeStatusOf(tx, shift, { requirement, note: input.note });
  const count: BlindCountRow[] = input.count.map((line) => ({
    value_cents: Number(line.valueCents),
    count: line.count,
  }));
  const [counted] = await tx
    .update(shifts)
    .set({
      status,
      zNumber: await nextZNumber(tx, shop.id),
      count,
      countedCents,
      expectedCents,
      requirement,
      note: input.note,
      countedBy: input.userId,
      countedAt: sql`now()`,
      closedAt: status === 'closed' ? sql`now()` : null,
    })
    .where(eq(shifts.id, shift.id))
    .returning();
  if (!counted) throw new Error('shift was not counted');
  return counted;
}

/**
 * The note a shift waits for: while open, the opening difference's; once counted, the count's,
 * then the opening's. Then closed, or on to the approval (409 shift_not_awaiting otherwise).
 */
export async function noteShift(
  tx: Db,
  input: { shiftId: number; note: string },
): Promise<ShiftRow> {
  const [shift] = await tx.select().from(shifts).where(eq(shifts.id, input.shiftId)).for('update');
  if (!shift) throw new HttpError(404, 'not_found');
  const openingDue = shift.openingRequirement !== 'close' && shift.openingNote === null;
  const countRequirement = (shift.requirement ?? 'close') as CloseRequirement;
  const countDue = countRequirement !== 'close' && shift.note === null;
  if (shift.status === 'open') {
    if (!openingDue) throw new HttpError(409, 'shift_not_awaiting');
    const [noted] = await tx
      .update(shifts)
      .set({ openingNote: input.note })
      .where(eq(shifts.id, shift.id))
      .returning();
    if (!noted) throw new Error('shift was not noted');
    return noted;
  }
  if (shift.status !== 'awaiting_note' || !(countDue || openingDue))
    throw new HttpError(409, 'shift_not_awaiting');
  const changes = countDue ? { note: input.note } : { openingNote: input.note };
  const next = { ...shift, ...changes };
  const status = await closeStatusOf(tx, next, { requirement: countRequirement, note: next.note });
  const [noted] = await tx
    .update(shifts)
    .set({ ...changes, status, closedAt: status === 'closed' ? sql`now()` : null })
    .where(eq(shifts.id, shift.id))
    .returning();
  if (!noted) throw new Error('shift was not noted');
  return noted;
}

/** The overseer's approval of a close over the second threshold (the route checks the role). */
export async function approveShift(
  tx: Db,
  input: { shiftId: number; note: string; userId: number },
): Promise<ShiftRow> {
  const [shift] = await tx.select().from(shifts).where(eq(shifts.id, input.shiftId)).for('update');
  if (!shift) throw new HttpError(404, 'not_found');
  if (shift.status !== 'awaiting_approval') throw new HttpError(409, 'shift_not_awaiting');
  const [approved] = await tx
    .update(shifts)
    .set({
      status: 'closed',
      approvedBy: input.userId,
      approvalNote: input.note,
      closedAt: sql`now()`,
    })
    .where(eq(shifts.id, shift.id))
    .returning();
  if (!approved) throw new Error('shift was not approved');
  return approved;
}

/** A correction of a counted Z: a new entry with its reason; the Z itself stays as it was. */
export async function correctShift(
  tx: Db,
  input: { shiftId: number; amountCents: Cents; reason: string; userId: number },
): Promise<void> {
  const [shift] = await tx.select().from(shifts).where(eq(shifts.id, input.shiftId));
  if (!shift) throw new HttpError(404, 'not_found');
  if (shift.status === 'open') throw new HttpError(409, 'shift_not_counted');
  await tx.insert(shiftCorrections).values({
    shiftId: shift.id,
    amountCents: input.amountCents,
    reason: input.reason,
    userId: input.userId,
  });
}
