import type { Cents } from './money';

/** Platform defaults until the admin sets its own (docs/money.md "Fee rules"). */
export const DEFAULT_MIN_FEE_CENTS: Cents = 100n;
export const DEFAULT_MIN_FEE_PERCENT = 5;
/** A new cashier's rate unless its agent names one. */
export const DEFAULT_CASHIER_FEE_PERCENT = 20;

/** The admin's fee rules: the minimum fee of a game and the lowest rate an agent may give. */
export interface FeeRules {
  minFeeCents: Cents;
  minFeePercent: number;
}

export const DEFAULT_FEE_RULES: FeeRules = {
  minFeeCents: DEFAULT_MIN_FEE_CENTS,
  minFeePercent: DEFAULT_MIN_FEE_PERCENT,
};

/** An agent's own rules, where the admin set them, over the platform's. */
export function feeRulesFor(
  platform: FeeRules,
  agent: { minFeeCents: Cents | null; minFeePercent: number | null },
): FeeRules {
  return {
    minFeeCents: agent.minFeeCents ?? platform.minFeeCents,
    minFeePercent: agent.minFeePercent ?? platform.minFeePercent,
  };
}

/** May an agent give a cashier this rate? Not below its floor. */
export function isBelowFloor(feePercent: number, rules: FeeRules): boolean {
  return feePercent < rules.minFeePercent;
}

/** A game's fee terms, fixed at its start. */
export interface FeeTerms {
  feePercent: number;
  minFeeCents: Cents;
}

/**
 * The platform fee on what the hall keeps (pool - prize paid): kept x rate / 100 rounded half up
 * to the cent, and never below the minimum fee.
 */
export function feeOnKept(keptCents: Cents, terms: FeeTerms): Cents {
  if (keptCents < 0n) throw new RangeError('What the hall keeps cannot be negative');
  if (!Number.isInteger(terms.feePercent) || terms.feePercent < 0 || terms.feePercent > 100)
    throw new RangeError(`fee percent must be an integer from 0 to 100, got ${terms.feePercent}`);
  if (terms.minFeeCents < 0n) throw new RangeError('A minimum fee cannot be negative');
  const atRate = (keptCents * BigInt(terms.feePercent) + 50n) / 100n;
  return atRate > terms.minFeeCents ? atRate : terms.minFeeCents;
}

/** How a game ended, as far as its fee is concerned. */
export type FeeEnding =
  | { kind: 'cancelled'; played: boolean }
  | { kind: 'closed' }
  | { kind: 'won'; prizePaidCents: Cents };

/**
 * A game's final fee. Unplayed and cancelled: nothing. Played and cancelled: what was charged at
 * start (at least the minimum). Closed with no winner: on the whole pool. Won: on pool - prize.
 */
export function settledFee(
  poolCents: Cents,
  chargedCents: Cents,
  terms: FeeTerms,
  ending: FeeEnding,
): Cents {
  switch (ending.kind) {
    case 'cancelled':
      if (!ending.played) return 0n;
      return chargedCents > terms.minFeeCents ? chargedCents : terms.minFeeCents;
    case 'closed':
      return feeOnKept(poolCents, terms);
    case 'won':
      return feeOnKept(poolCents - ending.prizePaidCents, terms);
  }
}

/**
 * Balances never go below zero: of an amount due, what the balance covers is taken now and the
 * rest is owed.
 */
export function collect(
  dueCents: Cents,
  balanceCents: Cents,
): { takeCents: Cents; owedCents: Cents } {
  if (dueCents <= 0n) return { takeCents: 0n, owedCents: 0n };
  const takeCents = balanceCents < dueCents ? (balanceCents > 0n ? balanceCents : 0n) : dueCents;
  return { takeCents, owedCents: dueCents - takeCents };
}
