import { GRID_SIZE, type CellPosition } from '../card';

/**
 * A 5x5 mask: cell (row, column) is bit row * 5 + column, so a mask is a 25-bit integer. The free
 * centre is a cell like any other; a card's free space is marked from the start.
 */
export const CELLS = GRID_SIZE * GRID_SIZE;
export const FULL_MASK = (1 << CELLS) - 1;

export const bitOf = (row: number, column: number): number => row * GRID_SIZE + column;

export function maskOfCells(cells: readonly CellPosition[]): number {
  return cells.reduce((mask, { row, column }) => mask | (1 << bitOf(row, column)), 0);
}

/** The cells of a mask in reading order. */
export function cellsOfMask(mask: number): CellPosition[] {
  const cells: CellPosition[] = [];
  for (let bit = 0; bit < CELLS; bit++) {
    if ((mask & (1 << bit)) !== 0)
      cells.push({ row: Math.floor(bit / GRID_SIZE), column: bit % GRID_SIZE });
  }
  return cells;
}

export function cellCount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

export function isGridMask(mask: number): boolean {
  return Number.isInteger(mask) && mask > 0 && mask <= FULL_MASK;
}

/**
 * A mask drawn as five rows of five characters, "X" for a cell of the shape and "." for none,
 * rows separated by "/": "X...X/.X.X./..X../.X.X./X...X" is the X.
 */
export function maskOfPicture(picture: string): number {
  const rows = picture.split('/');
  if (rows.length !== GRID_SIZE || rows.some((row) => row.length !== GRID_SIZE))
    throw new RangeError(`"${picture}" is not a 5x5 picture`);
  let mask = 0;
  rows.forEach((line, row) => {
    [...line].forEach((char, column) => {
      if (char === 'X') mask |= 1 << bitOf(row, column);
      else if (char !== '.') throw new RangeError(`"${char}" in a pattern picture`);
    });
  });
  return mask;
}

export function pictureOfMask(mask: number): string {
  return Array.from({ length: GRID_SIZE }, (_, row) =>
    Array.from({ length: GRID_SIZE }, (_, column) =>
      (mask & (1 << bitOf(row, column))) !== 0 ? 'X' : '.',
    ).join(''),
  ).join('/');
}

function mapCells(mask: number, to: (cell: CellPosition) => CellPosition): number {
  return maskOfCells(cellsOfMask(mask).map(to));
}

const LAST = GRID_SIZE - 1;

/** A quarter turn clockwise. */
export const rotated = (mask: number): number =>
  mapCells(mask, ({ row, column }) => ({ row: column, column: LAST - row }));

/** Mirrored left to right. */
export const mirrored = (mask: number): number =>
  mapCells(mask, ({ row, column }) => ({ row, column: LAST - column }));

/** The shape in each of its four turns, mirrored or not, each distinct mask once. */
export function symmetriesOf(mask: number): number[] {
  const found = new Set<number>();
  let turned = mask;
  for (let turn = 0; turn < 4; turn++) {
    found.add(turned);
    found.add(mirrored(turned));
    turned = rotated(turned);
  }
  return [...found];
}

/** The shape moved to every position where it still fits on the card. */
export function placementsOf(mask: number): number[] {
  const cells = cellsOfMask(mask);
  const top = Math.min(...cells.map((cell) => cell.row));
  const left = Math.min(...cells.map((cell) => cell.column));
  const height = Math.max(...cells.map((cell) => cell.row)) - top + 1;
  const width = Math.max(...cells.map((cell) => cell.column)) - left + 1;
  const found = new Set<number>();
  for (let row = 0; row + height <= GRID_SIZE; row++) {
    for (let column = 0; column + width <= GRID_SIZE; column++) {
      found.add(
        maskOfCells(
          cells.map((cell) => ({ row: cell.row - top + row, column: cell.column - left + column })),
        ),
      );
    }
  }
  return [...found];
}

/** The columns (0 for B ... 4 for O) with a cell in the mask. */
export function columnsOfMask(mask: number): Set<number> {
  return new Set(cellsOfMask(mask).map((cell) => cell.column));
}
