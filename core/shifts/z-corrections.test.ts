import { describe, expect, it } from 'vitest';
import { correctedCount } from './z-corrections';

const at = '2026-11-28T18:00:00.000Z';

describe('a Z’s corrections (issue 39 item 4)', () => {
  it('lead from the count to the corrected count, against the same expected cash', () => {
    const report = correctedCount({ counted: 410, expected: 510 }, [
      { amount: 100, reason: 'Found in the safe', by: 'agent', created_at: at },
      { amount: -0.3, reason: 'A coin counted twice', by: 'admin', created_at: at },
    ]);
    expect(report.correctedCount).toBe(509.7);
    expect(report.expected).toBe(510);
    expect(report.correctedDifference).toBe(-0.3);
  });

  it('sums in cents, so ten corrections of 0.10 make exactly 1.00', () => {
    const tenths = Array.from({ length: 10 }, () => ({
      amount: 0.1,
      reason: 'Coin',
      by: 'agent',
      created_at: at,
    }));
    const report = correctedCount({ counted: 0.2, expected: 1.2 }, tenths);
    expect(report.correctedCount).toBe(1.2);
    expect(report.correctedDifference).toBe(0);
  });

  it('without corrections is the count itself', () => {
    expect(correctedCount({ counted: 50, expected: 60 }, [])).toMatchObject({
      correctedCount: 50,
      correctedDifference: -10,
    });
  });
});
