import { describe, expect, it } from 'vitest';
import { FREE } from './card';
import { cardForNumber } from './card-generator';
import { isMarked, markCard } from './marking';

describe('marking (SPEC section 4)', () => {
  it('replaces every called number with an asterisk and keeps the free centre', () => {
    // Card 1 (standard): 13 30 38 48 65 / 9 21 31 53 67 / 5 29 F 47 62 / 15 28 32 50 70 / 6 26 41 55 72
    const marked = markCard(cardForNumber(1), [13, 21, 72, 74, 1]);
    expect(marked).toEqual([
      ['*', 30, 38, 48, 65],
      [9, '*', 31, 53, 67],
      [5, 29, FREE, 47, 62],
      [15, 28, 32, 50, 70],
      [6, 26, 41, 55, '*'],
    ]);
  });

  it('takes the calls as a list or a set, and leaves the card untouched', () => {
    const card = cardForNumber(2);
    expect(markCard(card, new Set([4, 27]))).toEqual(markCard(card, [27, 4]));
    expect(card[0]?.[0]).toBe(4);
  });

  it('never marks an empty cell of a saved card', () => {
    const card = [[null, 16, 31, 46, 61]];
    expect(markCard(card, [16])).toEqual([[null, '*', 31, 46, 61]]);
  });

  it('counts called numbers and free spaces as marked, nothing else', () => {
    expect(isMarked('*')).toBe(true);
    expect(isMarked(FREE)).toBe(true);
    expect(isMarked(12)).toBe(false);
    expect(isMarked(null)).toBe(false);
    expect(isMarked(undefined)).toBe(false);
  });
});
