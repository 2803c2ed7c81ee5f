import type { CellPosition } from './card';

/** SPEC section 4 win types; "bingo" is the generic win: a full house or any other shape. */
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
 * One complete mask of a met pattern. key: its pattern; index: for SPEC's lines the row or column
 * 0-4 (diagonal 0 from the top-left corner, 1 from the top-right), else the mask's place in the
 * pattern's compiled masks.
 */
export interface WinPattern {
  readonly key: string;
  readonly type: WinType;
  readonly index: number;
  readonly cells: readonly CellPosition[];
}

/** The win type a set of met masks is announced as, or null when none is met. */
export function primaryWinType(types: Iterable<WinType>): WinType | null {
  const met = new Set(types);
  return WIN_PRIORITY.find((type) => met.has(type)) ?? null;
}
