import { describe, expect, it } from 'vitest';
import { gameEconomics } from './game-economics';
import { collect, feeOnKept, feeRulesFor, isBelowFloor, settledFee } from './game-fee';

const terms = { feePercent: 20, minFeeCents: 100n };

describe('the platform fee of a game', () => {
  it('is taken on what the hall keeps at the rate, never below the minimum fee', () => {
    expect(feeOnKept(10_000n, terms)).toBe(2_000n);
    expect(feeOnKept(0n, terms)).toBe(100n);
    expect(feeOnKept(2n, terms)).toBe(100n); // a 0.02 house cut no longer rounds to 0.00
    expect(feeOnKept(2n, { feePercent: 20, minFeeCents: 0n })).toBe(0n);
  });

  it('starts on the planned house cut, at least the minimum fee', () => {
    expect(gameEconomics(100_000_000n, 100, 20, 100n).feeCents).toBe(100n);
    expect(gameEconomics(10_000n, 80, 20, 100n).feeCents).toBe(400n);
  });

  it('settles on how the game ended', () => {
    const pool = 100_000_000n;
    const charged = 100n;
    expect(settledFee(pool, charged, terms, { kind: 'cancelled', played: false })).toBe(0n);
    expect(settledFee(pool, charged, terms, { kind: 'cancelled', played: true })).toBe(100n);
    expect(settledFee(pool, 0n, terms, { kind: 'cancelled', played: true })).toBe(100n);
    expect(settledFee(pool, charged, terms, { kind: 'closed' })).toBe(20_000_000n);
    expect(settledFee(pool, charged, terms, { kind: 'won', prizePaidCents: pool })).toBe(100n);
    expect(settledFee(10_000n, 400n, terms, { kind: 'won', prizePaidCents: 8_000n })).toBe(400n);
  });

  it('refuses a negative keep, rate or minimum', () => {
    expect(() => feeOnKept(-1n, terms)).toThrow(RangeError);
    expect(() => feeOnKept(1n, { feePercent: 101, minFeeCents: 0n })).toThrow(RangeError);
    expect(() => feeOnKept(1n, { feePercent: 5, minFeeCents: -1n })).toThrow(RangeError);
  });
});

describe('collecting a fee', () => {
  it('takes what the balance covers and owes the rest', () => {
    expect(collect(500n, 1_000n)).toEqual({ takeCents: 500n, owedCents: 0n });
    expect(collect(500n, 200n)).toEqual({ takeCents: 200n, owedCents: 300n });
    expect(collect(500n, 0n)).toEqual({ takeCents: 0n, owedCents: 500n });
    expect(collect(0n, 10n)).toEqual({ takeCents: 0n, owedCents: 0n });
  });
});

describe('fee rules', () => {
  const platform = { minFeeCents: 100n, minFeePercent: 5 };
  it("an agent's override wins over the platform's default", () => {
    expect(feeRulesFor(platform, { minFeeCents: null, minFeePercent: null })).toEqual(platform);
    expect(feeRulesFor(platform, { minFeeCents: 250n, minFeePercent: null })).toEqual({
      minFeeCents: 250n,
      minFeePercent: 5,
    });
  });
  it('a rate below the floor is refused', () => {
    expect(isBelowFloor(4, platform)).toBe(true);
    expect(isBelowFloor(5, platform)).toBe(false);
  });
});
