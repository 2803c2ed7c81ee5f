import { canonicalJson } from '../canonical-json';

/** An integer in [0, maxExclusive), uniform: the server passes node:crypto's randomInt. */
export type RandomInt = (maxExclusive: number) => number;

/**
 * The draw order of a game: Fisher-Yates over 1..max, from the last position down, swapping
 * position i with randomInt(i + 1). Uniform over all orders exactly when randomInt is unbiased.
 */
export function shuffleDrawOrder(max: number, randomInt: RandomInt): number[] {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`Cannot shuffle 1..${max}`);
  const order = Array.from({ length: max }, (_, i) => i + 1);
  for (let i = max - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    if (!Number.isInteger(j) || j < 0 || j > i) {
      throw new RangeError(`randomInt(${i + 1}) returned ${j}, outside 0..${i}`);
    }
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** True when order holds distinct balls (1 or more), as a draw of some columns does. */
export function isBallSequence(order: readonly number[]): boolean {
  return new Set(order).size === order.length && order.every((n) => Number.isInteger(n) && n >= 1);
}

/** True when order holds each of 1..max exactly once. */
export function isDrawOrder(order: readonly number[], max: number): boolean {
  if (order.length !== max) return false;
  const seen = new Set(order);
  return seen.size === max && order.every((n) => Number.isInteger(n) && n >= 1 && n <= max);
}

const LOWERCASE_HEX = /^(?:[0-9a-f]{2})+$/;

/**
 * The exact text whose SHA-256 (UTF-8 bytes, lowercase hex digest) is a game's commitment:
 * the balls in draw order in decimal joined by ",", then ":", then the salt as lowercase hex, and
 * for a game with a plan of patterns (decision 034) ":" and the plan as canonical JSON (keys
 * sorted, no spaces). Example: order 3,1,2 with salt "0aff" and no plan gives "3,1,2:0aff".
 */
export function commitmentInput(order: readonly number[], salt: string, plan?: unknown): string {
  if (!isBallSequence(order)) throw new RangeError('The order is not a draw order');
  if (!LOWERCASE_HEX.test(salt)) throw new RangeError('The salt must be lowercase hex bytes');
  const base = `${order.join(',')}:${salt}`;
  return plan === undefined || plan === null ? base : `${base}:${canonicalJson(plan)}`;
}
