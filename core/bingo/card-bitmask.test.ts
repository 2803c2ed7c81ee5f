import { describe, expect, it } from 'vitest';
import { FREE, type CardCell, type CardGrid } from './card';
import {
  addCalled,
  calledBits,
  compileCard,
  fastRule,
  markedMask,
  markNumber,
  winsFast,
} from './card-bitmask';
import { cardForNumber } from './card-generator';
import { markCard } from './marking';
import { columnRange, GAME_MODES, maxNumberFor, type GameMode } from './modes';
import { mulberry32, randomBelow } from './seeded-random';
import { shuffleDrawOrder } from './shuffle';
import { detectWin } from './win-detection';
import { PATTERN_CLASSES, type PatternDefinition } from './patterns/pattern';
import { PRESET_PATTERNS, presetPattern } from './patterns/presets';
import { ruleForConditions, winRule, type WinRule } from './patterns/win-rule';
import { DEFAULT_WIN_CONDITIONS } from './win-patterns';

describe('bitmask representation', () => {
  it('marks card 1 and meets four corners and the top row, not a full house', () => {
    const card = compileCard(cardForNumber(1));
    const mask = markedMask(card, calledBits([13, 65, 6, 72, 30, 38, 48]));
    expect(winsFast(mask, fastRule(ruleForConditions(DEFAULT_WIN_CONDITIONS)))).toBe(true);
    expect(winsFast(mask, fastRule(winRule([presetPattern('four_corners')!])))).toBe(true);
    expect(winsFast(mask, fastRule(winRule([presetPattern('full_house')!])))).toBe(false);
    expect(winsFast(mask, fastRule(winRule([presetPattern('two_lines')!])))).toBe(true);
    expect(winsFast(mask, fastRule(winRule([presetPattern('three_lines')!])))).toBe(false);
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

/** A rule of one to four patterns: presets, or random shapes of a random class. */
function randomRule(next: () => number): WinRule {
  const count = 1 + randomBelow(next, 4);
  return winRule(
    Array.from({ length: count }, (_, i): PatternDefinition => {
      if (randomBelow(next, 2) === 0)
        return PRESET_PATTERNS[randomBelow(next, PRESET_PATTERNS.length)] as PatternDefinition;
      const patternClass = PATTERN_CLASSES[randomBelow(next, PATTERN_CLASSES.length)]!;
      const shapes = new Set<number>();
      const wanted = patternClass === 'k_of_set' ? 2 + randomBelow(next, 4) : 1;
      while (shapes.size < wanted) {
        let mask = 0;
        const cells = 1 + randomBelow(next, 6);
        for (let c = 0; c < cells; c++) mask |= 1 << randomBelow(next, 25);
        shapes.add(mask);
      }
      const k = patternClass === 'k_of_set' ? 1 + randomBelow(next, shapes.size) : 1;
      return {
        key: `custom-${i}`,
        name: `Custom ${i}`,
        class: patternClass,
        masks: [...shapes],
        k,
      };
    }),
  );
}

describe('property: the bitmask check always agrees with the reference', () => {
  it('on 1,500 random cards and rules (presets and shapes of every class), after every ball', () => {
    const next = mulberry32(20240601);
    let comparisons = 0;
    let wins = 0;
    for (let game = 0; game < 1500; game++) {
      const mode = GAME_MODES[randomBelow(next, GAME_MODES.length)] as GameMode;
      const card = randomCard(next, mode);
      const rule = randomRule(next);
      const order = shuffleDrawOrder(maxNumberFor(mode), (bound) => randomBelow(next, bound));
      const compiled = compileCard(card);
      const fast = fastRule(rule);
      const called = calledBits([]);
      let incremental = markedMask(compiled, called);
      const drawn: number[] = [];
      for (const ball of order.slice(0, 1 + randomBelow(next, order.length))) {
        drawn.push(ball);
        addCalled(called, ball);
        incremental = markNumber(compiled, incremental, ball);
        const fromCalls = markedMask(compiled, called);
        const reference = detectWin(markCard(card, drawn), rule);
        const met = winsFast(fromCalls, fast);
        if (incremental !== fromCalls || met !== reference.isWinner) {
          expect({ card, rule, drawn, met }).toEqual({
            card,
            rule,
            drawn,
            met: reference.isWinner,
          });
          expect(incremental).toBe(fromCalls);
        }
        comparisons++;
        if (met) wins++;
      }
    }
    expect(comparisons).toBeGreaterThan(40_000);
    expect(wins).toBeGreaterThan(1000);
  });
});
