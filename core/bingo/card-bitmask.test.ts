import { describe, expect, it } from 'vitest';
import { FREE, type CardCell, type CardGrid } from './card';
import {
  addCalled,
  calledBits,
  compileCard,
  enabledPatternBits,
  markedMask,
  markNumber,
  PATTERN_MASKS,
  patternsOf,
  winsFast,
  winTypeOf,
} from './card-bitmask';
import { cardForNumber } from './card-generator';
import { markCard } from './marking';
import { columnRange, GAME_MODES, maxNumberFor, type GameMode } from './modes';
import { mulberry32, randomBelow } from './seeded-random';
import { shuffleDrawOrder } from './shuffle';
import { detectWin } from './win-detection';
import { ALL_PATTERNS, DEFAULT_WIN_CONDITIONS, type WinConditions } from './win-patterns';

const key = (pattern: { type: string; index: number }) => `${pattern.type}:${pattern.index}`;

describe('bitmask representation', () => {
  it('writes out the same patterns as the reference, cell for cell', () => {
    expect(PATTERN_MASKS).toHaveLength(ALL_PATTERNS.length);
    ALL_PATTERNS.forEach((pattern, i) => {
      const mask = pattern.cells.reduce(
        (bits, { row, column }) => bits | (1 << (row * 5 + column)),
        0,
      );
      expect(PATTERN_MASKS[i]).toBe(mask);
    });
  });

  it('marks card 1 and finds four corners first', () => {
    const card = compileCard(cardForNumber(1));
    const mask = markedMask(card, calledBits([13, 65, 6, 72, 30, 38, 48]));
    const met = winsFast(mask, enabledPatternBits(DEFAULT_WIN_CONDITIONS));
    expect(patternsOf(met).map(key)).toEqual(['row:0', 'fourCorners:0']);
    expect(winTypeOf(met)).toBe('fourCorners');
    expect(winTypeOf(0)).toBeNull();
  });

  it('refuses cells and calls that are not balls', () => {
    expect(() => compileCard([[0, 1, 2, 3, 4]])).toThrow(RangeError);
    expect(() => compileCard([[200, 1, 2, 3, 4]])).toThrow(RangeError);
    expect(() => addCalled(new Uint32Array(4), 128)).toThrow(RangeError);
  });
});

/** A card generated in some mode, or a hand-edited one with empty cells, stars and duplicates. */
function randomCard(next: () => number, mode: GameMode): CardGrid {
  if (randomBelow(next, 2) === 0) return cardForNumber(1 + randomBelow(next, 10000), mode);
  return Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: 5 }, (_, column): CardCell => {
      if (row === 2 && column === 2) return FREE;
      const kind = randomBelow(next, 10);
      if (kind === 0) return null;
      if (kind === 1) return FREE;
      const { min, max } = columnRange(column, mode);
      return min + randomBelow(next, Math.min(max - min + 1, 6));
    }),
  );
}

function randomConditions(next: () => number): WinConditions {
  const bits = randomBelow(next, 16);
  return {
    anyLine: !!(bits & 1),
    diagonal: !!(bits & 2),
    fourCorners: !!(bits & 4),
    fullHouse: !!(bits & 8),
  };
}

describe('property: the bitmask check always agrees with the reference', () => {
  it('on 2,000 random cards and conditions, after every ball of a random draw sequence', () => {
    const next = mulberry32(20240601);
    let comparisons = 0;
    let wins = 0;
    for (let game = 0; game < 2000; game++) {
      const mode = GAME_MODES[randomBelow(next, GAME_MODES.length)] as GameMode;
      const card = randomCard(next, mode);
      const conditions = randomConditions(next);
      const order = shuffleDrawOrder(maxNumberFor(mode), (bound) => randomBelow(next, bound));
      const compiled = compileCard(card);
      const enabled = enabledPatternBits(conditions);
      const called = calledBits([]);
      let incremental = markedMask(compiled, called);
      const drawn: number[] = [];
      for (const ball of order.slice(0, 1 + randomBelow(next, order.length))) {
        drawn.push(ball);
        addCalled(called, ball);
        incremental = markNumber(compiled, incremental, ball);
        const fromCalls = markedMask(compiled, called);
        const reference = detectWin(markCard(card, drawn), conditions);
        const met = winsFast(fromCalls, enabled);
        if (
          incremental !== fromCalls ||
          patternsOf(met).map(key).join() !== reference.lines.map(key).join() ||
          winTypeOf(met) !== reference.type
        ) {
          expect({ card, conditions, drawn, met: patternsOf(met).map(key) }).toEqual({
            card,
            conditions,
            drawn,
            met: reference.lines.map(key),
          });
          expect(incremental).toBe(fromCalls);
        }
        comparisons++;
        if (met !== 0) wins++;
      }
    }
    expect(comparisons).toBeGreaterThan(40_000);
    expect(wins).toBeGreaterThan(1000);
  });
});
