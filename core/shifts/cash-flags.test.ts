import { describe, expect, it } from 'vitest';
import { moveRequirement, openingRequirement, statusAfterCount, strongest } from './cash-flags';
import { DEFAULT_COUNT_THRESHOLDS } from './thresholds';

const t = DEFAULT_COUNT_THRESHOLDS; // note over 500.00 or 5 %, approval over 1,000.00 or 10 %

describe('cash moves judged like a count difference', () => {
  it('judges the float against the last count, short or over alike', () => {
    expect(openingRequirement(700_00n, 700_00n, t)).toBe('close');
    expect(openingRequirement(0n, 700_00n, t)).toBe('approval_required'); // 100 % short
    expect(openingRequirement(9_400_00n, 10_000_00n, t)).toBe('note_required'); // 6 %
    expect(openingRequirement(10_300_00n, 10_000_00n, t)).toBe('close'); // 3 % over
  });

  it('judges a move on the sum moved so far, by percent of the float', () => {
    expect(moveRequirement(0n, -300_00n, 10_000_00n, t)).toBe('close');
    expect(moveRequirement(300_00n, -300_00n, 10_000_00n, t)).toBe('note_required'); // 600 in all
    expect(moveRequirement(0n, -900_00n, 1_000_00n, t)).toBe('approval_required'); // 90 %
    expect(moveRequirement(0n, 400_00n, 0n, t)).toBe('close'); // no float: the amount alone
  });

  it('keeps a counted shift waiting for each note due, then for any approval due', () => {
    const none = { requirement: 'close' as const, note: null };
    expect(statusAfterCount({ count: none, opening: none, flags: [] })).toBe('closed');
    const openingDue = { requirement: 'note_required' as const, note: null };
    expect(statusAfterCount({ count: none, opening: openingDue, flags: [] })).toBe('awaiting_note');
    expect(statusAfterCount({ count: none, opening: none, flags: ['note_required'] })).toBe(
      'closed',
    );
    expect(statusAfterCount({ count: none, opening: none, flags: ['approval_required'] })).toBe(
      'awaiting_approval',
    );
    expect(strongest(['note_required', 'close'])).toBe('note_required');
  });
});
