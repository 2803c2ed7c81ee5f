import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { centsToAmount, type Cents } from '@core/money';
import { expectedCash, shiftLines } from '@core/shifts/expected-cash';
import { zLabel } from '@core/shifts/z-number';
import type { Shift } from '@core/schemas/shifts';
import type { ShiftStatus } from '@core/shifts/shift';
import type { Db } from '../../db/client';
import { cashiers, shiftCorrections, shifts, shops, users } from '../../db/schema';
import { drawerFlows, gamesOfShift, type ShiftRow } from '../../commands/shifts';
import { flagsOf } from '../../commands/shift-flags';
import { strongest, type ShiftFlagKind } from '@core/shifts/cash-flags';
import type { CloseRequirement } from '@core/shifts/thresholds';
import { notFound } from '../../http-error';
import { shopScopeFilter, type ShopScope } from '../../queries/shops';
import { isoOf } from '../reports/game-rows';

export const SHIFTS_PER_PAGE = 50;

/** A shift of a shop the caller may see; anyone else gets 404 (its existence is not told). */
export async function shiftInScope(db: Db, scope: ShopScope, shiftId: number): Promise<ShiftRow> {
  const [row] = await db
    .select({ shift: shifts })
    .from(shifts)
    .innerJoin(shops, eq(shops.id, shifts.shopId))
    .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
    .where(and(eq(shifts.id, shiftId), shopScopeFilter(scope)));
  if (!row) throw notFound();
  return row.shift;
}

/** A live shop the caller may see (a cashier: its own). */
export async function shopIdInScope(db: Db, scope: ShopScope, shopId: number): Promise<number> {
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
    .where(and(eq(shops.id, shopId), sql`${shops.deletedAt} is null`, shopScopeFilter(scope)));
  if (!row) throw notFound();
  return row.id;
}

const money = (cents: Cents) => centsToAmount(cents);
const usernameOf = async (db: Db, id: number | null) => {
  if (id === null) return null;
  const [user] = await db.select({ name: users.username }).from(users).where(eq(users.id, id));
  return user?.name ?? null;
};

/**
 * A shift as the API shows it: the X report while open, the Z once counted. Blind count: for the
 * shop's cashier, an open shift shows no drawer figure (the expected cash, or the lines that add up
 * to it); the agent and the admin see them.
 */
export async function shiftView(db: Db, shift: ShiftRow, viewer: 'cashier' | 'overseer') {
  const [shop] = await db
    .select({ name: shops.name, cashier: users.username })
    .from(shops)
    .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
    .innerJoin(users, eq(users.id, cashiers.userId))
    .where(eq(shops.id, shift.shopId));
  const flows = await drawerFlows(db, shift);
  const lines = shiftLines(flows);
  const played = await gamesOfShift(db, shift.id);
  const corrections = await db
    .select({
      amountCents: shiftCorrections.amountCents,
      reason: shiftCorrections.reason,
      by: users.username,
      createdAt: shiftCorrections.createdAt,
    })
    .from(shiftCorrections)
    .innerJoin(users, eq(users.id, shiftCorrections.userId))
    .where(eq(shiftCorrections.shiftId, shift.id))
    .orderBy(shiftCorrections.id);
  const hidden = viewer === 'cashier' && shift.status === 'open';
  const flags = await flagsOf(db, shift);
  const counted = shift.countedCents !== null && shift.expectedCents !== null;
  const difference = counted ? shift.countedCents! - shift.expectedCents! : null;
  const corrected = corrections.reduce((sum, c) => sum + c.amountCents, 0n);
  const view: Shift = {
    id: shift.id,
    shop_id: shift.shopId,
    shop_name: shop?.name ?? '',
    cashier: shop?.cashier ?? '',
    status: shift.status,
    z_number: shift.zNumber === null ? null : zLabel(shift.zNumber),
    float: money(shift.floatCents),
    opened_by_start: shift.openedByStart,
    opened_by: (await usernameOf(db, shift.openedBy)) ?? '',
    opened_at: isoOf(shift.openedAt),
    games: {
      count: played.games,
      pools: money(played.poolsCents),
      fees: money(played.feesCents),
      prizes: money(played.prizesCents),
    },
    cash_moves: {
      pay_ins: money(lines.payIns),
      pay_outs: money(-lines.payOuts),
      drops: money(-lines.drops),
    },
    cash: hidden
      ? null
      : {
          float: money(shift.floatCents),
          takings: money(lines.takings),
          // The drawer keeps each ended game's pool less its prize: shown as both lines.
          pools: money(lines.takings + played.poolPrizesCents),
          prizes_from_pools: money(-played.poolPrizesCents),
          prizes_paid: money(lines.prizesPaid),
          bonuses_paid: money(lines.bonusesPaid),
          jackpots_paid: money(lines.jackpotsPaid),
          jackpot_cash_brought: money(lines.jackpotCashBrought),
          pay_ins: money(lines.payIns),
          pay_outs: money(lines.payOuts),
          drops: money(lines.drops),
          adjustments: money(lines.adjustments),
          count_difference: money(lines.countDifference),
          other: money(lines.other),
          expected: money(shift.expectedCents ?? expectedCash(shift.floatCents, flows)),
        },
    count: counted
      ? {
          lines: (shift.count ?? []).map((line) => ({
            value: line.value_cents / 100,
            count: line.count,
          })),
          counted: money(shift.countedCents!),
          expected: money(shift.expectedCents!),
          difference: money(difference!),
          requirement: (shift.requirement ?? 'close') as 'close',
          note: shift.note,
          counted_by: await usernameOf(db, shift.countedBy),
          counted_at: shift.countedAt ? isoOf(shift.countedAt) : null,
        }
      : null,
    approval:
      shift.approvedBy === null
        ? null
        : { by: await usernameOf(db, shift.approvedBy), note: shift.approvalNote },
    closed_at: shift.closedAt ? isoOf(shift.closedAt) : null,
    corrections: corrections.map((c) => ({
      amount: money(c.amountCents),
      reason: c.reason,
      by: c.by,
      created_at: isoOf(c.createdAt),
    })),
    corrected_difference: difference === null ? null : money(difference + corrected),
    opening: {
      last_count: money(shift.floatCents - shift.openingDifferenceCents),
      difference: money(shift.openingDifferenceCents),
      requirement: shift.openingRequirement as CloseRequirement,
      note: shift.openingNote,
    },
    flags: flags.map((flag) => ({
      kind: flag.kind as ShiftFlagKind,
      amount: money(flag.amountCents),
      requirement: flag.requirement as 'note_required',
      note: flag.note,
      by: flag.by,
      created_at: isoOf(flag.createdAt),
    })),
    close_requirement: strongest([
      (shift.requirement ?? 'close') as CloseRequirement,
      shift.openingRequirement as CloseRequirement,
      ...flags.map((flag) => flag.requirement),
    ]),
  };
  return view;
}

/**
 * The shifts in scope, newest first, a page at a time, with the filters of the agent's view. The
 * Z history (`counted`) lists only counted shifts, the newest count first.
 */
export async function listShifts(
  db: Db,
  scope: ShopScope,
  filters: { shopId?: number; status?: ShiftStatus; counted?: boolean },
  page: number,
  perPage = SHIFTS_PER_PAGE,
): Promise<{ count: number; rows: ShiftRow[] }> {
  const where = and(
    shopScopeFilter(scope),
    filters.shopId === undefined ? undefined : eq(shifts.shopId, filters.shopId),
    filters.status === undefined ? undefined : eq(shifts.status, filters.status),
    filters.counted === undefined
      ? undefined
      : filters.counted
        ? isNotNull(shifts.zNumber)
        : isNull(shifts.zNumber),
  );
  const order = filters.counted
    ? [desc(shifts.countedAt), desc(shifts.id)]
    : [desc(shifts.openedAt), desc(shifts.id)];
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shifts)
    .innerJoin(shops, eq(shops.id, shifts.shopId))
    .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
    .where(where);
  const rows = await db
    .select({ shift: shifts })
    .from(shifts)
    .innerJoin(shops, eq(shops.id, shifts.shopId))
    .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { count: Number(total?.n ?? 0), rows: rows.map((r) => r.shift) };
}
