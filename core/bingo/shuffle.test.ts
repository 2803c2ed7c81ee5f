// eslint-disable-next-line no-restricted-imports -- the test draws with the server's random source
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chiSquareCritical, drawPositionTest } from './fairness-statistics';
import { GAME_MODES, maxNumberFor } from './modes';
import { mulberry32, randomBelow } from './seeded-random';
import { commitmentInput, isDrawOrder, shuffleDrawOrder } from './shuffle';

const cryptoRandomInt = (maxExclusive: number) => randomInt(maxExclusive);
const seeded = (seed: number) => {
  const next = mulberry32(seed);
  return (maxExclusive: number) => randomBelow(next, maxExclusive);
};
const oneToMax = (max: number) => Array.from({ length: max }, (_, i) => i + 1);

describe('shuffleDrawOrder', () => {
  it.each(GAME_MODES)('gives a permutation of every ball of %s mode each time', (mode) => {
    const max = maxNumberFor(mode);
    const orders = Array.from({ length: 200 }, () => shuffleDrawOrder(max, cryptoRandomInt));
    for (const order of orders) {
      expect(isDrawOrder(order, max)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(oneToMax(max));
    }
    expect(new Set(orders.map((order) => order.join())).size).toBe(orders.length);
  });

  it('is Fisher-Yates from the last position down, asking randomInt(i + 1)', () => {
    const asked: number[] = [];
    const order = shuffleDrawOrder(5, (bound) => {
      asked.push(bound);
      return 0;
    });
    expect(asked).toEqual([5, 4, 3, 2]);
    expect(order).toEqual([2, 3, 4, 5, 1]);
    expect(shuffleDrawOrder(5, (bound) => bound - 1)).toEqual([1, 2, 3, 4, 5]);
    expect(shuffleDrawOrder(1, cryptoRandomInt)).toEqual([1]);
  });

  it('refuses a randomInt answer outside 0..i and a bad maximum', () => {
    expect(() => shuffleDrawOrder(5, (bound) => bound)).toThrow(RangeError);
    expect(() => shuffleDrawOrder(5, () => -1)).toThrow(RangeError);
    expect(() => shuffleDrawOrder(5, () => 0.5)).toThrow(RangeError);
    expect(() => shuffleDrawOrder(0, cryptoRandomInt)).toThrow(RangeError);
    expect(() => shuffleDrawOrder(7.5, cryptoRandomInt)).toThrow(RangeError);
  });

  it('recognises draw orders', () => {
    expect(isDrawOrder([3, 1, 2], 3)).toBe(true);
    expect(isDrawOrder([3, 1, 1], 3)).toBe(false);
    expect(isDrawOrder([3, 1, 4], 3)).toBe(false);
    expect(isDrawOrder([1, 2], 3)).toBe(false);
  });
});

describe('fairness: each number equally likely at each draw position (chi-square, 99%)', () => {
  it('computes the chi-square quantile (Wilson-Hilferty) close to the tables', () => {
    expect(chiSquareCritical(100)).toBeCloseTo(135.807, 0);
    expect(chiSquareCritical(1000)).toBeCloseTo(1106.969, 0);
  });

  // A fair shuffle fails a 99% test one run in 100; one retry makes a false alarm 1 in 10,000,
  // while a biased shuffle fails every run.
  it('passes with node:crypto randomInt over 10,000 shuffles of 1..75', { retry: 1 }, () => {
    const result = drawPositionTest(75, 10_000, cryptoRandomInt);
    expect(result.degreesOfFreedom).toBe(74 * 74);
    expect(result.statistic).toBeLessThanOrEqual(result.critical);
  });

  it('passes with an unbiased seeded source (deterministic)', () => {
    expect(drawPositionTest(75, 5_000, seeded(7)).passes).toBe(true);
  });

  it('rejects a modulo-biased randomInt and an off-by-one (Sattolo) shuffle', () => {
    const next = mulberry32(11);
    expect(drawPositionTest(75, 5_000, (bound) => randomBelow(next, 256) % bound).passes).toBe(
      false,
    );
    const fair = seeded(13);
    expect(drawPositionTest(75, 5_000, (bound) => fair(bound - 1)).passes).toBe(false);
  });
});

describe('commitmentInput', () => {
  it('joins the order with "," then ":" and the lowercase hex salt', () => {
    expect(commitmentInput([3, 1, 2], '0aff')).toBe('3,1,2:0aff');
    const order = shuffleDrawOrder(75, cryptoRandomInt);
    const salt = 'a1'.repeat(32);
    expect(commitmentInput(order, salt)).toBe(`${order.join(',')}:${salt}`);
  });

  it('refuses anything but a draw order and lowercase hex bytes', () => {
    expect(() => commitmentInput([1, 1, 2], '00')).toThrow(RangeError);
    expect(() => commitmentInput([1, 2], 'ABCD')).toThrow(RangeError);
    expect(() => commitmentInput([1, 2], 'abc')).toThrow(RangeError);
    expect(() => commitmentInput([1, 2], '')).toThrow(RangeError);
  });
});
