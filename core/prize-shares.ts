import type { SharedWinRule } from './bingo/game-rules';

/**
 * What each of a game's winners on the deciding ball is paid, in the order they were recorded
 * (decision 030). `split`: the prize shared equally, the cents that do not divide going one each to
 * the earliest winners, so the shares always sum to the prize. `full`: a full prize each.
 */
export function prizeShares(prizeCents: bigint, winners: number, rule: SharedWinRule): bigint[] {
  if (!Number.isInteger(winners) || winners < 0) throw new RangeError('winners');
  if (prizeCents < 0n) throw new RangeError('prize');
  if (winners === 0) return [];
  if (rule === 'full') return Array.from({ length: winners }, () => prizeCents);
  const count = BigInt(winners);
  const base = prizeCents / count;
  const remainder = prizeCents % count;
  return Array.from({ length: winners }, (_, i) => base + (BigInt(i) < remainder ? 1n : 0n));
}

/** What the shop's drawer pays on top of the pool for one more winner: a full prize, or nothing. */
export const extraPrizeCents = (prizeCents: bigint, rule: SharedWinRule): bigint =>
  rule === 'full' ? prizeCents : 0n;

/** Every prize a won game pays: the prize once when split, once per winner when full. */
export const prizesPaidCents = (prizeCents: bigint, winners: number, rule: SharedWinRule): bigint =>
  prizeShares(prizeCents, winners, rule).reduce((sum, share) => sum + share, 0n);
