import { describe, expect, it } from 'vitest';
import { identicalCopies, newCardNumbers } from './card-numbers';

describe('newCardNumbers: printed cartelas stay true', () => {
  it('flags that the next numbers replace generated cards of the board, and offers free ones', () => {
    expect(newCardNumbers([1, 2, 3], 500, 2)).toEqual({
      next: [4, 5],
      free: [501, 502],
      replacesGenerated: true,
    });
  });

  it('replaces nothing once the saved cards are above the board', () => {
    expect(newCardNumbers([1, 600], 500, 1)).toEqual({
      next: [601],
      free: [601],
      replacesGenerated: false,
    });
  });

  it('never goes past the highest card number', () => {
    expect(newCardNumbers([], 10_000, 3).free).toEqual([]);
    expect(newCardNumbers([9_999], 100, 3).next).toEqual([10_000]);
  });
});

describe('identicalCopies', () => {
  it('names each card whose grid repeats an earlier card', () => {
    const grid = [
      ['1', '2'],
      ['3', '4'],
    ];
    const other = [
      ['5', '6'],
      ['7', '8'],
    ];
    const copies = identicalCopies([
      { card_number: 9, grid },
      { card_number: 2, grid },
      { card_number: 3, grid: other },
      { card_number: 4, grid },
    ]);
    expect([...copies]).toEqual([
      [4, 2],
      [9, 2],
    ]);
  });
});
