import { describe, expect, it } from 'vitest';
import { gameEconomics, poolFor } from './game-economics';

describe('game economics', () => {
  it('splits a pool into prize, commission and fee', () => {
    expect(gameEconomics(10_000n, 80, 20)).toEqual({
      poolCents: 10_000n,
      prizeCents: 8_000n,
      commissionCents: 2_000n,
      feeCents: 400n,
    });
  });

  it('rounds the prize down to the cent, so the house keeps the odd cent', () => {
    const e = gameEconomics(333n, 33, 20);
    expect(e.prizeCents).toBe(109n); // 109.89 -> 109
    expect(e.commissionCents).toBe(224n);
    expect(e.prizeCents + e.commissionCents).toBe(333n);
  });

  it('rounds the fee half up to the cent', () => {
    expect(gameEconomics(1_000n, 75, 10).feeCents).toBe(25n); // 250 x 10% = 25
    expect(gameEconomics(1_005n, 0, 10).feeCents).toBe(101n); // 100.5 -> 101
    expect(gameEconomics(1_004n, 0, 10).feeCents).toBe(100n); // 100.4 -> 100
    expect(gameEconomics(1_000n, 100, 20).feeCents).toBe(0n);
  });

  it('refuses percentages outside 0..100 and negative pools', () => {
    expect(() => gameEconomics(100n, 101, 20)).toThrow(RangeError);
    expect(() => gameEconomics(100n, 50, -1)).toThrow(RangeError);
    expect(() => gameEconomics(-1n, 50, 20)).toThrow(RangeError);
  });

  it('prices a pool as cards x card value', () => {
    expect(poolFor(24, 1_000n)).toBe(24_000n);
  });
});
