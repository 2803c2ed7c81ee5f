import { describe, expect, it } from 'vitest';
import { parseGameAmount, statusOf } from './games-list';

describe('parseGameAmount', () => {
  it('accepts a number above 0 with at most 2 decimals', () => {
    expect(parseGameAmount('25')).toBe(25);
    expect(parseGameAmount(' 12.50 ')).toBe(12.5);
    expect(parseGameAmount('.5')).toBe(0.5);
    for (const bad of ['', '0', '0.00', '-3', 'abc', '1.234', '1e3'])
      expect(parseGameAmount(bad), bad).toBeNull();
  });
});

describe('statusOf', () => {
  it('shows a game without a status as active (SPEC section 3)', () => {
    expect(statusOf({ status: null })).toBe('active');
    expect(statusOf({})).toBe('active');
    expect(statusOf({ status: 'cancelled' })).toBe('cancelled');
  });
});
