/** Money is integer cents everywhere inside; the API speaks numbers with at most 2 decimals. */
export type Cents = bigint;

export function centsToAmount(cents: Cents): number {
  return Number(cents) / 100;
}

/** Exact conversion: refuses non-finite numbers and more than 2 decimals instead of rounding. */
export function amountToCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError('Amount must be a finite number');
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6)
    throw new RangeError('Amount has more than 2 decimals');
  return BigInt(cents);
}

export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(Math.round(amount * 100) - amount * 100) <= 1e-6;
}
