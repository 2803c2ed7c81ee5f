import type { Cents } from '../money';

/** One note or coin of the hall's currency, by its face value in cents. */
export interface Denomination {
  valueCents: Cents;
  kind: 'note' | 'coin';
}

/**
 * Birr by default (the platform may set its own): notes of 200, 100, 50, 10, 5 and 1 Birr and
 * coins of 50, 25, 10 and 5 santim. A hall with another currency sets its own list.
 */
export const DEFAULT_DENOMINATIONS: readonly Denomination[] = [
  { valueCents: 20_000n, kind: 'note' },
  { valueCents: 10_000n, kind: 'note' },
  { valueCents: 5_000n, kind: 'note' },
  { valueCents: 1_000n, kind: 'note' },
  { valueCents: 500n, kind: 'note' },
  { valueCents: 100n, kind: 'note' },
  { valueCents: 50n, kind: 'coin' },
  { valueCents: 25n, kind: 'coin' },
  { valueCents: 10n, kind: 'coin' },
  { valueCents: 5n, kind: 'coin' },
];

/** A platform's notes and coins as the API and its settings carry them: face values in units. */
export interface DenominationList {
  notes: number[];
  coins: number[];
}

export const DEFAULT_DENOMINATION_LIST: DenominationList = {
  notes: DEFAULT_DENOMINATIONS.filter((d) => d.kind === 'note').map(
    (d) => Number(d.valueCents) / 100,
  ),
  coins: DEFAULT_DENOMINATIONS.filter((d) => d.kind === 'coin').map(
    (d) => Number(d.valueCents) / 100,
  ),
};

/** The list as the count checks it: notes then coins, each by its value in cents. */
export function denominationsOf(list: DenominationList): Denomination[] {
  const cents = (value: number) => BigInt(Math.round(value * 100));
  return [
    ...list.notes.map((value) => ({ valueCents: cents(value), kind: 'note' as const })),
    ...list.coins.map((value) => ({ valueCents: cents(value), kind: 'coin' as const })),
  ];
}

/** How many of each denomination the cashier counted, keyed by face value in cents. */
export type DenominationCount = ReadonlyArray<{ valueCents: Cents; count: number }>;

/** The most pieces of one denomination a count may name: more is a typing slip, not a drawer. */
export const MAX_PIECES = 100_000;

export class BlindCountError extends Error {
  constructor(
    readonly code: 'unknown_denomination' | 'denomination_twice' | 'bad_piece_count',
    readonly valueCents: Cents,
  ) {
    super(`${code}: ${valueCents}`);
  }
}

/**
 * The counted total of a blind count: the sum of count x face value. Refuses a denomination the
 * platform does not use, one named twice, and a count that is not a whole number from 0 to
 * MAX_PIECES. The expected amount plays no part: the count is taken before it is shown.
 */
export function countedTotal(
  count: DenominationCount,
  denominations: readonly Denomination[] = DEFAULT_DENOMINATIONS,
): Cents {
  const known = new Set(denominations.map((d) => d.valueCents));
  const seen = new Set<Cents>();
  let total = 0n;
  for (const { valueCents, count: pieces } of count) {
    if (!known.has(valueCents)) throw new BlindCountError('unknown_denomination', valueCents);
    if (seen.has(valueCents)) throw new BlindCountError('denomination_twice', valueCents);
    if (!Number.isSafeInteger(pieces) || pieces < 0 || pieces > MAX_PIECES)
      throw new BlindCountError('bad_piece_count', valueCents);
    seen.add(valueCents);
    total += valueCents * BigInt(pieces);
  }
  return total;
}
