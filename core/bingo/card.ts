/** A bingo card is 5x5, read grid[row][column]; columns are B I N G O. */
export const GRID_SIZE = 5;

/** The free space (row 3, column N): marked F and always counted as marked. */
export const FREE = 'F';
export const CENTRE_ROW = 2;
export const CENTRE_COLUMN = 2;

/** A number, a free space, or (on a saved card) an empty cell that can never be marked. */
export type CardCell = number | typeof FREE | null;
export type CardGrid = readonly (readonly CardCell[])[];

/** Zero-based, as the grid is indexed; SPEC's messages count rows from 1. */
export interface CellPosition {
  row: number;
  column: number;
}

export function isCentre(row: number, column: number): boolean {
  return row === CENTRE_ROW && column === CENTRE_COLUMN;
}
