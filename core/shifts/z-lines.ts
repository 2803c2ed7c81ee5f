import { amountToCents, centsToAmount, type Cents } from '../money';

/**
 * The drawer's lines of an X or Z report, in the order they lead from the float to the expected
 * cash (decision 049). Each is signed: money into the drawer is positive, money out negative.
 */
export const DRAWER_LINES = [
  /** What players paid for the cards of the shift's ended games. */
  'pools',
  /** Prizes paid in cash: the pools' prizes and extra full prizes. */
  'prizesPaid',
  /** Stage bonuses and jackpots paid in cash from the drawer. */
  'bonusesAndJackpots',
  'payIns',
  'payOuts',
  'drops',
  /** The cashier's drawer edits, cash brought for a jackpot, any other movement. */
  'other',
] as const;
export type DrawerLineKey = (typeof DRAWER_LINES)[number];

/** The drawer's ledger lines as the API carries them (`Shift.cash`), in the hall's currency. */
export interface DrawerCash {
  float: number;
  pools: number;
  prizes_from_pools: number;
  prizes_paid: number;
  bonuses_paid: number;
  jackpots_paid: number;
  jackpot_cash_brought: number;
  pay_ins: number;
  pay_outs: number;
  drops: number;
  adjustments: number;
  other: number;
  expected: number;
}

export interface DrawerLine {
  key: DrawerLineKey;
  amount: number;
}

export interface DrawerReport {
  float: number;
  lines: DrawerLine[];
  expected: number;
  /** The float plus the lines, to the cent: equals `expected` unless a line was lost. */
  sum: number;
}

const sumOf = (amounts: readonly number[]): Cents =>
  amounts.reduce((total, amount) => total + amountToCents(amount), 0n);

/**
 * The one rule for the drawer's lines that every screen and every print shows: the float, then
 * each line with its sign, then the expected cash they add up to. The count's own difference and
 * the platform fee (the cashier's balance, not the drawer) are not lines of the drawer.
 */
export function drawerLines(cash: DrawerCash): DrawerReport {
  const amounts: Record<DrawerLineKey, number[]> = {
    pools: [cash.pools],
    prizesPaid: [cash.prizes_from_pools, cash.prizes_paid],
    bonusesAndJackpots: [cash.bonuses_paid, cash.jackpots_paid],
    payIns: [cash.pay_ins],
    payOuts: [cash.pay_outs],
    drops: [cash.drops],
    other: [cash.adjustments, cash.jackpot_cash_brought, cash.other],
  };
  const lines = DRAWER_LINES.map((key) => ({ key, amount: centsToAmount(sumOf(amounts[key])) }));
  const sum = centsToAmount(sumOf([cash.float, ...lines.map((line) => line.amount)]));
  return { float: cash.float, lines, expected: cash.expected, sum };
}
