import { describe, expect, it } from 'vitest';
import { growthReserve } from './jackpot-reserve';

describe("a hall's jackpot growth reserve", () => {
  it('is every bonus once per game the grant allows', () => {
    expect(growthReserve([500n, 200n], 10, 1_000_000n)).toBe(7_000n);
  });

  it('takes only the whole games the agent covers', () => {
    expect(growthReserve([500n, 200n], 10, 2_500n)).toBe(2_100n);
    expect(growthReserve([500n], 10, 499n)).toBe(0n);
  });

  it('is nothing without a cumulative bonus, a game or a balance', () => {
    expect(growthReserve([], 10, 10_000n)).toBe(0n);
    expect(growthReserve([0n], 10, 10_000n)).toBe(0n);
    expect(growthReserve([500n], 0, 10_000n)).toBe(0n);
    expect(growthReserve([500n], 10, 0n)).toBe(0n);
  });
});
