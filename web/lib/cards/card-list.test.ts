import { describe, expect, it } from 'vitest';
import { formatCardList, parseCardList } from './card-list';

describe('parseCardList', () => {
  it('reads ranges and lists', () => {
    expect(parseCardList('1-3')).toEqual([1, 2, 3]);
    expect(parseCardList(' 7, 3;12-13 3 ')).toEqual([3, 7, 12, 13]);
  });
  it('refuses anything that is not card numbers', () => {
    for (const text of ['', 'abc', '0', '5-2', '1-10001', '1.5', '-3'])
      expect(parseCardList(text)).toBeNull();
  });
});

describe('formatCardList', () => {
  it('writes runs as ranges', () => {
    expect(formatCardList([30, 1, 2, 3, 5])).toBe('1-3, 5, 30');
    expect(formatCardList([])).toBe('');
  });
});
