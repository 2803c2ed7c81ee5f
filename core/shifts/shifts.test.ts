import { describe, expect, it } from 'vitest';
import { BlindCountError, countedTotal, DEFAULT_DENOMINATIONS } from './blind-count';
import { expectedCash, shiftLines } from './expected-cash';
import { closeRequirement, DEFAULT_COUNT_THRESHOLDS, thresholdsAreOrdered } from './thresholds';
import { zLabel } from './z-number';

const t = DEFAULT_COUNT_THRESHOLDS; // note over 500.00 or 5 %, approval over 1,000.00 or 10 %

describe('what a close needs, by its counted difference', () => {
  it('closes under the first threshold, shortage or overage alike', () => {
    expect(closeRequirement(100_000_00n, 100_000_00n, t)).toBe('close');
    expect(closeRequirement(100_000_00n - 500_00n, 100_000_00n, t)).toBe('close'); // exactly at it
    expect(closeRequirement(100_000_00n + 500_00n, 100_000_00n, t)).toBe('close');
  });

  it('asks for a note over the amount, or over the percent', () => {
    expect(closeRequirement(100_000_00n - 500_01n, 100_000_00n, t)).toBe('note_required');
    // 600 short of 10,000.00 is 6 %: over 5 %, though under 1,000.00 and under 10 %
    expect(closeRequirement(9_400_00n, 10_000_00n, t)).toBe('note_required');
    // 51.00 short of 1,000.00 is 5.1 %: the percent alone asks for the note
    expect(closeRequirement(949_00n, 1_000_00n, t)).toBe('note_required');
    expect(closeRequirement(950_00n, 1_000_00n, t)).toBe('close'); // exactly 5 %
  });

  it('asks for an approval over the second threshold, by amount or percent', () => {
    expect(closeRequirement(100_000_00n - 1_000_01n, 100_000_00n, t)).toBe('approval_required');
    expect(closeRequirement(899_99n, 1_000_00n, t)).toBe('approval_required'); // 10.001 %
    expect(closeRequirement(900_00n, 1_000_00n, t)).toBe('note_required'); // exactly 10 %
    expect(closeRequirement(1_200_00n, 1_000_00n, t)).toBe('approval_required'); // 20 % over
  });

  it('judges an empty expected drawer by the amount alone', () => {
    expect(closeRequirement(400_00n, 0n, t)).toBe('close');
    expect(closeRequirement(600_00n, 0n, t)).toBe('note_required');
    expect(closeRequirement(0n, -10_00n, t)).toBe('close');
  });

  it('follows the agent’s own thresholds', () => {
    const strict = {
      noteAmountCents: 0n,
      notePercent: 0,
      approvalAmountCents: 10_00n,
      approvalPercent: 1,
    };
    expect(closeRequirement(1_000_00n, 1_000_00n, strict)).toBe('close');
    expect(closeRequirement(999_99n, 1_000_00n, strict)).toBe('note_required');
    expect(closeRequirement(989_00n, 1_000_00n, strict)).toBe('approval_required');
  });

  it('keeps the approval level at or above the note level', () => {
    expect(thresholdsAreOrdered(t)).toBe(true);
    expect(thresholdsAreOrdered({ ...t, approvalAmountCents: 100n })).toBe(false);
    expect(thresholdsAreOrdered({ ...t, approvalPercent: 1 })).toBe(false);
  });
});

describe('a blind count by denomination', () => {
  it('adds notes and coins by face value (Birr by default)', () => {
    expect(DEFAULT_DENOMINATIONS.map((d) => d.valueCents)).toEqual([
      20_000n,
      10_000n,
      5_000n,
      1_000n,
      500n,
      100n,
      50n,
      25n,
      10n,
      5n,
    ]);
    const count = [
      { valueCents: 20_000n, count: 3 },
      { valueCents: 100n, count: 7 },
      { valueCents: 25n, count: 2 },
    ];
    expect(countedTotal(count)).toBe(607_50n);
    expect(countedTotal([])).toBe(0n);
  });

  it('refuses a denomination the platform does not use, one named twice, or a bad count', () => {
    const bad = (count: { valueCents: bigint; count: number }[]) => () => countedTotal(count);
    expect(bad([{ valueCents: 2_000n, count: 1 }])).toThrow(BlindCountError);
    expect(
      bad([
        { valueCents: 100n, count: 1 },
        { valueCents: 100n, count: 2 },
      ]),
    ).toThrow('denomination_twice');
    expect(bad([{ valueCents: 100n, count: -1 }])).toThrow('bad_piece_count');
    expect(bad([{ valueCents: 100n, count: 1.5 }])).toThrow('bad_piece_count');
    expect(bad([{ valueCents: 100n, count: 100_001 }])).toThrow('bad_piece_count');
  });

  it('uses the platform’s own denominations when it has them', () => {
    const usd = [
      { valueCents: 2_000n, kind: 'note' as const },
      { valueCents: 25n, kind: 'coin' as const },
    ];
    expect(
      countedTotal(
        [
          { valueCents: 2_000n, count: 2 },
          { valueCents: 25n, count: 4 },
        ],
        usd,
      ),
    ).toBe(41_00n);
    expect(() => countedTotal([{ valueCents: 20_000n, count: 1 }], usd)).toThrow(
      'unknown_denomination',
    );
  });
});

describe('the expected cash of a shift, from the drawer’s ledger entries', () => {
  const flows = [
    { kind: 'game_takings', inCents: 72_00n, outCents: 0n },
    { kind: 'jackpot_cash_payout', inCents: 0n, outCents: 500_00n },
    { kind: 'jackpot_cash_brought', inCents: 300_00n, outCents: 0n },
    { kind: 'shift_pay_in', inCents: 50_00n, outCents: 0n },
    { kind: 'shift_pay_out', inCents: 0n, outCents: 20_00n },
    { kind: 'shift_drop', inCents: 0n, outCents: 100_00n },
    { kind: 'something_new', inCents: 1n, outCents: 0n },
  ];

  it('is the float plus every movement of the drawer', () => {
    expect(expectedCash(1_000_00n, flows)).toBe(
      1_000_00n + 72_00n - 500_00n + 300_00n + 50_00n - 20_00n - 100_00n + 1n,
    );
    expect(expectedCash(1_000_00n, [])).toBe(1_000_00n);
  });

  it('groups the movements into the report’s lines, which add up to the whole', () => {
    const lines = shiftLines(flows);
    expect(lines).toMatchObject({
      takings: 72_00n,
      jackpotsPaid: -500_00n,
      jackpotCashBrought: 300_00n,
      payIns: 50_00n,
      payOuts: -20_00n,
      drops: -100_00n,
      prizesPaid: 0n,
      bonusesPaid: 0n,
      other: 1n,
    });
    const sum = Object.values(lines).reduce((a, b) => a + b, 0n);
    expect(1_000_00n + sum).toBe(expectedCash(1_000_00n, flows));
  });
});

describe('Z numbers', () => {
  it('are printed with four digits and never cut', () => {
    expect(zLabel(1)).toBe('Z-0001');
    expect(zLabel(42)).toBe('Z-0042');
    expect(zLabel(12_345)).toBe('Z-12345');
  });
});
