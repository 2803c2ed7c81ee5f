/**
 * The fast win check. Cell (row, column) is bit row * 5 + column of a 25-bit mask, as in the
 * patterns' masks (patterns/grid-mask.ts); the reference check (win-detection.ts) walks cells.
 */
import { FREE, GRID_SIZE, type CardGrid } from './card';
import type { WinRule } from './patterns/win-rule';

const CALLED_WORDS = 4;
const MAX_BALL = CALLED_WORDS * 32 - 1;

export interface BitCard {
  /** The number in each cell by bit index, 0 for a free or empty cell. */
  numbers: Uint8Array;
  /** Free spaces: always marked. */
  freeMask: number;
  /** For each number, the mask of the cells that hold it. */
  cellsOf: Int32Array;
}

export function compileCard(card: CardGrid): BitCard {
  const numbers = new Uint8Array(GRID_SIZE * GRID_SIZE);
  const cellsOf = new Int32Array(MAX_BALL + 1);
  let freeMask = 0;
  for (let row = 0; row < GRID_SIZE; row++) {
    for (let column = 0; column < GRID_SIZE; column++) {
      const bit = row * GRID_SIZE + column;
      const cell = card[row]?.[column] ?? null;
      if (cell === FREE) freeMask |= 1 << bit;
      else if (cell !== null) {
        if (!Number.isInteger(cell) || cell < 1 || cell > MAX_BALL) {
          throw new RangeError(`Card cell ${cell} is not a ball number`);
        }
        numbers[bit] = cell;
        cellsOf[cell] = (cellsOf[cell] as number) | (1 << bit);
      }
    }
  }
  return { numbers, freeMask, cellsOf };
}

/** Called numbers as a bitset over 0..127. */
export function calledBits(called: Iterable<number>): Uint32Array {
  const bits = new Uint32Array(CALLED_WORDS);
  for (const n of called) addCalled(bits, n);
  return bits;
}

export function addCalled(bits: Uint32Array, n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_BALL) throw new RangeError(`${n} is not a ball`);
  bits[n >>> 5] = (bits[n >>> 5] as number) | (1 << (n & 31));
}

/** The marked cells of a card against a set of calls. */
export function markedMask(card: BitCard, called: Uint32Array): number {
  let mask = card.freeMask;
  for (let bit = 0; bit < GRID_SIZE * GRID_SIZE; bit++) {
    const n = card.numbers[bit] as number;
    if (n !== 0 && ((called[n >>> 5] as number) & (1 << (n & 31))) !== 0) mask |= 1 << bit;
  }
  return mask;
}

/** The marked mask after one more call: O(1) per card and ball. */
export function markNumber(card: BitCard, mask: number, n: number): number {
  return mask | (card.cellsOf[n] ?? 0);
}

/**
 * A rule flattened for the hot path: every mask of every pattern in one array, with where each
 * pattern ends and how many of its masks it needs.
 */
export interface FastRule {
  masks: Int32Array;
  ends: Int32Array;
  needs: Int32Array;
}

export function fastRule(rule: WinRule): FastRule {
  const masks = rule.patterns.flatMap((pattern) => pattern.masks);
  let end = 0;
  return {
    masks: Int32Array.from(masks),
    ends: Int32Array.from(rule.patterns, (pattern) => (end += pattern.masks.length)),
    needs: Int32Array.from(rule.patterns, (pattern) => pattern.k),
  };
}

/** True when a marked mask meets any pattern of the rule. */
export function winsFast(marked: number, rule: FastRule): boolean {
  let start = 0;
  for (let p = 0; p < rule.ends.length; p++) {
    const end = rule.ends[p] as number;
    let left = rule.needs[p] as number;
    for (let i = start; i < end; i++) {
      const mask = rule.masks[i] as number;
      if ((marked & mask) === mask && --left === 0) return true;
    }
    start = end;
  }
  return false;
}
