import { describe, expect, it } from 'vitest';
import { allDrawnChance, allDrawnTable } from './hypergeometric';

/** C(a, b) as a float, exact enough for these sizes. */
function choose(a: number, b: number): number {
  let result = 1;
  for (let i = 1; i <= b; i++) result = (result * (a - b + i)) / i;
  return result;
}

describe('all m balls among the first n of N', () => {
  it('is C(N - m, n - m) / C(N, n)', () => {
    // Four Corners within 20 calls of 75: C(71, 16) / C(75, 20).
    expect(allDrawnChance(4, 20, 75)).toBeCloseTo(choose(71, 16) / choose(75, 20), 15);
    expect(allDrawnChance(4, 20, 75)).toBeCloseTo((20 * 19 * 18 * 17) / (75 * 74 * 73 * 72), 15);
    expect(allDrawnChance(24, 50, 75)).toBeCloseTo(choose(51, 26) / choose(75, 50), 15);
  });

  it('is 1 for no ball, 0 for more balls than draws, 1 once every ball is out', () => {
    expect(allDrawnChance(0, 0, 75)).toBe(1);
    expect(allDrawnChance(5, 4, 75)).toBe(0);
    expect(allDrawnChance(24, 75, 75)).toBe(1);
  });

  it('tables the same figures', () => {
    const table = allDrawnTable(20, 75);
    for (let m = 0; m <= 75; m++) expect(table[m]).toBeCloseTo(allDrawnChance(m, 20, 75), 15);
  });
});
