import { describe, expect, it } from 'vitest';
import { lowerConfidenceBound, upperConfidenceBound } from './confidence';

describe('Clopper-Pearson bounds', () => {
  it('has the closed forms at 0 and n successes', () => {
    expect(upperConfidenceBound(0, 4000, 1e-6)).toBeCloseTo(1 - 1e-6 ** (1 / 4000), 10);
    expect(lowerConfidenceBound(100, 100, 1e-6)).toBeCloseTo(1e-6 ** (1 / 100), 10);
    expect(upperConfidenceBound(100, 100, 1e-6)).toBe(1);
    expect(lowerConfidenceBound(0, 100, 1e-6)).toBe(0);
  });

  it('matches the textbook 95% interval of 5 in 10', () => {
    // The two-sided 95% Clopper-Pearson interval of 5/10 is (0.1871, 0.8129).
    expect(lowerConfidenceBound(5, 10, 0.025)).toBeCloseTo(0.187086, 5);
    expect(upperConfidenceBound(5, 10, 0.025)).toBeCloseTo(0.812914, 5);
  });

  it('brackets the observed rate and narrows with more trials', () => {
    for (const [x, n] of [
      [1, 125],
      [40, 500],
      [2000, 4000],
      [3999, 4000],
    ] as const) {
      const lower = lowerConfidenceBound(x, n, 1e-6);
      const upper = upperConfidenceBound(x, n, 1e-6);
      expect(lower).toBeLessThan(x / n);
      expect(upper).toBeGreaterThan(x / n);
      expect(
        upperConfidenceBound(x * 4, n * 4, 1e-6) - lowerConfidenceBound(x * 4, n * 4, 1e-6),
      ).toBeLessThan(upper - lower);
    }
  });
});
