import { ruleForConditions } from './patterns/win-rule';
import { describe, expect, it } from 'vitest';
import { cardForNumber } from './card-generator';
import { parseSavedCard } from './card-validation';
import { analyzeWin, PULSE_MS, winChance } from './win-analysis';
import { DEFAULT_WIN_CONDITIONS } from './win-patterns';

/** Card 1 (standard): 13 30 38 48 65 / 9 21 31 53 67 / 5 29 F 47 62 / 15 28 32 50 70 / 6 26 41 55 72 */
const card1 = cardForNumber(1);
const ALL_ON = { anyLine: true, diagonal: true, fourCorners: true, fullHouse: true };

describe('win chance labels (SPEC section 9)', () => {
  it.each([
    [0, 'Very High'],
    [1, 'Very High'],
    [3, 'Very High'],
    [4, 'High'],
    [5, 'High'],
    [6, 'Medium'],
    [8, 'Medium'],
    [9, 'Low'],
    [24, 'Low'],
  ] as const)('%i remaining is %s', (remaining, label) => {
    expect(winChance(remaining)).toBe(label);
  });
});

describe('win analysis', () => {
  it('lists the numbers each enabled pattern still needs by its closest way', () => {
    const analysis = analyzeWin(card1, [13, 30], ruleForConditions(DEFAULT_WIN_CONDITIONS));
    expect(analysis.patterns.map((pattern) => pattern.key)).toEqual([
      'row_or_column',
      'four_corners',
      'diagonal',
    ]);
    expect(analysis.patterns[0]).toMatchObject({ needed: [38, 48, 65], reachable: true });
    expect(analysis.patterns[0]?.cells).toHaveLength(5);
    const corners = analysis.patterns.find((pattern) => pattern.key === 'four_corners');
    expect(corners?.needed).toEqual([65, 6, 72]);
  });

  it('finds the closest pattern, its chance and the pulse at 3 or fewer', () => {
    const analysis = analyzeWin(card1, [13, 30], ruleForConditions(DEFAULT_WIN_CONDITIONS));
    expect(analysis.closest).toMatchObject({ key: 'row_or_column', needed: [38, 48, 65] });
    expect(analysis.minNeeded).toBe(3);
    expect(analysis.chance).toBe('Very High');
    expect(analysis.pulse).toBe(true);
    expect(PULSE_MS).toBe(2000);
  });

  it('counts the free centre: the middle row and both diagonals need 4 at the start', () => {
    const analysis = analyzeWin(card1, [], ruleForConditions(DEFAULT_WIN_CONDITIONS));
    expect(analysis.minNeeded).toBe(4);
    expect(analysis.closest).toMatchObject({ key: 'row_or_column', needed: [5, 29, 47, 62] });
    expect(analysis.chance).toBe('High');
    expect(analysis.pulse).toBe(false);
  });

  it('follows the enabled conditions: a full house alone needs 24 at the start', () => {
    const analysis = analyzeWin(
      card1,
      [],
      ruleForConditions({ ...ALL_ON, anyLine: false, diagonal: false, fourCorners: false }),
    );
    expect(analysis.patterns.map((pattern) => pattern.key)).toEqual(['full_house']);
    expect(analysis.minNeeded).toBe(24);
    expect(analysis.chance).toBe('Low');
  });

  it('reaches 0 needed on a win', () => {
    const analysis = analyzeWin(card1, [13, 65, 6, 72], ruleForConditions(DEFAULT_WIN_CONDITIONS));
    expect(analysis.closest).toMatchObject({ key: 'four_corners', needed: [] });
    expect(analysis.minNeeded).toBe(0);
  });

  it('leaves out patterns through an empty cell of a saved card', () => {
    const text = [
      ['', '22', '40', '59', '70'],
      ['3', '17', '33', '51', '66'],
      ['12', '25', '', '46', '61'],
      ['1', '18', '44', '60', '75'],
      ['', '30', '36', '53', ''],
    ];
    const saved = parseSavedCard(text);
    if (!saved.ok) throw new Error(saved.errors.join('; '));
    const analysis = analyzeWin(
      saved.card,
      [3, 17, 33, 51, 66],
      ruleForConditions({ ...ALL_ON, anyLine: false }),
    );
    expect(analysis.patterns.every((pattern) => !pattern.reachable)).toBe(true);
    expect(analysis).toMatchObject({ closest: null, minNeeded: null, chance: null, pulse: false });
    const lines = analyzeWin(
      saved.card,
      [3, 17, 33, 51],
      ruleForConditions(DEFAULT_WIN_CONDITIONS),
    );
    expect(lines.closest).toMatchObject({ key: 'row_or_column', needed: [66] });
  });
});
