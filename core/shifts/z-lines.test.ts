import { describe, expect, it } from 'vitest';
import { drawerLines, type DrawerCash } from './z-lines';

const day: DrawerCash = {
  float: 500,
  pools: 300,
  prizes_from_pools: -240,
  prizes_paid: 0,
  bonuses_paid: -5,
  jackpots_paid: -20,
  jackpot_cash_brought: 10,
  pay_ins: 25.5,
  pay_outs: -50,
  drops: -100,
  adjustments: -0.5,
  other: 0,
  expected: 420,
};

describe('the Z’s drawer lines (issue 39)', () => {
  it('lead from the float to the expected cash, each with its sign', () => {
    const report = drawerLines(day);
    expect(report.lines).toEqual([
      { key: 'pools', amount: 300 },
      { key: 'prizesPaid', amount: -240 },
      { key: 'bonusesAndJackpots', amount: -25 },
      { key: 'payIns', amount: 25.5 },
      { key: 'payOuts', amount: -50 },
      { key: 'drops', amount: -100 },
      { key: 'other', amount: 9.5 },
    ]);
    expect(report.sum).toBe(420);
    expect(report.sum).toBe(report.expected);
  });

  it('add the day the issue walked: 500 + 300 - 240 - 50 = 510, the fees on no line', () => {
    const report = drawerLines({
      ...day,
      bonuses_paid: 0,
      jackpots_paid: 0,
      jackpot_cash_brought: 0,
      pay_ins: 0,
      drops: 0,
      adjustments: 0,
      expected: 510,
    });
    expect(report.sum).toBe(510);
    expect(report.lines.map((line) => line.key)).not.toContain('fees');
  });

  it('sum to the cent, without float noise', () => {
    const report = drawerLines({
      ...day,
      float: 0.1,
      pools: 0.2,
      prizes_from_pools: 0,
      bonuses_paid: 0,
      jackpots_paid: 0,
      jackpot_cash_brought: 0,
      pay_ins: 0,
      pay_outs: 0,
      drops: 0,
      adjustments: 0,
      expected: 0.3,
    });
    expect(report.sum).toBe(0.3);
  });
});
