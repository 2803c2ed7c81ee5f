import type { Cents } from '../money';

/**
 * The ledger kinds that move a shop's drawer, grouped as the X and Z reports show them. Every
 * figure of a shift is a sum of the shop's ledger entries made in the shift (decision 035).
 */
export const SHIFT_LINES = {
  /** The house cut (or the whole pool of a game closed with no winner) kept in the drawer. */
  takings: ['game_takings'],
  /** Cash paid from the drawer beyond the pool's prize: extra full prizes (decision 030). */
  prizesPaid: ['game_extra_prize'],
  /** Stages' bonuses paid in cash from the drawer (decision 034). */
  bonusesPaid: ['game_stage_bonus'],
  jackpotsPaid: ['jackpot_cash_payout'],
  /** Cash brought in for a jackpot the drawer could not cover. */
  jackpotCashBrought: ['jackpot_cash_brought'],
  payIns: ['shift_pay_in'],
  payOuts: ['shift_pay_out'],
  drops: ['shift_drop'],
  /** The cashier's edits of the shop's cash figure (a cash adjustment) within the shift. */
  adjustments: ['shop_adjustment'],
  /** At the count: the drawer's figure brought to the counted cash (a shortage shows negative). */
  countDifference: ['shift_count_difference'],
} as const;

export type ShiftLine = keyof typeof SHIFT_LINES;

/** One sum of the shop's ledger entries of one kind within a shift: in and out of the drawer. */
export interface DrawerFlow {
  kind: string;
  inCents: Cents;
  outCents: Cents;
}

export type ShiftLines = Record<ShiftLine, Cents> & { other: Cents };

/**
 * The shift's lines from the drawer's ledger flows: each line is its kinds' net movement in the
 * drawer (in - out; money leaving shows negative). A kind no line names goes to `other`, so the
 * lines always add up to the whole movement.
 */
export function shiftLines(flows: readonly DrawerFlow[]): ShiftLines {
  const lines = {
    takings: 0n,
    prizesPaid: 0n,
    bonusesPaid: 0n,
    jackpotsPaid: 0n,
    jackpotCashBrought: 0n,
    payIns: 0n,
    payOuts: 0n,
    drops: 0n,
    adjustments: 0n,
    countDifference: 0n,
    other: 0n,
  } satisfies ShiftLines;
  for (const flow of flows) {
    const net = flow.inCents - flow.outCents;
    const line = (Object.keys(SHIFT_LINES) as ShiftLine[]).find((name) =>
      (SHIFT_LINES[name] as readonly string[]).includes(flow.kind),
    );
    lines[line ?? 'other'] += net;
  }
  return lines;
}

/**
 * What the drawer should hold: the float it opened with plus every movement of the drawer's
 * ledger entries in the shift. Equals the shop's stored cash figure while the shift is open.
 */
export function expectedCash(floatCents: Cents, flows: readonly DrawerFlow[]): Cents {
  return flows.reduce((sum, flow) => sum + flow.inCents - flow.outCents, floatCents);
}
