import { feeOnKept } from './game-fee';
import type { Cents } from './money';

export interface GameEconomics {
  poolCents: Cents;
  /** The win amount: pool x win% / 100, rounded down to the cent. */
  prizeCents: Cents;
  /** The house cut: pool - prize. */
  commissionCents: Cents;
  /** The platform fee at start: commission x fee% / 100, rounded half up, at least the minimum fee. */
  feeCents: Cents;
}

function assertPercent(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 100)
    throw new RangeError(`${name} must be an integer from 0 to 100, got ${value}`);
}

/** PRODUCT section 2: every game's money, in cents, from its pool. */
export function gameEconomics(
  poolCents: Cents,
  winPercentage: number,
  feePercent: number,
  minFeeCents: Cents = 0n,
): GameEconomics {
  if (poolCents < 0n) throw new RangeError('A pool cannot be negative');
  assertPercent('win percentage', winPercentage);
  assertPercent('fee percent', feePercent);
  const prizeCents = (poolCents * BigInt(winPercentage)) / 100n;
  const commissionCents = poolCents - prizeCents;
  const feeCents = feeOnKept(commissionCents, { feePercent, minFeeCents });
  return { poolCents, prizeCents, commissionCents, feeCents };
}

/** The pool of a game with cards: cards sold x card value. */
export function poolFor(cardCount: number, cardValueCents: Cents): Cents {
  return BigInt(cardCount) * cardValueCents;
}
