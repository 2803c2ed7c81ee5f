import { describe, expect, it } from 'vitest';
import {
  columnRange,
  columnSpan,
  GAME_MODES,
  isBallNumber,
  isGameMode,
  letterFor,
  letterIndexFor,
  maxNumberFor,
  modeForMaxNumber,
} from './modes';

describe('game modes (SPEC settings gameMode, PRODUCT section 4)', () => {
  it.each([
    ['quick', 50, 10],
    ['standard', 75, 15],
    ['marathon', 100, 20],
  ] as const)('%s runs 1-%i with %i numbers per letter', (mode, max, span) => {
    expect(maxNumberFor(mode)).toBe(max);
    expect(columnSpan(mode)).toBe(span);
    expect(modeForMaxNumber(max)).toBe(mode);
  });

  it('knows only the three modes', () => {
    expect(GAME_MODES).toEqual(['quick', 'standard', 'marathon']);
    expect(isGameMode('standard')).toBe(true);
    expect(isGameMode('turbo')).toBe(false);
    expect(isGameMode(75)).toBe(false);
    expect(modeForMaxNumber(90)).toBeUndefined();
  });
});

describe('letters and column ranges', () => {
  it('has SPEC section 9 columns in standard: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75', () => {
    expect([0, 1, 2, 3, 4].map((column) => columnRange(column))).toEqual([
      { min: 1, max: 15 },
      { min: 16, max: 30 },
      { min: 31, max: 45 },
      { min: 46, max: 60 },
      { min: 61, max: 75 },
    ]);
  });

  it('scales the columns per mode', () => {
    expect(columnRange(0, 'quick')).toEqual({ min: 1, max: 10 });
    expect(columnRange(4, 'quick')).toEqual({ min: 41, max: 50 });
    expect(columnRange(2, 'marathon')).toEqual({ min: 41, max: 60 });
    expect(columnRange(4, 'marathon')).toEqual({ min: 81, max: 100 });
  });

  it.each([
    [1, 'standard', 'B'],
    [15, 'standard', 'B'],
    [16, 'standard', 'I'],
    [45, 'standard', 'N'],
    [46, 'standard', 'G'],
    [75, 'standard', 'O'],
    [10, 'quick', 'B'],
    [11, 'quick', 'I'],
    [50, 'quick', 'O'],
    [20, 'marathon', 'B'],
    [21, 'marathon', 'I'],
    [100, 'marathon', 'O'],
  ] as const)('%i in %s is %s', (n, mode, letter) => {
    expect(letterFor(n, mode)).toBe(letter);
  });

  it('agrees with columnRange for every ball of every mode', () => {
    for (const mode of GAME_MODES) {
      for (let n = 1; n <= maxNumberFor(mode); n++) {
        const { min, max } = columnRange(letterIndexFor(n, mode), mode);
        expect(n >= min && n <= max).toBe(true);
      }
    }
  });

  it('rejects numbers that are not balls of the mode', () => {
    for (const bad of [0, -1, 76, 7.5, Number.NaN]) {
      expect(isBallNumber(bad, 'standard')).toBe(false);
      expect(() => letterFor(bad)).toThrow(RangeError);
    }
    expect(() => letterFor(51, 'quick')).toThrow(RangeError);
    expect(letterFor(76, 'marathon')).toBe('G');
    expect(() => columnRange(5)).toThrow(RangeError);
    expect(() => columnRange(-1)).toThrow(RangeError);
  });
});
