import { describe, expect, it } from 'vitest';
import { LINE_MASKS } from '../bingo/patterns/pattern';
import { presetPattern } from '../bingo/patterns/presets';
import { minimalWays, waysToComplete } from './pattern-ways';

const { rows, columns, diagonals, corners } = LINE_MASKS;

describe('ways to complete a pattern', () => {
  it('lists the compiled masks, or the unions of k masks of a set', () => {
    expect(waysToComplete(presetPattern('postage_stamp')!)).toHaveLength(4);
    expect(waysToComplete(presetPattern('small_square')!)).toHaveLength(16);
    expect(waysToComplete(presetPattern('one_line')!)).toHaveLength(13);
    // 13 lines two by two: 78 pairs, each union distinct.
    expect(waysToComplete(presetPattern('two_lines')!)).toHaveLength(78);
    expect(waysToComplete(presetPattern('two_lines')!)).toContain(rows[0]! | columns[0]!);
  });

  it('keeps only the ways that hold no other way', () => {
    const kept = minimalWays([
      ...waysToComplete(presetPattern('one_line')!),
      ...waysToComplete(presetPattern('two_lines')!),
      ...waysToComplete(presetPattern('letter_x')!),
    ]);
    // Two lines and the X hold a line; the corners stay (no line lies inside them).
    expect(kept.sort()).toEqual([...rows, ...columns, ...diagonals, corners].sort());
  });
});
