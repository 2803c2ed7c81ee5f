import { describe, expect, it } from 'vitest';
import { allDrawnChance, allDrawnTable } from './hypergeometric';
import { exactUnionChance, minimalSets, numberSet, sizeOf } from './number-sets';

describe('sets of needed numbers', () => {
  it('counts and keeps the minimal sets once', () => {
    expect(sizeOf(numberSet([1, 31, 32, 75, 100, 127]))).toBe(6);
    const kept = minimalSets([
      numberSet([1, 2, 3]),
      numberSet([1, 2]),
      numberSet([1, 2]),
      numberSet([4]),
    ]);
    expect(kept.map((set) => sizeOf(set))).toEqual([1, 2]);
  });

  it('gives the exact chance of a union by inclusion-exclusion', () => {
    const table = allDrawnTable(20, 75);
    const p = (m: number) => allDrawnChance(m, 20, 75);
    expect(exactUnionChance([numberSet([1, 2, 3, 4])], table)).toBeCloseTo(p(4), 15);
    // Two sets sharing one number: p(4) + p(4) - p(7).
    expect(exactUnionChance([numberSet([1, 2, 3, 4]), numberSet([4, 5, 6, 7])], table)).toBeCloseTo(
      2 * p(4) - p(7),
      15,
    );
    // Three disjoint pairs: 3 p(2) - 3 p(4) + p(6).
    expect(
      exactUnionChance([numberSet([1, 2]), numberSet([3, 4]), numberSet([5, 6])], table),
    ).toBeCloseTo(3 * p(2) - 3 * p(4) + p(6), 15);
    expect(exactUnionChance([], table)).toBe(0);
  });

  it('is 1 when every ball is drawn', () => {
    const table = allDrawnTable(10, 10);
    expect(exactUnionChance([numberSet([1, 2]), numberSet([3, 4])], table)).toBeCloseTo(1, 12);
  });
});
