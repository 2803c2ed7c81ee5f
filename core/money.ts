/** Money is integer cents everywhere inside; the API speaks numbers with at most 2 decimals. */
export type Cents = bigint;

export function centsToAmount(cents: Cents): number {
  return Number(cents) / 100;
}

// Float noise of x * 100 is relative (about 1e-16 of the value): a relative tolerance keeps 0.07 and
// 999999999.99 exact, while 1e-9 (0.0000001 cents) is refused instead of passing as 0 cents.
const RELATIVE_TOLERANCE = 1e-12;

function exactCents(amount: number): number | null {
  const cents = amount * 100;
  if (!Number.isFinite(cents)) return null;
  const rounded = Math.round(cents);
  return Math.abs(rounded - cents) <= Math.abs(cents) * RELATIVE_TOLERANCE ? rounded : null;
}

/** Exact conversion: refuses non-finite numbers and more than 2 decimals instead of rounding. */
export function amountToCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError('Amount must be a finite number');
  const cents = exactCents(amount);
  if (cents === null) throw new RangeError('Amount has more than 2 decimals');
  return BigInt(cents);
}

export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && exactCents(amount) !== null;
}
