import { GRID_SIZE } from '../card';
import type { WinType } from '../win-patterns';
import { FULL_MASK, isGridMask, placementsOf, symmetriesOf } from './grid-mask';

/**
 * How a pattern's drawn shapes become the masks that win: fixed (as drawn), crazy (any quarter
 * turn or mirror image), anywhere (moved to any position where it fits), or k of a set (at least
 * k of the drawn masks complete: "any two lines").
 */
export const PATTERN_CLASSES = ['fixed', 'crazy', 'anywhere', 'k_of_set'] as const;
export type PatternClass = (typeof PATTERN_CLASSES)[number];

/** The most masks a pattern may be drawn with, and the most a custom k-of-a-set may ask for. */
export const MAX_DRAWN_MASKS = 16;
export const MAX_K = 5;

/**
 * A pattern as a shop keeps it and a game commits to it: its shapes as drawn (25-bit masks, cell
 * (row, column) at bit row * 5 + column) and its class. key: a preset's name (`x`, `two_lines`)
 * or `custom-<id>` for a shop's own; name: the preset's English name or the shop's.
 */
export interface PatternDefinition {
  key: string;
  name: string;
  class: PatternClass;
  masks: number[];
  /** k of a set only: how many of the masks must be complete; 1 for every other class. */
  k: number;
}

/** A pattern ready to judge: every mask that completes it (for k of a set: the set). */
export interface CompiledPattern {
  key: string;
  name: string;
  class: PatternClass;
  masks: readonly number[];
  k: number;
}

/** Why a definition cannot be played, or null when it can. */
export function patternProblem(pattern: Omit<PatternDefinition, 'key' | 'name'>): string | null {
  if (pattern.masks.length === 0) return 'a pattern needs at least one shape';
  if (pattern.masks.length > MAX_DRAWN_MASKS) return `at most ${MAX_DRAWN_MASKS} shapes`;
  if (!pattern.masks.every(isGridMask)) return 'a shape is not a 5x5 mask with a marked cell';
  if (new Set(pattern.masks).size !== pattern.masks.length) return 'the same shape twice';
  if (pattern.class === 'k_of_set') {
    if (
      !Number.isInteger(pattern.k) ||
      pattern.k < 1 ||
      pattern.k > Math.min(MAX_K, pattern.masks.length)
    )
      return 'k must be between 1 and the number of shapes';
  } else if (pattern.k !== 1) return 'only a k-of-a-set pattern takes k';
  return null;
}

export function compilePattern(pattern: PatternDefinition): CompiledPattern {
  const problem = patternProblem(pattern);
  if (problem) throw new RangeError(`Pattern ${pattern.key}: ${problem}`);
  const expand =
    pattern.class === 'crazy'
      ? symmetriesOf
      : pattern.class === 'anywhere'
        ? placementsOf
        : (mask: number) => [mask];
  const masks = [...new Set(pattern.masks.flatMap(expand))];
  return { key: pattern.key, name: pattern.name, class: pattern.class, masks, k: pattern.k };
}

const ROW = (1 << GRID_SIZE) - 1;
const COLUMN = 0x0108421;
const DIAGONALS = [0x1041041, 0x0111110];
const CORNERS = 0x1100011;

/** The SPEC win type a single mask is announced as, or null for any other shape. */
export function specTypeOfMask(mask: number): WinType | null {
  for (let i = 0; i < GRID_SIZE; i++) {
    if (mask === ROW << (i * GRID_SIZE)) return 'row';
    if (mask === COLUMN << i) return 'column';
  }
  if (DIAGONALS.includes(mask)) return 'diagonal';
  if (mask === CORNERS) return 'fourCorners';
  if (mask === FULL_MASK) return 'bingo';
  return null;
}

/** A SPEC line's own number: its row or column 0-4, diagonal 0 from the top-left; else null. */
export function specIndexOfMask(mask: number): number | null {
  for (let i = 0; i < GRID_SIZE; i++) {
    if (mask === ROW << (i * GRID_SIZE) || mask === COLUMN << i) return i;
  }
  const diagonal = DIAGONALS.indexOf(mask);
  if (diagonal >= 0) return diagonal;
  return mask === CORNERS || mask === FULL_MASK ? 0 : null;
}

export const LINE_MASKS = {
  rows: Array.from({ length: GRID_SIZE }, (_, i) => ROW << (i * GRID_SIZE)),
  columns: Array.from({ length: GRID_SIZE }, (_, i) => COLUMN << i),
  diagonals: DIAGONALS,
  corners: CORNERS,
  full: FULL_MASK,
};
