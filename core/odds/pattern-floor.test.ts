import { describe, expect, it } from 'vitest';
import { PRESET_PATTERNS } from '../bingo/patterns/presets';
import { maskOfPicture } from '../bingo/patterns/grid-mask';
import type { PatternDefinition } from '../bingo/patterns/pattern';
import {
  DEFAULT_MIN_PATTERN_NUMBERS,
  fewestNumbersNeeded,
  patternBelowFloor,
} from './pattern-floor';

/** Each preset's fewest numbers, counted by hand from its pictures (the centre is free). */
const EXPECTED: Record<string, number> = {
  row_or_column: 4, // the middle row or column
  four_corners: 4,
  full_house: 24,
  diagonal: 4,
  one_line: 4,
  two_lines: 6, // a diagonal and the four corners share two corners and the centre
  three_lines: 8, // both diagonals and the corners: 9 cells, the centre free
  hardway: 5, // only lines without the centre
  small_frame: 8,
  large_frame: 16,
  letter_x: 8,
  plus: 8,
  letter_t: 8,
  crazy_t: 8, // every turn keeps the stem through the centre
  letter_l: 9,
  crazy_l: 9,
  postage_stamp: 4,
  small_square: 3, // a 2x2 placement that covers the centre
  six_pack: 5,
  nine_pack: 8,
  small_diamond: 4,
  large_diamond: 8,
  letter_b: 15,
  letter_i: 12,
  letter_n: 12,
  letter_g: 16,
  letter_o: 12,
  kite: 6,
  arrow: 8,
  airplane: 10,
  railroad_tracks: 12,
  top_hat: 13,
  pyramid: 8,
  layer_cake: 14,
  bow_tie: 16,
  field_goal: 10,
  checkerboard: 12,
};

const custom = (cls: PatternDefinition['class'], pictures: string[], k = 1): PatternDefinition => ({
  key: 'custom-1',
  name: 'Custom',
  class: cls,
  masks: pictures.map(maskOfPicture),
  k,
});

describe('fewest numbers a pattern needs', () => {
  it('is known for every preset', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(PRESET_PATTERNS.map((p) => p.key).sort());
    for (const pattern of PRESET_PATTERNS)
      expect([pattern.key, fewestNumbersNeeded(pattern)]).toEqual([
        pattern.key,
        EXPECTED[pattern.key],
      ]);
  });

  it('is 0 for the centre alone or one cell anywhere (it fits on the centre), 1 for a corner', () => {
    expect(fewestNumbersNeeded(custom('fixed', ['...../...../..X../...../.....']))).toBe(0);
    expect(fewestNumbersNeeded(custom('anywhere', ['X..../...../...../...../.....']))).toBe(0);
    expect(fewestNumbersNeeded(custom('fixed', ['X..../...../...../...../.....']))).toBe(1);
    expect(fewestNumbersNeeded(custom('crazy', ['X..../...../...../...../.....']))).toBe(1);
  });

  it('takes the cheapest k shapes of a set together', () => {
    const pattern = custom(
      'k_of_set',
      [
        'XXXXX/...../...../...../.....',
        'X..../X..../X..../X..../X....',
        '...../...../..X../...../.....',
      ],
      2,
    );
    // The centre and either line: 5 numbers, the centre free.
    expect(fewestNumbersNeeded(pattern)).toBe(5);
  });

  it('refuses below the floor and says by how much', () => {
    expect(DEFAULT_MIN_PATTERN_NUMBERS).toBe(4);
    const small = PRESET_PATTERNS.find((p) => p.key === 'small_square')!;
    expect(patternBelowFloor(small)).toEqual({ needs: 3, floor: 4 });
    expect(patternBelowFloor(small, 3)).toBeNull();
    expect(patternBelowFloor(PRESET_PATTERNS.find((p) => p.key === 'four_corners')!)).toBeNull();
    expect(patternBelowFloor(custom('fixed', ['...../...../..X../...../.....']), 4)).toEqual({
      needs: 0,
      floor: 4,
    });
  });
});
