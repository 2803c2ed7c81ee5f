import { ruleForConditions } from './patterns/win-rule';
import { describe, expect, it } from 'vitest';
import { FREE, type CardGrid } from './card';
import { cardForNumber } from './card-generator';
import { parseSavedCard } from './card-validation';
import { markCard, type MarkedGrid } from './marking';
import { detectWin } from './win-detection';
import { cellsOfMask } from './patterns/grid-mask';
import { LINE_MASKS, specIndexOfMask } from './patterns/pattern';
import {
  DEFAULT_WIN_CONDITIONS,
  type WinConditions,
  type WinPattern,
  type WinType,
} from './win-patterns';

const line = (type: WinType, mask: number): WinPattern => ({
  key: type,
  type,
  index: specIndexOfMask(mask)!,
  cells: cellsOfMask(mask),
});
/** SPEC's lines, corners and full house, each drawn as its cells. */
const ALL_PATTERNS: WinPattern[] = [
  ...LINE_MASKS.rows.map((mask) => line('row', mask)),
  ...LINE_MASKS.columns.map((mask) => line('column', mask)),
  ...LINE_MASKS.diagonals.map((mask) => line('diagonal', mask)),
  line('fourCorners', LINE_MASKS.corners),
  line('bingo', LINE_MASKS.full),
];

const ALL_ON: WinConditions = { anyLine: true, diagonal: true, fourCorners: true, fullHouse: true };
const NONE: WinConditions = {
  anyLine: false,
  diagonal: false,
  fourCorners: false,
  fullHouse: false,
};
const ONLY: Record<WinType, WinConditions> = {
  row: { ...NONE, anyLine: true },
  column: { ...NONE, anyLine: true },
  diagonal: { ...NONE, diagonal: true },
  fourCorners: { ...NONE, fourCorners: true },
  bingo: { ...NONE, fullHouse: true },
};
const ALL_BUT: Record<WinType, WinConditions> = {
  row: { ...ALL_ON, anyLine: false, fullHouse: false },
  column: { ...ALL_ON, anyLine: false, fullHouse: false },
  diagonal: { ...ALL_ON, diagonal: false, fullHouse: false },
  fourCorners: { ...ALL_ON, fourCorners: false, fullHouse: false },
  bingo: { ...ALL_ON, fullHouse: false },
};

/** Card 1 (standard): 13 30 38 48 65 / 9 21 31 53 67 / 5 29 F 47 62 / 15 28 32 50 70 / 6 26 41 55 72 */
const card1 = cardForNumber(1);

/** A hand-edited card: its own numbers, anything in the free centre. */
const savedText = [
  ['7', '22', '40', '59', '70'],
  ['3', '19', '33', '51', '66'],
  ['12', '25', '', '46', '61'],
  ['1', '17', '44', '60', '75'],
  ['9', '30', '36', '53', '68'],
];
const parsed = parseSavedCard(savedText);
if (!parsed.ok) throw new Error(parsed.errors.join('; '));
const saved = parsed.card;

function numbersOf(card: CardGrid, pattern: WinPattern): number[] {
  return pattern.cells
    .map(({ row, column }) => card[row]?.[column])
    .filter((cell): cell is number => typeof cell === 'number');
}

const key = (pattern: WinPattern) => `${pattern.type}:${pattern.index}`;

describe.each([
  ['generated card 1 (standard)', card1],
  ['generated card 10000 (quick)', cardForNumber(10000, 'quick')],
  ['generated card 500 (marathon)', cardForNumber(500, 'marathon')],
  ['a saved, hand-edited card', saved],
])('each win pattern on %s', (_, card) => {
  it.each(ALL_PATTERNS.map((pattern) => [key(pattern), pattern] as const))(
    '%s wins when enabled and only then',
    (_name, pattern) => {
      const marked = markCard(card, numbersOf(card, pattern));
      const won = detectWin(marked, ruleForConditions(ONLY[pattern.type]));
      expect(won.isWinner).toBe(true);
      expect(won.type).toBe(pattern.type);
      expect(won.lines.map(key)).toContain(key(pattern));
      expect(
        detectWin(marked, ruleForConditions(ALL_BUT[pattern.type])).lines.map(key),
      ).not.toContain(key(pattern));
    },
  );

  it('one number short of every pattern is no win', () => {
    for (const pattern of ALL_PATTERNS) {
      const numbers = numbersOf(card, pattern);
      const won = detectWin(markCard(card, numbers.slice(1)), ruleForConditions(ALL_ON));
      expect(won.lines.map(key)).not.toContain(key(pattern));
    }
  });
});

describe('win detection (SPEC section 5)', () => {
  it('wins a complete row', () => {
    const won = detectWin(
      markCard(card1, [13, 30, 38, 48, 65]),
      ruleForConditions(DEFAULT_WIN_CONDITIONS),
    );
    expect(won).toMatchObject({ isWinner: true, type: 'row', label: 'Row Winner' });
    expect(won.lines.map(key)).toEqual([key(ALL_PATTERNS[0]!)]);
    expect(won.cells).toEqual([0, 1, 2, 3, 4].map((column) => ({ row: 0, column })));
  });

  it('wins the middle row and the N column with the free centre counted as marked', () => {
    expect(
      detectWin(markCard(card1, [5, 29, 47, 62]), ruleForConditions(DEFAULT_WIN_CONDITIONS)).type,
    ).toBe('row');
    const column = detectWin(
      markCard(card1, [38, 31, 32, 41]),
      ruleForConditions(DEFAULT_WIN_CONDITIONS),
    );
    expect(column).toMatchObject({ type: 'column', label: 'Column Winner' });
    expect(column.lines.map(key)).toEqual(['column:2']);
  });

  it('wins either diagonal through the free centre', () => {
    const down = detectWin(
      markCard(card1, [13, 21, 50, 72]),
      ruleForConditions(DEFAULT_WIN_CONDITIONS),
    );
    expect(down).toMatchObject({ type: 'diagonal', label: 'Diagonal Winner' });
    expect(down.lines.map(key)).toEqual(['diagonal:0']);
    const up = detectWin(
      markCard(card1, [65, 53, 28, 6]),
      ruleForConditions(DEFAULT_WIN_CONDITIONS),
    );
    expect(up.lines.map(key)).toEqual(['diagonal:1']);
  });

  it('wins four corners with the label "Four Corners Winner"', () => {
    const won = detectWin(
      markCard(card1, [13, 65, 6, 72]),
      ruleForConditions(DEFAULT_WIN_CONDITIONS),
    );
    expect(won).toMatchObject({
      isWinner: true,
      type: 'fourCorners',
      label: 'Four Corners Winner',
    });
    expect(won.cells).toEqual([
      { row: 0, column: 0 },
      { row: 0, column: 4 },
      { row: 4, column: 0 },
      { row: 4, column: 4 },
    ]);
  });

  it('gives four corners priority over the lines also met', () => {
    const won = detectWin(
      markCard(card1, [13, 30, 38, 48, 65, 6, 26, 41, 55, 72]),
      ruleForConditions(DEFAULT_WIN_CONDITIONS),
    );
    expect(won.type).toBe('fourCorners');
    expect(won.label).toBe('Four Corners Winner');
    expect(won.lines.map(key)).toEqual(['row:0', 'row:4', 'fourCorners:0']);
    expect(won.cells).toHaveLength(10);
  });

  it('wins a full house as the generic bingo when enabled', () => {
    const everything = card1.flat().filter((cell): cell is number => typeof cell === 'number');
    const won = detectWin(markCard(card1, everything), ruleForConditions(ONLY.bingo));
    expect(won).toMatchObject({ type: 'bingo', label: 'Full House Winner' });
    expect(won.cells).toHaveLength(25);
    const allOn = detectWin(markCard(card1, everything), ruleForConditions(ALL_ON));
    expect(allOn.type).toBe('fourCorners');
    expect(allOn.lines).toHaveLength(ALL_PATTERNS.length);
    expect(
      detectWin(markCard(card1, everything.slice(1)), ruleForConditions(ONLY.bingo)).isWinner,
    ).toBe(false);
  });

  it('judges only the enabled win conditions (SPEC defaults: no full house)', () => {
    expect(DEFAULT_WIN_CONDITIONS).toEqual({
      anyLine: true,
      fourCorners: true,
      fullHouse: false,
      diagonal: true,
    });
    const row = markCard(card1, [13, 30, 38, 48, 65]);
    expect(
      detectWin(row, ruleForConditions({ ...DEFAULT_WIN_CONDITIONS, anyLine: false })).isWinner,
    ).toBe(false);
    const corners = markCard(card1, [13, 65, 6, 72]);
    expect(
      detectWin(corners, ruleForConditions({ ...DEFAULT_WIN_CONDITIONS, fourCorners: false }))
        .isWinner,
    ).toBe(false);
    const everything = card1.flat().filter((cell): cell is number => typeof cell === 'number');
    expect(detectWin(markCard(card1, everything), ruleForConditions(NONE))).toEqual({
      isWinner: false,
      type: null,
      label: null,
      pattern: null,
      lines: [],
      cells: [],
    });
  });

  it('answers no win for a card without a complete pattern', () => {
    const won = detectWin(markCard(card1, [13, 30, 38, 48, 9, 21, 31]), ruleForConditions(ALL_ON));
    expect(won).toEqual({
      isWinner: false,
      type: null,
      label: null,
      pattern: null,
      lines: [],
      cells: [],
    });
  });

  it('needs at least 5 rows for four corners, else false', () => {
    const fourRows: MarkedGrid = Array.from({ length: 4 }, () => Array(5).fill('*'));
    const won = detectWin(fourRows, ruleForConditions(ALL_ON));
    expect(won.lines.map((line) => line.type)).not.toContain('fourCorners');
    expect(won.lines.map(key)).toEqual(['row:0', 'row:1', 'row:2', 'row:3']);
    const fiveRows: MarkedGrid = [...fourRows, ['*', 1, 2, 3, '*']];
    expect(detectWin(fiveRows, ruleForConditions(ONLY.fourCorners)).type).toBe('fourCorners');
  });
});

describe('wins on saved cards', () => {
  it('counts the centre as free whatever it held, and nothing else', () => {
    expect(saved[1]?.[1]).toBe(19);
    expect(saved[2]?.[2]).toBe(FREE);
    expect(
      detectWin(markCard(saved, [7, 60, 68]), ruleForConditions(DEFAULT_WIN_CONDITIONS)).isWinner,
    ).toBe(false);
    const diagonal = detectWin(
      markCard(saved, [7, 19, 60, 68]),
      ruleForConditions(DEFAULT_WIN_CONDITIONS),
    );
    expect(diagonal.lines.map(key)).toEqual(['diagonal:0']);
  });

  it('can never win a pattern through an empty cell', () => {
    const text = savedText.map((row) => [...row]);
    (text[0] as string[])[0] = '';
    const result = parseSavedCard(text);
    if (!result.ok) throw new Error('the card should be valid');
    const all = Array.from({ length: 75 }, (_, i) => i + 1);
    const won = detectWin(markCard(result.card, all), ruleForConditions(ALL_ON));
    expect(won.lines.map(key)).toEqual([
      'row:1',
      'row:2',
      'row:3',
      'row:4',
      'column:1',
      'column:2',
      'column:3',
      'column:4',
      'diagonal:1',
    ]);
    expect(won.type).toBe('row');
  });
});
