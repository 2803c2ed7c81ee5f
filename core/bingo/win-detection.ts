import { GRID_SIZE, type CellPosition } from './card';
import { isMarked, type MarkedGrid } from './marking';
import {
  enabledPatterns,
  primaryWinType,
  WIN_LABELS,
  type WinConditions,
  type WinPattern,
  type WinType,
} from './win-patterns';

export interface WinResult {
  isWinner: boolean;
  /** The announced type (four corners first), or null with no win. */
  type: WinType | null;
  label: string | null;
  /** Every enabled pattern that is complete, for highlighting. */
  lines: WinPattern[];
  /** The cells of all those patterns, each once, in reading order. */
  cells: CellPosition[];
}

/**
 * The reference win check: a pattern is met when each of its cells is marked (a called number or
 * a free space). A missing cell is unmarked, so four corners needs at least 5 rows.
 */
export function detectWin(marked: MarkedGrid, conditions: WinConditions): WinResult {
  const lines = enabledPatterns(conditions).filter((pattern) =>
    pattern.cells.every(({ row, column }) => isMarked(marked[row]?.[column])),
  );
  const type = primaryWinType(lines.map((line) => line.type));
  const keys = new Set(
    lines.flatMap((line) => line.cells.map(({ row, column }) => row * GRID_SIZE + column)),
  );
  const cells = [...keys]
    .sort((a, b) => a - b)
    .map((key) => ({ row: Math.floor(key / GRID_SIZE), column: key % GRID_SIZE }));
  return {
    isWinner: type !== null,
    type,
    label: type === null ? null : WIN_LABELS[type],
    lines,
    cells,
  };
}
