import { FREE, GRID_SIZE, isCentre, type CardCell, type CardGrid } from './card';
import { columnRange, DEFAULT_GAME_MODE, LETTERS, type GameMode } from './modes';

/** A card as the editor and browser storage keep it: 5x5 of text, grid[row][column]. */
export type TextGrid = readonly (readonly string[])[];

export const MAX_CELL_LENGTH = 3;
/** What the editor shows in the centre; an emptied centre reverts to it. */
export const CENTRE_STAR = '★';
const INTEGER = /^-?\d+$/;

export const INVALID_NUMBER_MESSAGE = 'Please enter a valid number';
export const CARD_NAME_MESSAGE = 'Please enter a card name.';
export const BATCH_SIZE_MESSAGE = 'Please enter a number between 1 and 50';
export const MAX_CARD_BATCH = 50;

/** What is wrong with a cell, with what a translated message needs. */
export type CellIssue =
  | { kind: 'invalid' }
  | { kind: 'range'; letter: string; min: number; max: number }
  | { kind: 'duplicate'; letter: string; n: number };

/** SPEC section 5's English message of an issue. */
export function issueMessage(issue: CellIssue): string {
  if (issue.kind === 'invalid') return INVALID_NUMBER_MESSAGE;
  if (issue.kind === 'range')
    return `Invalid number for ${issue.letter} column. Please enter a number between ${issue.min}-${issue.max}.`;
  return `Number ${issue.n} already exists in ${issue.letter} column.`;
}

export interface CardError {
  row: number;
  column: number;
  issue: CellIssue;
  message: string;
  /** SPEC card-level form: "Row {n}, {letter} column: {message}" (rows counted from 1). */
  text: string;
}

function integerIn(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  return INTEGER.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * SPEC section 5 "Bingo card cell": what is wrong with one cell, or null when it is valid. Only
 * the centre may be free: a star or asterisk anywhere else is not a number (a free cell would be
 * marked without any ball, so a card of stars would win at once).
 */
export function cellIssue(
  grid: TextGrid,
  row: number,
  column: number,
  mode: GameMode = DEFAULT_GAME_MODE,
): CellIssue | null {
  if (isCentre(row, column)) return null;
  const text = grid[row]?.[column] ?? '';
  if (text.length > MAX_CELL_LENGTH) return { kind: 'invalid' };
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = integerIn(trimmed);
  if (n === undefined) return { kind: 'invalid' };
  const letter = LETTERS[column] as string;
  const { min, max } = columnRange(column, mode);
  if (n < min || n > max) return { kind: 'range', letter, min, max };
  for (let other = 0; other < GRID_SIZE; other++) {
    if (other !== row && !isCentre(other, column) && integerIn(grid[other]?.[column]) === n) {
      return { kind: 'duplicate', letter, n };
    }
  }
  return null;
}

/** The English message for one cell, or null when it is valid. */
export function validateCell(
  grid: TextGrid,
  row: number,
  column: number,
  mode: GameMode = DEFAULT_GAME_MODE,
): string | null {
  const issue = cellIssue(grid, row, column, mode);
  return issue === null ? null : issueMessage(issue);
}

/** Every invalid cell of a card, row by row. Both cells of a duplicate pair are reported. */
export function validateCard(grid: TextGrid, mode: GameMode = DEFAULT_GAME_MODE): CardError[] {
  const errors: CardError[] = [];
  for (let row = 0; row < GRID_SIZE; row++) {
    for (let column = 0; column < GRID_SIZE; column++) {
      const issue = cellIssue(grid, row, column, mode);
      if (issue !== null) {
        const message = issueMessage(issue);
        const text = `Row ${row + 1}, ${LETTERS[column]} column: ${message}`;
        errors.push({ row, column, issue, message, text });
      }
    }
  }
  return errors;
}

export function validateCardName(name: string): string | null {
  return name.trim() === '' ? CARD_NAME_MESSAGE : null;
}

/** Save is disabled while the name is blank or any cell is invalid. */
export function canSaveCard(
  name: string,
  grid: TextGrid,
  mode: GameMode = DEFAULT_GAME_MODE,
): boolean {
  return validateCardName(name) === null && validateCard(grid, mode).length === 0;
}

export function validateCardBatchSize(count: number): string | null {
  return Number.isInteger(count) && count >= 1 && count <= MAX_CARD_BATCH
    ? null
    : BATCH_SIZE_MESSAGE;
}

/** The grid after typing value into a cell; an emptied centre reverts to the star. */
export function applyCellEdit(
  grid: TextGrid,
  row: number,
  column: number,
  value: string,
): TextGrid {
  const text = isCentre(row, column) && value.trim() === '' ? CENTRE_STAR : value;
  return grid.map((cells, r) =>
    r === row ? cells.map((cell, c) => (c === column ? text : cell)) : cells,
  );
}

/** A 5x5 of text from storage or an API body (numbers accepted as text), or undefined. */
export function readTextGrid(input: unknown): TextGrid | undefined {
  if (!Array.isArray(input) || input.length !== GRID_SIZE) return undefined;
  const grid: string[][] = [];
  for (const row of input) {
    if (!Array.isArray(row) || row.length !== GRID_SIZE) return undefined;
    const cells: string[] = [];
    for (const cell of row) {
      if (typeof cell === 'string') cells.push(cell);
      else if (typeof cell === 'number' && Number.isFinite(cell)) cells.push(String(cell));
      else return undefined;
    }
    grid.push(cells);
  }
  return grid;
}

export const GRID_SHAPE_MESSAGE = 'A card is 5 rows of 5 cells';

export type SavedCardResult = { ok: true; card: CardGrid } | { ok: false; errors: string[] };

/**
 * A saved (hand-edited) card as a playable grid. The centre is free whatever it holds; an empty
 * cell can never be marked. Nothing else is free.
 */
export function parseSavedCard(
  input: unknown,
  mode: GameMode = DEFAULT_GAME_MODE,
): SavedCardResult {
  const grid = readTextGrid(input);
  if (grid === undefined) return { ok: false, errors: [GRID_SHAPE_MESSAGE] };
  const errors = validateCard(grid, mode);
  if (errors.length > 0) return { ok: false, errors: errors.map((error) => error.text) };
  const card = grid.map((cells, row) =>
    cells.map((text, column): CardCell => {
      const trimmed = text.trim();
      if (isCentre(row, column)) return FREE;
      return trimmed === '' ? null : Number(trimmed);
    }),
  );
  return { ok: true, card };
}

/**
 * A valid card's text as it is kept: cells trimmed, numbers written plainly ("007" is "7"), an
 * empty centre the star. Two grids that play the same are then equal.
 */
export function normalizeGrid(grid: TextGrid): string[][] {
  return grid.map((cells, row) =>
    cells.map((text, column) => {
      const trimmed = text.trim();
      if (isCentre(row, column)) return trimmed === '' ? CENTRE_STAR : trimmed;
      const n = integerIn(trimmed);
      return n === undefined ? trimmed : String(n);
    }),
  );
}

/** The editor's text of a card (generated or parsed): the centre shows the star. */
export function cardToText(card: CardGrid): TextGrid {
  return card.map((cells, row) =>
    cells.map((cell, column) => {
      if (isCentre(row, column)) return CENTRE_STAR;
      return cell === null || cell === FREE ? '' : String(cell);
    }),
  );
}
