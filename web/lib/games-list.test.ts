import { describe, expect, it } from 'vitest';
import { statusOf } from './games-list';

describe('statusOf', () => {
  it('shows a game without a status as active (SPEC section 3)', () => {
    expect(statusOf({ status: null })).toBe('active');
    expect(statusOf({})).toBe('active');
    expect(statusOf({ status: 'cancelled' })).toBe('cancelled');
  });
});
