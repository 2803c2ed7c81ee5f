import { describe, expect, it } from 'vitest';
import { FREE } from './card';
import { cardForNumber } from './card-generator';
import {
  applyCellEdit,
  canSaveCard,
  cardToText,
  cellIssue,
  CENTRE_STAR,
  issueMessage,
  parseSavedCard,
  readTextGrid,
  validateCard,
  validateCardBatchSize,
  validateCardName,
  validateCell,
  type TextGrid,
} from './card-validation';

/** A valid standard card as the editor shows it. */
const base = (): string[][] => [
  ['1', '16', '31', '46', '61'],
  ['2', '17', '32', '47', '62'],
  ['3', '18', '★', '48', '63'],
  ['4', '19', '34', '49', '64'],
  ['5', '20', '35', '50', '65'],
];

function withCell(row: number, column: number, value: string): string[][] {
  const grid = base();
  (grid[row] as string[])[column] = value;
  return grid;
}

describe('bingo card cell (SPEC section 5)', () => {
  it('accepts a valid card', () => {
    expect(validateCard(base())).toEqual([]);
  });

  it('accepts an empty cell', () => {
    for (const value of ['', '  ']) expect(validateCell(withCell(0, 0, value), 0, 0)).toBeNull();
  });

  it('lets only the centre be free: a star or asterisk elsewhere is not a number', () => {
    for (const value of ['*', '★', ' * ']) {
      expect(validateCell(withCell(0, 0, value), 0, 0)).toBe('Please enter a valid number');
      expect(validateCell(withCell(4, 4, value), 4, 4)).toBe('Please enter a valid number');
    }
    const allStars = base().map((row) => row.map(() => '*'));
    expect(validateCard(allStars)).toHaveLength(24);
    expect(parseSavedCard(allStars)).toMatchObject({ ok: false });
  });

  it('describes each issue for a translated message', () => {
    expect(cellIssue(withCell(0, 4, '80'), 0, 4)).toEqual({
      kind: 'range',
      letter: 'O',
      min: 61,
      max: 75,
    });
    expect(cellIssue(withCell(3, 0, '1'), 3, 0)).toEqual({ kind: 'duplicate', letter: 'B', n: 1 });
    expect(cellIssue(withCell(3, 0, 'x'), 3, 0)).toEqual({ kind: 'invalid' });
    expect(issueMessage({ kind: 'duplicate', letter: 'B', n: 1 })).toBe(
      'Number 1 already exists in B column.',
    );
  });

  it('rejects more than 3 characters with "Please enter a valid number"', () => {
    expect(validateCell(withCell(0, 0, '0001'), 0, 0)).toBe('Please enter a valid number');
    expect(validateCell(withCell(0, 0, '001'), 0, 0)).toBeNull();
  });

  it.each(['abc', '1.5', '5a', '+5', 'F', '**', '1e1'])('rejects %j as not an integer', (value) => {
    expect(validateCell(withCell(1, 1, value), 1, 1)).toBe('Please enter a valid number');
  });

  it('lets the centre cell (row 3, column N) hold anything', () => {
    for (const value of ['', 'FREE SPACE', '99', 'x', '31']) {
      expect(validateCell(withCell(2, 2, value), 2, 2)).toBeNull();
      expect(validateCard(withCell(2, 2, value))).toEqual([]);
    }
  });

  it.each([
    [0, '16', 'Invalid number for B column. Please enter a number between 1-15.'],
    [0, '0', 'Invalid number for B column. Please enter a number between 1-15.'],
    [0, '-1', 'Invalid number for B column. Please enter a number between 1-15.'],
    [1, '15', 'Invalid number for I column. Please enter a number between 16-30.'],
    [1, '31', 'Invalid number for I column. Please enter a number between 16-30.'],
    [2, '46', 'Invalid number for N column. Please enter a number between 31-45.'],
    [3, '45', 'Invalid number for G column. Please enter a number between 46-60.'],
    [4, '76', 'Invalid number for O column. Please enter a number between 61-75.'],
  ])('column %i rejects %s with the range message', (column, value, message) => {
    expect(validateCell(withCell(0, column, value), 0, column)).toBe(message);
  });

  it('accepts the edges of each standard column', () => {
    const edges = [
      ['1', '16', '31', '46', '61'],
      ['15', '30', '45', '60', '75'],
      ['', '', '★', '', ''],
      ['', '', '', '', ''],
      ['', '', '', '', ''],
    ];
    expect(validateCard(edges)).toEqual([]);
  });

  it('scales the column ranges with the mode', () => {
    expect(validateCell(withCell(0, 0, '11'), 0, 0, 'quick')).toBe(
      'Invalid number for B column. Please enter a number between 1-10.',
    );
    expect(validateCell(withCell(0, 4, '40'), 0, 4, 'quick')).toBe(
      'Invalid number for O column. Please enter a number between 41-50.',
    );
    expect(validateCell(withCell(0, 0, '20'), 0, 0, 'marathon')).toBeNull();
    expect(validateCell(withCell(0, 0, '21'), 0, 0, 'marathon')).toBe(
      'Invalid number for B column. Please enter a number between 1-20.',
    );
    expect(validateCell(withCell(0, 4, '100'), 0, 4, 'marathon')).toBeNull();
  });

  it('rejects a duplicate in the same column on both cells', () => {
    const grid = withCell(3, 0, '1');
    expect(validateCell(grid, 3, 0)).toBe('Number 1 already exists in B column.');
    expect(validateCell(grid, 0, 0)).toBe('Number 1 already exists in B column.');
  });

  it('compares numbers, not text, for duplicates', () => {
    expect(validateCell(withCell(4, 3, '046'), 4, 3)).toBe('Number 46 already exists in G column.');
    expect(validateCell(withCell(4, 3, ' 46'), 0, 3)).toBe('Number 46 already exists in G column.');
  });

  it('ignores whatever the free centre holds when looking for duplicates', () => {
    expect(validateCard(withCell(2, 2, '31'))).toEqual([]);
  });
});

describe('card-level errors', () => {
  it('reads "Row {n}, {letter} column: {message}", rows from 1, in reading order', () => {
    const grid = base();
    (grid[1] as string[])[4] = '80';
    (grid[4] as string[])[1] = 'x';
    (grid[3] as string[])[3] = '46';
    expect(validateCard(grid).map((error) => error.text)).toEqual([
      'Row 1, G column: Number 46 already exists in G column.',
      'Row 2, O column: Invalid number for O column. Please enter a number between 61-75.',
      'Row 4, G column: Number 46 already exists in G column.',
      'Row 5, I column: Please enter a valid number',
    ]);
    expect(validateCard(grid)[1]).toMatchObject({ row: 1, column: 4 });
  });

  it('disables save while errors exist or the name is blank', () => {
    expect(validateCardName('  ')).toBe('Please enter a card name.');
    expect(validateCardName('Card 7')).toBeNull();
    expect(canSaveCard('Card 7', base())).toBe(true);
    expect(canSaveCard('', base())).toBe(false);
    expect(canSaveCard('Card 7', withCell(0, 0, '99'))).toBe(false);
  });

  it('reverts an emptied centre cell to the star, and only the centre', () => {
    const grid: TextGrid = base();
    expect(applyCellEdit(grid, 2, 2, '')[2]?.[2]).toBe(CENTRE_STAR);
    expect(applyCellEdit(grid, 2, 2, ' ')[2]?.[2]).toBe(CENTRE_STAR);
    expect(applyCellEdit(grid, 2, 2, 'FREE')[2]?.[2]).toBe('FREE');
    expect(applyCellEdit(grid, 0, 0, '')[0]?.[0]).toBe('');
    expect(grid[0]?.[0]).toBe('1');
  });

  it('creates 1 to 50 cards at once', () => {
    expect(validateCardBatchSize(1)).toBeNull();
    expect(validateCardBatchSize(50)).toBeNull();
    for (const bad of [0, 51, 2.5, Number.NaN]) {
      expect(validateCardBatchSize(bad)).toBe('Please enter a number between 1 and 50');
    }
  });
});

describe('saved cards (5x5 of text)', () => {
  it('reads a 5x5 of text or numbers and nothing else', () => {
    expect(readTextGrid([[1, '16', '31', '46', '61'], ...base().slice(1)])?.[0]?.[0]).toBe('1');
    expect(readTextGrid(base().slice(1))).toBeUndefined();
    expect(readTextGrid([...base().slice(1), ['1', '2']])).toBeUndefined();
    expect(readTextGrid([...base().slice(1), ['1', '2', '3', '4', null]])).toBeUndefined();
    expect(readTextGrid('1,2,3')).toBeUndefined();
  });

  it('plays a valid saved card: the centre free whatever it holds, an empty cell never marked', () => {
    const grid = base();
    (grid[0] as string[])[0] = '';
    (grid[4] as string[])[4] = '';
    (grid[2] as string[])[2] = 'anything';
    const parsed = parseSavedCard(grid);
    expect(parsed).toEqual({
      ok: true,
      card: [
        [null, 16, 31, 46, 61],
        [2, 17, 32, 47, 62],
        [3, 18, FREE, 48, 63],
        [4, 19, 34, 49, 64],
        [5, 20, 35, 50, null],
      ],
    });
  });

  it('refuses an invalid saved card with the SPEC messages', () => {
    expect(parseSavedCard(withCell(0, 0, '77'))).toEqual({
      ok: false,
      errors: ['Row 1, B column: Invalid number for B column. Please enter a number between 1-15.'],
    });
    expect(parseSavedCard([['1']])).toEqual({ ok: false, errors: ['A card is 5 rows of 5 cells'] });
  });

  it('round-trips a generated card through the editor text', () => {
    const card = cardForNumber(77, 'marathon');
    expect(cardToText(card)[2]?.[2]).toBe(CENTRE_STAR);
    expect(parseSavedCard(cardToText(card), 'marathon')).toEqual({ ok: true, card });
  });
});
