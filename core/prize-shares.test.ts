import { describe, expect, it } from 'vitest';
import { extraPrizeCents, prizeShares, prizesPaidCents } from './prize-shares';

describe('the shares of winners on one ball', () => {
  it('one winner takes the whole prize under either rule, exactly as before', () => {
    expect(prizeShares(9_600n, 1, 'split')).toEqual([9_600n]);
    expect(prizeShares(9_600n, 1, 'full')).toEqual([9_600n]);
  });

  it('split: equal shares that sum to the prize, the odd cents to the earliest winners', () => {
    expect(prizeShares(9_600n, 2, 'split')).toEqual([4_800n, 4_800n]);
    expect(prizeShares(10_000n, 3, 'split')).toEqual([3_334n, 3_333n, 3_333n]);
    expect(prizeShares(10_001n, 3, 'split')).toEqual([3_334n, 3_334n, 3_333n]);
    expect(prizeShares(1n, 3, 'split')).toEqual([1n, 0n, 0n]);
    for (const [prize, n] of [
      [9_999n, 7],
      [1n, 2],
      [123_457n, 11],
    ] as const) {
      const shares = prizeShares(prize, n, 'split');
      expect(shares.reduce((a, b) => a + b, 0n)).toBe(prize);
      expect(shares[0]! - shares[n - 1]!).toBeLessThanOrEqual(1n);
    }
  });

  it('full: a full prize each, the extra ones paid from the drawer', () => {
    expect(prizeShares(9_600n, 3, 'full')).toEqual([9_600n, 9_600n, 9_600n]);
    expect(prizesPaidCents(9_600n, 3, 'full')).toBe(28_800n);
    expect(prizesPaidCents(9_600n, 3, 'split')).toBe(9_600n);
    expect(extraPrizeCents(9_600n, 'full')).toBe(9_600n);
    expect(extraPrizeCents(9_600n, 'split')).toBe(0n);
  });

  it('no winner: no share; nonsense counts are refused', () => {
    expect(prizeShares(9_600n, 0, 'split')).toEqual([]);
    expect(() => prizeShares(9_600n, -1, 'split')).toThrow(RangeError);
    expect(() => prizeShares(9_600n, 1.5, 'full')).toThrow(RangeError);
  });
});
