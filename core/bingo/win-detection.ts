import { GRID_SIZE, type CellPosition } from './card';
import { isMarked, type MarkedGrid } from './marking';
import { cellsOfMask } from './patterns/grid-mask';
import { specIndexOfMask, specTypeOfMask, type CompiledPattern } from './patterns/pattern';
import { announcedBySpecLabel, type WinRule } from './patterns/win-rule';
import { primaryWinType, WIN_LABELS, type WinPattern, type WinType } from './win-patterns';

export interface WinResult {
  isWinner: boolean;
  /** The announced type (four corners first), or null with no win. */
  type: WinType | null;
  label: string | null;
  /** The pattern announced (the one holding the announced type), or null with no win. */
  pattern: { key: string; name: string } | null;
  /** Every complete mask of every met pattern, for highlighting. */
  lines: WinPattern[];
  /** The cells of all those masks, each once, in reading order. */
  cells: CellPosition[];
}

function completeMasks(marked: MarkedGrid, pattern: CompiledPattern): WinPattern[] {
  const lines: WinPattern[] = [];
  pattern.masks.forEach((mask, index) => {
    const cells = cellsOfMask(mask);
    if (cells.every(({ row, column }) => isMarked(marked[row]?.[column])))
      lines.push({
        key: pattern.key,
        type: specTypeOfMask(mask) ?? 'bingo',
        index: specIndexOfMask(mask) ?? index,
        cells,
      });
  });
  return lines.length >= pattern.k ? lines : [];
}

/**
 * The reference win check, cell by cell on the marked grid: a pattern is met when at least k of
 * its masks have every cell marked (a called number or a free space). A missing cell is unmarked.
 */
export function detectWin(marked: MarkedGrid, rule: WinRule): WinResult {
  const met = rule.patterns
    .map((pattern) => ({ pattern, lines: completeMasks(marked, pattern) }))
    .filter((entry) => entry.lines.length > 0);
  const lines = met.flatMap((entry) => entry.lines);
  const type = primaryWinType(lines.map((line) => line.type));
  const announced = met.find((entry) => entry.lines.some((line) => line.type === type));
  const keys = new Set(
    lines.flatMap((line) => line.cells.map(({ row, column }) => row * GRID_SIZE + column)),
  );
  const cells = [...keys]
    .sort((a, b) => a - b)
    .map((key) => ({ row: Math.floor(key / GRID_SIZE), column: key % GRID_SIZE }));
  const pattern = announced?.pattern;
  return {
    isWinner: type !== null,
    type,
    label:
      type === null || !pattern
        ? null
        : announcedBySpecLabel(pattern)
          ? WIN_LABELS[type]
          : `${pattern.name} Winner`,
    pattern: pattern ? { key: pattern.key, name: pattern.name } : null,
    lines,
    cells,
  };
}
