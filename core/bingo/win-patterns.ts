import { GRID_SIZE, type CellPosition } from './card';

/** SPEC section 4 win types; "bingo" is the generic win, a full house. */
export const WIN_TYPES = ['row', 'column', 'diagonal', 'fourCorners', 'bingo'] as const;
export type WinType = (typeof WIN_TYPES)[number];

/** Settings winConditions (SPEC section 3); anyLine enables every row and every column. */
export interface WinConditions {
  anyLine: boolean;
  fourCorners: boolean;
  fullHouse: boolean;
  diagonal: boolean;
}

export const WIN_CONDITION_KEYS = ['anyLine', 'fourCorners', 'fullHouse', 'diagonal'] as const;

export const DEFAULT_WIN_CONDITIONS: WinConditions = {
  anyLine: true,
  fourCorners: true,
  fullHouse: false,
  diagonal: true,
};

/** Which setting enables which win types. */
export const WIN_CONDITION_TYPES: Record<keyof WinConditions, readonly WinType[]> = {
  anyLine: ['row', 'column'],
  diagonal: ['diagonal'],
  fourCorners: ['fourCorners'],
  fullHouse: ['bingo'],
};

/** Four corners takes priority (SPEC section 5), then the biggest pattern, then lines. */
export const WIN_PRIORITY: readonly WinType[] = [
  'fourCorners',
  'bingo',
  'row',
  'column',
  'diagonal',
];

export const WIN_LABELS: Record<WinType, string> = {
  fourCorners: 'Four Corners Winner',
  bingo: 'Full House Winner',
  row: 'Row Winner',
  column: 'Column Winner',
  diagonal: 'Diagonal Winner',
};

/**
 * One way to win. index: the row or column (0-4); for diagonals 0 runs from the top-left corner,
 * 1 from the top-right corner; 0 for four corners and full house.
 */
export interface WinPattern {
  readonly type: WinType;
  readonly index: number;
  readonly cells: readonly CellPosition[];
}

const LAST = GRID_SIZE - 1;
const steps = Array.from({ length: GRID_SIZE }, (_, i) => i);

/** Every pattern of a 5x5 card, in a fixed order: rows, columns, diagonals, corners, full house. */
export const ALL_PATTERNS: readonly WinPattern[] = [
  ...steps.map((row) => ({
    type: 'row' as const,
    index: row,
    cells: steps.map((column) => ({ row, column })),
  })),
  ...steps.map((column) => ({
    type: 'column' as const,
    index: column,
    cells: steps.map((row) => ({ row, column })),
  })),
  { type: 'diagonal', index: 0, cells: steps.map((i) => ({ row: i, column: i })) },
  { type: 'diagonal', index: 1, cells: steps.map((i) => ({ row: i, column: LAST - i })) },
  {
    type: 'fourCorners',
    index: 0,
    cells: [
      { row: 0, column: 0 },
      { row: 0, column: LAST },
      { row: LAST, column: 0 },
      { row: LAST, column: LAST },
    ],
  },
  {
    type: 'bingo',
    index: 0,
    cells: steps.flatMap((row) => steps.map((column) => ({ row, column }))),
  },
];

export function enabledWinTypes(conditions: WinConditions): Set<WinType> {
  const types = new Set<WinType>();
  for (const key of Object.keys(WIN_CONDITION_TYPES) as (keyof WinConditions)[]) {
    if (conditions[key]) WIN_CONDITION_TYPES[key].forEach((type) => types.add(type));
  }
  return types;
}

export function enabledPatterns(conditions: WinConditions): WinPattern[] {
  const types = enabledWinTypes(conditions);
  return ALL_PATTERNS.filter((pattern) => types.has(pattern.type));
}

/** The win type a set of met patterns is announced as, or null when none is met. */
export function primaryWinType(types: Iterable<WinType>): WinType | null {
  const met = new Set(types);
  return WIN_PRIORITY.find((type) => met.has(type)) ?? null;
}
