import { describe, expect, it } from 'vitest';
import { FREE, type CardGrid } from './card';
import { cardForNumber, cardSeed, MAX_CARD_SEED } from './card-generator';
import { cardToText, validateCard } from './card-validation';
import { columnRange, GAME_MODES, type GameMode } from './modes';

const F = FREE;

/**
 * GOLDEN CARDS: printed cartelas depend on these. If this test fails, the generator changed and
 * every printed card with it: restore the algorithm of docs/card-generator.md, never these values.
 */
// prettier-ignore
const GOLDEN: Record<GameMode, Record<number, CardGrid>> = {
  quick: {
    1: [
      [5, 11, 25, 31, 49],
      [8, 18, 29, 39, 50],
      [3, 12, F, 38, 45],
      [1, 15, 22, 36, 44],
      [4, 16, 24, 34, 48],
    ],
    2: [
      [1, 17, 26, 32, 50],
      [2, 12, 23, 35, 42],
      [6, 15, F, 37, 43],
      [8, 20, 27, 33, 45],
      [5, 11, 25, 38, 41],
    ],
    75: [
      [6, 18, 27, 38, 45],
      [8, 20, 28, 39, 43],
      [7, 13, F, 32, 42],
      [9, 17, 26, 35, 47],
      [5, 12, 30, 40, 49],
    ],
    500: [
      [1, 18, 21, 39, 41],
      [7, 16, 29, 31, 43],
      [10, 13, F, 37, 42],
      [5, 17, 22, 38, 44],
      [3, 20, 27, 33, 47],
    ],
    10000: [
      [6, 13, 26, 33, 41],
      [8, 19, 28, 34, 42],
      [2, 14, F, 31, 49],
      [3, 12, 24, 39, 48],
      [7, 11, 23, 36, 44],
    ],
  },
  standard: {
    1: [
      [13, 30, 38, 48, 65],
      [9, 21, 31, 53, 67],
      [5, 29, F, 47, 62],
      [15, 28, 32, 50, 70],
      [6, 26, 41, 55, 72],
    ],
    2: [
      [4, 27, 43, 57, 75],
      [6, 29, 34, 49, 74],
      [11, 24, F, 54, 70],
      [13, 18, 38, 58, 71],
      [15, 19, 31, 55, 63],
    ],
    75: [
      [14, 23, 40, 57, 69],
      [13, 24, 38, 49, 66],
      [2, 28, F, 50, 71],
      [8, 30, 33, 54, 68],
      [12, 29, 31, 48, 63],
    ],
    500: [
      [11, 22, 36, 60, 67],
      [8, 25, 42, 47, 62],
      [12, 30, F, 49, 64],
      [3, 26, 39, 55, 65],
      [5, 17, 32, 48, 66],
    ],
    10000: [
      [15, 25, 35, 49, 69],
      [2, 18, 33, 55, 63],
      [12, 16, F, 50, 65],
      [9, 23, 31, 59, 70],
      [13, 17, 32, 54, 64],
    ],
  },
  marathon: {
    1: [
      [19, 31, 57, 75, 91],
      [18, 24, 49, 68, 87],
      [16, 23, F, 61, 82],
      [13, 33, 42, 76, 89],
      [5, 38, 56, 67, 90],
    ],
    2: [
      [1, 27, 49, 65, 83],
      [3, 25, 58, 79, 92],
      [8, 31, F, 64, 99],
      [20, 38, 52, 69, 81],
      [7, 40, 48, 68, 97],
    ],
    75: [
      [18, 33, 48, 61, 82],
      [8, 32, 51, 65, 87],
      [1, 36, F, 74, 90],
      [7, 23, 60, 75, 81],
      [17, 21, 53, 78, 86],
    ],
    500: [
      [5, 37, 46, 77, 89],
      [17, 35, 49, 69, 92],
      [2, 23, F, 79, 82],
      [3, 28, 51, 67, 88],
      [14, 33, 56, 65, 81],
    ],
    10000: [
      [3, 38, 55, 69, 93],
      [13, 33, 53, 73, 82],
      [8, 25, F, 66, 88],
      [16, 35, 43, 76, 98],
      [6, 40, 52, 72, 87],
    ],
  },
};

describe('cardForNumber golden cards (the printed-card contract)', () => {
  for (const mode of GAME_MODES) {
    for (const [n, grid] of Object.entries(GOLDEN[mode])) {
      it(`card ${n} in ${mode} mode is unchanged`, () => {
        expect(cardForNumber(Number(n), mode)).toEqual(grid);
      });
    }
  }

  it('uses standard mode by default', () => {
    expect(cardForNumber(500)).toEqual(GOLDEN.standard[500]);
  });

  it('seeds as documented: (n * 2654435761 + maxNumber) mod 2^32', () => {
    expect(cardSeed(1, 'standard')).toBe(2654435836);
    expect(cardSeed(1, 'quick')).toBe(2654435811);
    expect(cardSeed(10000, 'marathon')).toBe(1459720820);
  });
});

describe('cardForNumber shape (SPEC section 3)', () => {
  it.each(GAME_MODES)(
    'gives every card 1..10000 in %s mode distinct in-range numbers per column and a free centre',
    (mode) => {
      const seen = new Set<string>();
      const invalid: number[] = [];
      for (let n = 1; n <= 10000; n++) {
        const card = cardForNumber(n, mode);
        const shaped = card.length === 5 && card.every((row) => row.length === 5);
        const valid =
          shaped && card[2]?.[2] === FREE && validateCard(cardToText(card), mode).length === 0;
        if (!valid) invalid.push(n);
        seen.add(card.flat().join(','));
      }
      expect(invalid).toEqual([]);
      expect(seen.size).toBe(10000);
    },
  );

  it('puts each range down its column, with free space only in the centre', () => {
    const card = cardForNumber(42, 'standard');
    for (let column = 0; column < 5; column++) {
      const { min, max } = columnRange(column);
      const values = card.map((row) => row[column]).filter((cell) => cell !== FREE);
      expect(values).toHaveLength(column === 2 ? 4 : 5);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) expect(value).toBeGreaterThanOrEqual(min);
      for (const value of values) expect(value).toBeLessThanOrEqual(max);
    }
  });

  it('keeps the drawn order within a column rather than sorting it', () => {
    const unsorted = Array.from({ length: 100 }, (_, i) => cardForNumber(i + 1)).some((card) =>
      card.some((row, r) => r > 0 && (row[0] as number) < (card[r - 1]?.[0] as number)),
    );
    expect(unsorted).toBe(true);
  });

  it('spreads every number of a column over every row (no dead positions)', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 2000; n++) {
      cardForNumber(n).forEach((row, r) => seen.add(`${r}:${String(row[0])}`));
    }
    expect(seen.size).toBe(5 * 15);
  });

  it('is deterministic and differs between modes', () => {
    expect(cardForNumber(321, 'marathon')).toEqual(cardForNumber(321, 'marathon'));
    expect(cardForNumber(321, 'quick')).not.toEqual(cardForNumber(321, 'standard'));
  });

  it('accepts card numbers 1 to 2^32 - 1 only', () => {
    expect(() => cardForNumber(MAX_CARD_SEED)).not.toThrow();
    for (const bad of [0, -3, 1.5, MAX_CARD_SEED + 1, Number.NaN]) {
      expect(() => cardForNumber(bad)).toThrow(RangeError);
    }
  });
});
