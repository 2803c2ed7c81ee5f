import { FREE, GRID_SIZE, type CardGrid } from './card';
import {
  ALL_PATTERNS,
  enabledWinTypes,
  primaryWinType,
  type WinConditions,
  type WinPattern,
  type WinType,
} from './win-patterns';

/**
 * The fast win check. Cell (row, column) is bit row * 5 + column of a 25-bit mask; pattern i of
 * ALL_PATTERNS is PATTERN_MASKS[i], written out here so the property test compares two
 * independent descriptions of the rules.
 */
// prettier-ignore
export const PATTERN_MASKS: readonly number[] = [
  0x000001f, 0x00003e0, 0x0007c00, 0x00f8000, 0x1f00000, // rows 1-5
  0x0108421, 0x0210842, 0x0421084, 0x0842108, 0x1084210, // columns B-O
  0x1041041, 0x0111110, // diagonals from the top-left and the top-right corner
  0x1100011, // four corners
  0x1ffffff, // full house
];

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

/** The enabled patterns as a bitset over the indexes of ALL_PATTERNS. */
export function enabledPatternBits(conditions: WinConditions): number {
  const types = enabledWinTypes(conditions);
  return ALL_PATTERNS.reduce(
    (bits, pattern, i) => (types.has(pattern.type) ? bits | (1 << i) : bits),
    0,
  );
}

/** The enabled patterns a marked mask completes, as a bitset over ALL_PATTERNS; 0: no win. */
export function winsFast(marked: number, enabled: number): number {
  let met = 0;
  for (let i = 0; i < PATTERN_MASKS.length; i++) {
    const mask = PATTERN_MASKS[i] as number;
    if ((enabled & (1 << i)) !== 0 && (marked & mask) === mask) met |= 1 << i;
  }
  return met;
}

export function patternsOf(met: number): WinPattern[] {
  return ALL_PATTERNS.filter((_, i) => (met & (1 << i)) !== 0);
}

export function winTypeOf(met: number): WinType | null {
  return primaryWinType(patternsOf(met).map((pattern) => pattern.type));
}
